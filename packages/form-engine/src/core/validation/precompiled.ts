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
import type { FormValidator, ValidationResult, ValidatorOptions } from './result.ts';

/** A validate function generated ahead of time (ajv standalone) and its error tables. */
export interface PrecompiledModule {
  /** The generated function; `this.now` is the clock (call it with a context). */
  readonly default: {
    (this: { now: () => Date }, data: unknown): boolean;
    errors?: readonly ErrorObject[] | null;
  };
  /** Schema path of each check → what it reports. */
  readonly entries: Readonly<Record<string, SchemaEntry>>;
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
   * judges typed dates with them (without, with the same checks as plain functions).
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
      t = { entries: new Map(Object.entries(module.entries)) };
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

/** A loader that loads once and keeps the result; a failed load is forgotten, to be tried again. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
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
  if (loaders.fields) {
    // The date widget judges typed dates with the generated checks (see validateFieldValue).
    const fields = loadOnce(loaders.fields);
    registerFieldValueJudge(form, async (key, value, now) =>
      runGeneratedChecks(await fields(), key, value, now),
    );
  }
  const whole = loadOnce(loaders.form);
  const pages = Object.fromEntries(
    Object.entries(loaders.pages).map(([id, loader]) => [id, loadOnce(loader)]),
  );
  const loaderOf = (pageId: string | undefined) =>
    pageId === undefined ? whole : pageEntry(pages, pageId);
  return {
    validate: async (state) => run(await whole(), state),
    validatePage: async (pageId, state) => run(await loaderOf(pageId)(), state),
    preload: async (pageId) => {
      await loaderOf(pageId)();
    },
  };
}

/**
 * The form's check table behind the {@link LazyValidator} interface an app built with the Vite
 * plugin imports (`validator`): plain functions, no generated code and no ajv (see
 * `createValidator`). The table's code loads on first use, or on `preload` (when a page shows),
 * so it is not part of what a browser fetches before the first field.
 */
export function createLazyTableValidator(
  form: CompiledForm,
  options: ValidatorOptions = {},
): LazyValidator {
  const now = options.now ?? (() => new Date());
  const table = loadOnce(async () => {
    const { runTable, checkTableOf, makeChecksWhenIdle } = await import('./table/run-table.ts');
    const checks = checkTableOf(form);
    makeChecksWhenIdle(form);
    return (pageId: string | undefined, state: FormState) => {
      if (pageId !== undefined && !form.pages.some((p) => p.id === pageId))
        throw new Error(`unknown page "${pageId}"`);
      return runTable(form, checks, pageId, state, now);
    };
  });
  return {
    validate: async (state) => (await table())(undefined, state),
    validatePage: async (pageId, state) => (await table())(pageId, state),
    preload: async () => {
      await table();
    },
  };
}
