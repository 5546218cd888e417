import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { FormState } from '../definition/index.ts';
import { buildFormSchema, type FormSchema } from './form-schema.ts';
import { ANSWERS_AJV_OPTIONS, loadAjv } from './ajv-loader.ts';
import { mapErrors } from './error-mapping.ts';

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

/**
 * Creates a validator for a compiled form. It loads ajv on first use (hence the promise); schemas
 * then compile on first use (whole form or per page), and each validation is one synchronous call
 * of ajv's generated code plus the mapping of errors to messages.
 */
export async function createValidator(
  form: CompiledForm,
  options: ValidatorOptions = {},
): Promise<FormValidator> {
  const { Ajv2020, _, addFormats, addExtensionKeywords } = await loadAjv();
  const now = options.now ?? (() => new Date());
  const context = { now };
  const ajv = new Ajv2020(ANSWERS_AJV_OPTIONS);
  addFormats(ajv, ['date']);
  addExtensionKeywords(ajv, _);

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

  const run = (pageId: string | undefined, state: FormState): ValidationResult => {
    const { built, run: validate } = compiled(pageId);
    if (validate.call(context, state)) return { valid: true, errors: {} };
    return mapErrors(form, built, validate.errors, now());
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
