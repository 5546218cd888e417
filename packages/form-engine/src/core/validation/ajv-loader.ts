import type Ajv2020 from 'ajv/dist/2020.js';
import type { _ } from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';
import type { addExtensionKeywords, compileOrExplain } from './runtime-compile.ts';
import { MULTIPLE_OF_PRECISION } from './keywords.ts';

/** ajv's draft 2020-12 class, its code template tag (for the x- keywords) and the formats plugin. */
export interface AjvModules {
  readonly Ajv2020: typeof Ajv2020;
  readonly _: typeof _;
  readonly addFormats: typeof addFormats;
  /** The x- keywords (generated code, so they load with ajv rather than with the form). */
  readonly addExtensionKeywords: typeof addExtensionKeywords;
  /** `ajv.compile`, saying what to do when the page's policy forbids `eval`. */
  readonly compile: typeof compileOrExplain;
}

let loading: Promise<AjvModules> | undefined;

/**
 * Loads ajv on first use. Validation and definition linting are the only parts of the engine
 * that need it, and ajv is most of the engine's weight: loading it on demand keeps it out of what
 * a browser downloads to show a form (bundlers split a dynamic import into its own chunk).
 */
export function loadAjv(): Promise<AjvModules> {
  loading ??= Promise.all([
    import('ajv/dist/2020.js'),
    import('ajv-formats'),
    import('./runtime-compile.ts'),
  ]).then(([ajv, formats, own]) => ({
    Ajv2020: ajv.default,
    _: ajv._,
    addFormats: formats.default,
    addExtensionKeywords: own.addExtensionKeywords,
    compile: own.compileOrExplain,
  }));
  return loading;
}

/**
 * The options of every ajv instance that compiles answers' schemas, at run time and ahead of
 * time alike, so both generate the same checks.
 */
export const ANSWERS_AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  allowUnionTypes: true,
  // Shared conditions ($defs) compile to one function each instead of a copy per use.
  inlineRefs: false,
  // The answers schema never uses unevaluated*: skip tracking evaluated properties.
  unevaluated: false,
  // The x- date keywords read "today" from the call's context: validate.call({ now }, state).
  passContext: true,
  // A decimal step (numberRange's 0.1) divides in floating point: see MULTIPLE_OF_PRECISION.
  multipleOfPrecision: MULTIPLE_OF_PRECISION,
} as const;
