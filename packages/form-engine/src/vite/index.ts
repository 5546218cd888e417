/**
 * `@admissions/form-engine/vite`: a Vite plugin that builds forms ahead of time, so an app
 * imports a form checked at build time (its definition's problems are build errors, with file,
 * line and column) and a validator that needs no compiler: no schema is compiled in the
 * applicant's browser, no ajv ships, and no `new Function` runs there (a strict
 * `script-src 'self'` holds).
 *
 * ```ts
 * // vite.config.ts
 * import { formEngine } from '@admissions/form-engine/vite';
 * export default defineConfig({
 *   plugins: [react(), formEngine({ forms: { apply: { definition: 'src/form.json' } } })],
 * });
 * // in the app (types: `/// <reference types="@admissions/form-engine/vite-client" />`)
 * import { form, validator } from 'virtual:form-engine/apply';
 * ```
 *
 * `virtual:form-engine/<name>` exports `form` (the compiled form: its definition compiled when the
 * module loads, a few milliseconds and no `eval`, or read from data with `formAs: 'data'`) and
 * `validator` (a `LazyValidator` over the form's check table, `createLazyTableValidator`: the
 * checks the server runs, with the same messages as the form's JSON Schema validated by ajv).
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { serializeCompiledForm } from '../core/compiler/compiled-form-data.ts';
import { compileForm } from '../core/compiler/compile-form.ts';
import type { CompiledForm } from '../core/compiler/compiled-form.ts';
import { lintDefinition } from '../core/compiler/lint-definition.ts';
import { en } from '../core/messages/en.ts';
import { es } from '../core/messages/es.ts';
import type { FormMessages } from '../core/messages/types.ts';
import { definitionError, syntaxError, type LocatedError } from './build-error.ts';
import { loadCatalogue, mergeCatalogue, type CatalogueExport } from './catalogue.ts';
import {
  importsRuntimeCompiler,
  NO_RUNTIME_COMPILER,
  noRuntimeCompilerModule,
} from './runtime-compiler.ts';

/** The engine's catalogues a form can be compiled with (`en` is the default). */
const LOCALES = { es } as const;

/** A locale of the engine's message catalogues other than English. */
export type FormLocale = keyof typeof LOCALES;

/** Where a form comes from: definition files, or a function returning the compiled form. */
export type FormSource =
  | {
      /** The definition's JSON file, relative to Vite's root. */
      readonly definition: string;
      /**
       * The data model's JSON file (answer key → type), relative to Vite's root. Optional: without
       * it each answer's type comes from its field (the widget, or a text field's `answerType`).
       */
      readonly model?: string;
      /** The engine catalogue to compile with and to load with; English when absent. */
      readonly locale?: FormLocale;
      /**
       * The app's own catalogue, relative to Vite's root: a `.ts`, `.js` or `.json` module whose
       * default export (or export named `messages`) is a `FormMessagesOverride`, laid over
       * `locale`'s catalogue (English when absent). A whole new language (with its `locale`, e.g.
       * `'fr'`) or a few reworded messages; the build's validators and the app's form use it alike.
       */
      readonly messages?: string;
    }
  | {
      /** Compiles the form (e.g. a definition composed in code); called once per build. */
      readonly compile: () => CompiledForm | Promise<CompiledForm>;
      /** The catalogue the function compiled with; checked against the compiled form. */
      readonly locale?: FormLocale;
      /**
       * The app's catalogue module the function compiled with (as for a definition source), so
       * the app's form is compiled with it too; its messages are checked against the form's.
       */
      readonly messages?: string;
    };

/** Options of {@link formEngine}. */
export interface FormEngineOptions {
  /** The forms to build, by the name the app imports (`virtual:form-engine/<name>`). */
  readonly forms: Readonly<Record<string, FormSource>>;
  /**
   * How the app gets each compiled form. `'definition'` (the default) ships the definition and
   * data model, checked at build time, and compiles them when the module loads: compiling runs
   * no `eval`, and it measured faster than reading the compiled form back from data, and four
   * times smaller over the wire, because a compiled form expands its definition (every block
   * instance, every key's visibility with the hide rules). `'data'` ships the compiled form as
   * data (`loadCompiledForm`), for forms whose compile costs more than their data (measure it:
   * `npm run bench:aot`, docs/benchmarks.md).
   */
  readonly formAs?: 'definition' | 'data';
  /**
   * Keeps the engine's definition checker (ajv, loaded on demand: 35 KB gzip) in the build, for
   * an app that lints definitions in the browser (`lintDefinition`: an editor, a playground),
   * which also needs `'unsafe-eval'` in the page's policy. Off by default: the build writes no
   * ajv chunk, and `lintDefinition` throws an error saying to turn this on. (The dev server
   * always keeps it. Validation never needs it.)
   */
  readonly runtimeCompiler?: boolean;
}

