import type { ErrorObject } from 'ajv/dist/2020.js';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { FormState } from '../definition/index.ts';
import { mapErrors, type ErrorTables } from './error-mapping.ts';
import {
  registerFieldValueJudge,
  runGeneratedChecks,
  type FieldValueModule,
} from './field-value-messages.ts';
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

/** Loads one generated module, typically a dynamic `import()` of a chunk of its own. */
export type PrecompiledModuleLoader = () => Promise<PrecompiledModule>;

/** How to load the generated modules of one form: the whole form's and each page's. */
export interface PrecompiledLoaders {
  readonly form: PrecompiledModuleLoader;
  readonly pages: Readonly<Record<string, PrecompiledModuleLoader>>;
  /**
   * The date fields' generated value checks (`fields.validate.js`): given, the date widget
   * judges typed dates with them instead of compiling its checks with ajv (which needs `eval`).
   */
  readonly fields?: () => Promise<FieldValueModule>;
}

/**
 * Validation whose generated code loads when first needed: a page's module when that page is
 * validated (or preloaded), the whole form's on the first `validate`. What the Vite plugin's
 * `validator` export is.
 */
export interface LazyValidator {
  validate(state: FormState): Promise<ValidationResult>;
  validatePage(pageId: string, state: FormState): Promise<ValidationResult>;
  /**
   * Starts loading a page's module (or the whole form's, without a page id) ahead of need — when
   * the page shows, say — so the validation that follows does not wait for the network.
   */
  preload(pageId?: string): Promise<void>;
}

/** Runs one generated module and maps its errors, with error tables built once per module. */
function moduleRunner(form: CompiledForm, options: ValidatorOptions) {
  const now = options.now ?? (() => new Date());
  const context = { now };
  const tables = new WeakMap<PrecompiledModule, ErrorTables>();
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
  return (module: PrecompiledModule, state: FormState): ValidationResult => {
    const validate = module.default;
    if (validate.call(context, state)) return { valid: true, errors: {} };
    return mapErrors(form, tablesOf(module), validate.errors, now());
  };
}

/** The entry of `pages` for a page id, own properties only (a page id is data). */
function pageEntry<T>(pages: Readonly<Record<string, T>>, pageId: string): T {
  const entry = Object.hasOwn(pages, pageId) ? pages[pageId] : undefined;
  if (!entry) throw new Error(`unknown page "${pageId}"`);
  return entry;
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
  const run = moduleRunner(form, options);
  return {
    get schema() {
      return buildFormSchema(form).schema;
    },
    pageSchema: (pageId) => {
      pageEntry(modules.pages, pageId);
      return buildFormSchema(form, [pageId]).schema;
    },
    validate: (state) => run(modules.form, state),
    validatePage: (pageId, state) => run(pageEntry(modules.pages, pageId), state),
  };
}

/**
 * A {@link LazyValidator} over generated modules loaded on demand. Each module loads once; a
 * failed load (the network) is not kept, so the next call tries again.
 */
export function createLazyValidator(
  form: CompiledForm,
  loaders: PrecompiledLoaders,
  options: ValidatorOptions = {},
): LazyValidator {
  const run = moduleRunner(form, options);
  const loadFields = loaders.fields;
  if (loadFields) {
    // The date widget judges typed dates with the generated checks (see validateFieldValue).
    let fields: Promise<FieldValueModule> | undefined;
    registerFieldValueJudge(form, async (key, value, now) => {
      fields ??= loadFields();
      fields.catch(() => (fields = undefined));
      return runGeneratedChecks(await fields, key, value, now);
    });
  }
  const loaded = new Map<PrecompiledModuleLoader, Promise<PrecompiledModule>>();
  const load = (loader: PrecompiledModuleLoader): Promise<PrecompiledModule> => {
    let module = loaded.get(loader);
    if (!module) {
      module = loader();
      module.catch(() => loaded.delete(loader));
      loaded.set(loader, module);
    }
    return module;
  };
  const loaderOf = (pageId: string | undefined): PrecompiledModuleLoader =>
    pageId === undefined ? loaders.form : pageEntry(loaders.pages, pageId);
  return {
    validate: async (state) => run(await load(loaders.form), state),
    validatePage: async (pageId, state) => run(await load(loaderOf(pageId)), state),
    preload: async (pageId) => {
      await load(loaderOf(pageId));
    },
  };
}
