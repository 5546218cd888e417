import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { fillMessage } from '../compiler/messages.ts';
import type { FormState } from '../definition/index.ts';
import { buildFormSchema, typeMessage, type FormSchema, type SchemaEntry } from './form-schema.ts';
import { loadAjv } from './ajv-loader.ts';
import { addExtensionKeywords } from './keywords.ts';

/** Messages by answer key, each list without duplicates, in the order the rules are written. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: FieldErrors;
}

export interface ValidatorOptions {
  /** The clock for relative dates (minimum age, year ranges). Defaults to the system clock. */
  readonly now?: () => Date;
}

/** Validates form states with the form's generated JSON Schema (ajv, allErrors). */
export interface FormValidator {
  /** The whole-form schema, as JSON any back end can use. */
  readonly schema: Readonly<Record<string, unknown>>;
  /** The schema of one page (its fields only). */
  pageSchema(pageId: string): Readonly<Record<string, unknown>>;
  validate(state: FormState): ValidationResult;
  validatePage(pageId: string, state: FormState): ValidationResult;
}

interface Compiled {
  readonly built: FormSchema;
  readonly run: ValidateFunction;
}

const ANSWER_PATH = /^#\/properties\/answers\/properties\/([^/]+)\//;
const unescapePointer = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Creates a validator for a compiled form. It loads ajv on first use (hence the promise); schemas
 * then compile on first use (whole form or per page), and each validation is one synchronous call
 * of ajv's generated code plus the mapping of errors to messages.
 */
export async function createValidator(
  form: CompiledForm,
  options: ValidatorOptions = {},
): Promise<FormValidator> {
  const { Ajv2020, addFormats } = await loadAjv();
  const now = options.now ?? (() => new Date());
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    // Shared conditions ($defs) compile to one function each instead of a copy per use.
    inlineRefs: false,
    // The answers schema never uses unevaluated*: skip tracking evaluated properties.
    unevaluated: false,
  });
  addFormats(ajv, ['date']);
  addExtensionKeywords(ajv, now);

  const cache = new Map<string, Compiled>();
  const compiled = (pageId?: string): Compiled => {
    const id = pageId ?? '';
    let entry = cache.get(id);
    if (!entry) {
      if (pageId !== undefined && !form.pages.some((p) => p.id === pageId))
        throw new Error(`unknown page "${pageId}"`);
      const built = buildFormSchema(form, pageId === undefined ? undefined : [pageId]);
      entry = { built, run: ajv.compile(built.schema) };
      cache.set(id, entry);
    }
    return entry;
  };

  /** The key and message an ajv error stands for; undefined for `if` wrappers of a real error. */
  const messageOf = (built: FormSchema, error: ErrorObject): [string, string] | undefined => {
    const entry = checkAt(built, error.schemaPath);
    if (entry) {
      const year = yearOf(entry.rule, now());
      return [entry.key, year === undefined ? entry.message : fillMessage(entry.message, { year })];
    }
    if (error.keyword === 'if') return undefined;
    const answerMatch = ANSWER_PATH.exec(error.schemaPath);
    if (answerMatch) {
      const key = unescapePointer(answerMatch[1]!);
      return [key, typeMessage(built.labels.get(key) ?? key, form.messages)];
    }
    if (error.keyword === 'additionalProperties' && error.instancePath === '/answers') {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      return [key, fillMessage(form.messages.checkUnknownKey, { key })];
    }
    const detail = `${error.instancePath || '/'} ${error.message ?? error.keyword}`;
    return ['', fillMessage(form.messages.checkMalformed, { detail })];
  };

  const run = (pageId: string | undefined, state: FormState): ValidationResult => {
    const { built, run: validate } = compiled(pageId);
    if (validate(state)) return { valid: true, errors: {} };
    const errors: Record<string, string[]> = {};
    for (const error of validate.errors ?? []) {
      const mapped = messageOf(built, error);
      if (!mapped) continue;
      const [key, message] = mapped;
      const list = (errors[key] ??= []);
      if (!list.includes(message)) list.push(message);
    }
    return { valid: false, errors };
  };

  return {
    get schema() {
      return compiled().built.schema;
    },
    pageSchema: (pageId) => compiled(pageId).built.schema,
    validate: (state) => run(undefined, state),
    validatePage: (pageId, state) => run(pageId, state),
  };
}

/** The check an error's schema path falls in: the longest recorded prefix of the path. */
function checkAt(built: FormSchema, schemaPath: string): SchemaEntry | undefined {
  for (let path = schemaPath; path.length > 1; path = path.slice(0, path.lastIndexOf('/'))) {
    const entry = built.entries.get(path);
    if (entry) return entry;
  }
  return undefined;
}

/** The year a minYear/maxYear message names. */
function yearOf(rule: SchemaEntry['rule'], today: Date): number | undefined {
  if (rule?.rule === 'minYear' || rule?.rule === 'maxYear')
    return today.getUTCFullYear() + rule.offset;
  return undefined;
}