/** A build error with its place in a file, for `this.error` (terminal and overlay). */
class DefinitionBuildError extends Error {
  constructor(readonly located: LocatedError) {
    super(located.message);
  }
}

const PREFIX = 'virtual:form-engine/';
const RESOLVED = `\0${PREFIX}`;
const NAME = /^[\w-]+$/;

/** The form a module id names (`<name>`, no sub-path), or undefined. */
function parseId(id: string): { name: string } | undefined {
  const name = id.slice(RESOLVED.length);
  return NAME.test(name) ? { name } : undefined;
}

/**
 * The module an app imports: the form (compiled from its checked definition, or read from data)
 * and its validator (the form's check table).
 */
function formModule(
  name: string,
  form: CompiledForm,
  locale: FormLocale | undefined,
  catalogue: { readonly path: string; readonly exported: CatalogueExport } | undefined,
  formAs: 'definition' | 'data',
): string {
  const options = locale || catalogue ? ', { messages }' : '';
  // JSON.parse of a string literal: parsed faster than the same object as a literal.
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  const compiled =
    formAs === 'data'
      ? `loadCompiledForm(${JSON.stringify(serializeCompiledForm(form))}${options})`
      : `compileFormOrThrow(${json(form.definition)}, ${form.model ? json(form.model) : 'undefined'}${options})`;
  return [
    formAs === 'data'
      ? `import { createLazyTableValidator, loadCompiledForm } from '@admissions/form-engine/precompiled';`
      : `import { compileFormOrThrow } from '@admissions/form-engine';\nimport { createLazyTableValidator } from '@admissions/form-engine/precompiled';`,
    locale ? `import { ${locale} as base } from '@admissions/form-engine/locales/${locale}';` : '',
    catalogue
      ? `import { ${catalogue.exported} as catalogue } from ${JSON.stringify(catalogue.path)};`
      : '',
    // The same merge as the build's: the app's messages over the locale's (or English).
    locale || catalogue
      ? `const messages = { ${locale ? '...base, ' : ''}${catalogue ? '...catalogue' : ''} };`
      : '',
    `export const form = ${compiled};`,
    // The form's check table: no generated code to load, no eval (see createLazyTableValidator).
    `export const validator = createLazyTableValidator(form);`,
    `export default form;`,
  ].join('\n');
}

/**
 * Parameters for comparing message functions: numbers by their usual names, else a one-item list
 * that also reads as its word (`${p.label}` is "‹label›", `p.choices.map` works).
 */
const SAMPLE_PARAMS = new Proxy(
  {},
  {
    get: (_, name) =>
      typeof name !== 'string'
        ? undefined
        : /^(n|count|max|min|size|year|length)$/.test(name)
          ? 3
          : [`‹${name}›`],
  },
);

/**
 * Whether two catalogue entries say the same: equal texts, or functions giving the same text for
 * the same parameters (their source may differ: the engine's sources and its build, say).
 */
function sameMessage(a: unknown, b: unknown): boolean {
  if (typeof a === 'function' && typeof b === 'function')
    try {
      return String(a(SAMPLE_PARAMS)) === String(b(SAMPLE_PARAMS));
    } catch {
      return String(a) === String(b);
    }
  return String(a) === String(b);
}

