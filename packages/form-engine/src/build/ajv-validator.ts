import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../core/compiler/compiled-form.ts';
import type { FormState } from '../core/definition/index.ts';
import { ANSWERS_AJV_OPTIONS, loadAjv } from '../core/validation/ajv-loader.ts';
import { mapErrors } from '../core/validation/error-mapping.ts';
import { buildFormSchema, type FormSchema } from '../core/validation/form-schema.ts';
import type {
  FormValidator,
  ValidationResult,
  ValidatorOptions,
} from '../core/validation/result.ts';

interface Compiled {
  readonly built: FormSchema;
  readonly run: ValidateFunction;
}

/**
 * The reference validator: the form's JSON Schema export compiled by ajv (draft 2020-12, the x-
 * keywords as generated code), its errors mapped to messages. What `createValidator`'s check
 * table is held equal to, and what a back end validating the exported schema does. Compiling
 * needs `eval` (Node, or a page allowing `'unsafe-eval'`); schemas compile on first use.
 */
export async function createAjvValidator(
  form: CompiledForm,
  options: ValidatorOptions = {},
): Promise<FormValidator> {
  const { Ajv2020, _, addFormats, addExtensionKeywords, compile } = await loadAjv();
  const now = options.now ?? (() => new Date());
  const context = { now };
  // No logger: under a policy without 'unsafe-eval', ajv would log each refused function's
  // source; `compile` reports the refusal once, saying what to do instead.
  const ajv = new Ajv2020({ ...ANSWERS_AJV_OPTIONS, logger: false });
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
      entry = { built, run: compile(ajv, built.schema) };
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
