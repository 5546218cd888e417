import type { ErrorObject } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { FormState } from '../definition/index.ts';
import { mapErrors, type ErrorTables } from './error-mapping.ts';
import { buildFormSchema, type SchemaEntry } from './form-schema.ts';
import type { FormValidator, ValidationResult, ValidatorOptions } from './validator.ts';

/** A validate function generated ahead of time (ajv standalone) and its error tables. */
export interface PrecompiledModule {
  /** The generated function; `this.now` is the clock (call it with a context). */
  readonly default: {
    (this: { now: () => Date }, data: unknown): boolean;
    errors?: readonly ErrorObject[] | null;
  };
  /** Schema path of each check → what it reports. */
  readonly entries: Readonly<Record<string, SchemaEntry>>;
  /** Label of each key the schema types. */
  readonly labels: Readonly<Record<string, string>>;
}

/** The generated modules of one form: the whole form's and each page's (by page id). */
export interface PrecompiledValidators {
  readonly form: PrecompiledModule;
  readonly pages: Readonly<Record<string, PrecompiledModule>>;
}

/**
 * A {@link FormValidator} over validators generated ahead of time (`form-engine build`): no ajv
 * and no code generation at run time, and the same results as {@link createValidator} (the same
 * error mapping over the same generated checks). `schema`/`pageSchema` are rebuilt on demand.
 */
export function createPrecompiledValidator(
  form: CompiledForm,
  modules: PrecompiledValidators,
  options: ValidatorOptions = {},
): FormValidator {
  const now = options.now ?? (() => new Date());
  const context = { now };
  const tables = new Map<PrecompiledModule, ErrorTables>();
  const tablesOf = (module: PrecompiledModule): ErrorTables => {
    let t = tables.get(module);
    if (!t) {
      t = {
        entries: new Map(Object.entries(module.entries)),
        labels: new Map(Object.entries(module.labels)),
      };
      tables.set(module, t);
    }
    return t;
  };
  const moduleOf = (pageId: string): PrecompiledModule => {
    const module = Object.hasOwn(modules.pages, pageId) ? modules.pages[pageId] : undefined;
    if (!module) throw new Error(`unknown page "${pageId}"`);
    return module;
  };
  const run = (module: PrecompiledModule, state: FormState): ValidationResult => {
    const validate = module.default;
    if (validate.call(context, state)) return { valid: true, errors: {} };
    return mapErrors(form, tablesOf(module), validate.errors, now());
  };
  return {
    get schema() {
      return buildFormSchema(form).schema;
    },
    pageSchema: (pageId) => {
      moduleOf(pageId);
      return buildFormSchema(form, [pageId]).schema;
    },
    validate: (state) => run(modules.form, state),
    validatePage: (pageId, state) => run(moduleOf(pageId), state),
  };
}