/** Vite plugin: see the module's documentation. */
export function formEngine(options: FormEngineOptions): Plugin {
  for (const name of Object.keys(options.forms))
    if (!NAME.test(name))
      throw new Error(`form name ${JSON.stringify(name)} must be letters, digits, _ or -`);
  let root = process.cwd();
  /** Whether this build leaves the run-time compiler out (see `runtimeCompiler`). */
  let leaveCompilerOut = false;
  const built = new Map<string, Promise<CompiledForm>>();
  const formAs = options.formAs ?? 'definition';
  /** Definition and model files → the forms built from them, to build again when they change. */
  const watched = new Map<string, string>();

  /** Catalogue files (and what they import) → the forms built with them. */
  const catalogueFiles = new Map<string, string>();
  /** Each form's catalogue export, imported by name (a missing export would warn in the build). */
  const catalogueExports = new Map<string, CatalogueExport>();

  /** A source's catalogue module over `base`, its files watched for the form `name`. */
  const catalogueOf = async (name: string, file: string, base: FormMessages) => {
    const loaded = await loadCatalogue(resolve(root, file), root);
    for (const dependency of loaded.files) catalogueFiles.set(resolve(dependency), name);
    catalogueExports.set(name, loaded.exported);
    return mergeCatalogue(base, loaded.messages);
  };

  const compile = async (name: string, source: FormSource): Promise<CompiledForm> => {
    if ('compile' in source) {
      const form = await source.compile();
      const base = source.locale ? LOCALES[source.locale] : en;
      const expected = source.messages ? await catalogueOf(name, source.messages, base) : base;
      if (form.messages.locale !== expected.locale)
        throw new Error(
          `the form was compiled with the "${form.messages.locale}" catalogue, not "${expected.locale}" (set the source's locale)`,
        );
      const differs = Object.keys(expected).find(
        (key) =>
          !sameMessage(
            form.messages[key as keyof FormMessages],
            expected[key as keyof FormMessages],
          ),
      );
      if (differs)
        throw new Error(
          `the form's "${differs}" message is not the one of ${source.messages ?? 'the source'}: give the source (messages) the catalogue module the form was compiled with`,
        );
      return form;
    }
    const path = resolve(root, source.definition);
    const file = relative(process.cwd(), path) || path;
    const text = await readFile(path, 'utf8');
    let definition: unknown;
    try {
      definition = JSON.parse(text);
    } catch (error) {
      throw new DefinitionBuildError(syntaxError(file, text, error as Error));
    }
    const model = source.model
      ? (JSON.parse(await readFile(resolve(root, source.model), 'utf8')) as never)
      : undefined;
    let messages: FormMessages | undefined = source.locale ? LOCALES[source.locale] : undefined;
    if (source.messages) messages = await catalogueOf(name, source.messages, messages ?? en);
    const result = compileForm(definition as never, model, { messages });
    if (result.ok) return result.form;
    // Compiled again with the schema check and the file's text: every problem with its place.
    const linted = await lintDefinition(definition, model, {
      messages,
      sources: [{ file, text }],
    });
    throw new DefinitionBuildError(
      definitionError(file, text, linted.ok ? result.errors : linted.errors),
    );
  };
  const buildOf = (name: string): Promise<CompiledForm> => {
    let result = built.get(name);
    if (!result) {
      const source = options.forms[name]!;
      result = compile(name, source);
      result.catch(() => built.delete(name));
      built.set(name, result);
    }
    return result;
  };

  return {
    name: 'form-engine',
    configResolved(config) {
      root = config.root;
      leaveCompilerOut =
        config.command === 'build' && !config.build.ssr && !options.runtimeCompiler;
    },
    resolveId: {
      // Before Vite's own resolution, which would find ajv in node_modules.
      order: 'pre',
      handler(id, importer) {
        if (leaveCompilerOut && importsRuntimeCompiler(id, importer)) return NO_RUNTIME_COMPILER;
        return id.startsWith(PREFIX) ? `\0${id}` : undefined;
      },
    },
    async load(id) {
      if (id === NO_RUNTIME_COMPILER) return noRuntimeCompilerModule();
      if (!id.startsWith(RESOLVED)) return undefined;
      const parsed = parseId(id);
      if (!parsed || !Object.hasOwn(options.forms, parsed.name))
        throw new Error(
          `${id.slice(1)}: no such form (the plugin builds ${Object.keys(options.forms).join(', ')})`,
        );
      const source = options.forms[parsed.name]!;
      if ('definition' in source)
        for (const file of [source.definition, source.model].filter((f) => f !== undefined)) {
          const path = resolve(root, file);
          watched.set(path, parsed.name);
          this.addWatchFile(path);
        }
      let form: CompiledForm;
      try {
        form = await buildOf(parsed.name);
      } catch (error) {
        if (error instanceof DefinitionBuildError) this.error(error.located);
        throw error;
      }
      for (const file of catalogueFiles.keys()) this.addWatchFile(file);
      const catalogue = source.messages
        ? {
            path: resolve(root, source.messages),
            exported: catalogueExports.get(parsed.name) ?? 'default',
          }
        : undefined;
      return formModule(parsed.name, form, source.locale, catalogue, formAs);
    },
    watchChange(file) {
      const name = watched.get(resolve(file)) ?? catalogueFiles.get(resolve(file));
      if (name !== undefined) built.delete(name);
    },
  };
}
