/**
 * `@admissions/form-engine/vite`: a Vite plugin that builds forms ahead of time, so an app
 * imports a form checked at build time and its validators as generated code — no schema is
 * compiled in the applicant's browser and no `new Function` runs there (a strict
 * `script-src 'self'` holds).
 *
 * ```ts
 * // vite.config.ts
 * import { formEngine } from '@admissions/form-engine/vite';
 * export default defineConfig({
 *   plugins: [react(), formEngine({ forms: { apply: { definition: 'src/form.json', model: 'src/model.json' } } })],
 * });
 * // in the app (types: `/// <reference types="@admissions/form-engine/vite-client" />`)
 * import { form, validator } from 'virtual:form-engine/apply';
 * ```
 *
 * `virtual:form-engine/<name>` exports `form` (the compiled form: its definition compiled when the
 * module loads, a few milliseconds and no `eval`, or read from data with `formAs: 'data'`) and
 * `validator` (a `LazyValidator`: each page's generated module, the whole form's and the date
 * fields' checks are chunks of their own, loaded on first use or `preload`). The generated code
 * is exactly what `form-engine build` writes, so a server loading those files runs the same
 * checks.
 */
import { readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildForm, type BuiltForm } from '../build/index.ts';
import { compileForm } from '../core/compiler/compile-form.ts';
import type { CompiledForm } from '../core/compiler/compiled-form.ts';
import { lintDefinition } from '../core/compiler/lint-definition.ts';
import { en } from '../messages/en.ts';
import { es } from '../messages/es.ts';
import type { FormMessages } from '../messages/types.ts';
import { definitionError, syntaxError, type LocatedError } from './build-error.ts';
import { loadCatalogue, mergeCatalogue } from './catalogue.ts';

/** The engine's catalogues a form can be compiled with (`en` is the default). */
const LOCALES = { es } as const;

/** A locale of the engine's message catalogues other than English. */
export type FormLocale = keyof typeof LOCALES;

/** Where a form comes from: definition files, or a function returning the compiled form. */
export type FormSource =
  | {
      /** The definition's JSON file, relative to Vite's root. */
      readonly definition: string;
      /** The data model's JSON file (answer key → type), relative to Vite's root. */
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
}

/** What the app's module needs of a form: its build and the form it was built from. */
interface FormBuild {
  readonly built: BuiltForm;
  readonly form: CompiledForm;
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

/**
 * The modules of a form: `<name>`, `<name>/validate` (whole form), `<name>/validate/<page>`,
 * `<name>/fields` (the date fields' checks).
 */
function parseId(
  id: string,
): { name: string; fields?: true; validate?: { pageId?: string } } | undefined {
  const [name, part, pageId, ...rest] = id.slice(RESOLVED.length).split('/');
  if (!name || rest.length > 0) return undefined;
  if (part === undefined) return { name };
  if (part === 'fields' && pageId === undefined) return { name, fields: true };
  if (part !== 'validate') return undefined;
  return { name, validate: pageId === undefined ? {} : { pageId } };
}

/**
 * The module an app imports: the form (compiled from its checked definition, or read from data)
 * and its lazily loaded validators.
 */
function formModule(
  name: string,
  { built, form }: FormBuild,
  locale: FormLocale | undefined,
  catalogue: string | undefined,
  formAs: 'definition' | 'data',
): string {
  const pages = built.pageIds
    .map(
      (id) =>
        `    ${JSON.stringify(id)}: () => import(${JSON.stringify(`${PREFIX}${name}/validate/${id}`)}),`,
    )
    .join('\n');
  const options = locale || catalogue ? ', { messages }' : '';
  // JSON.parse of a string literal: parsed faster than the same object as a literal.
  const json = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
  const compiled =
    formAs === 'data'
      ? `loadCompiledForm(${JSON.stringify(built.compiledForm)}${options})`
      : `compileFormOrThrow(${json(form.definition)}, ${form.model ? json(form.model) : 'undefined'}${options})`;
  return [
    formAs === 'data'
      ? `import { createLazyValidator, loadCompiledForm } from '@admissions/form-engine/precompiled';`
      : `import { compileFormOrThrow } from '@admissions/form-engine';\nimport { createLazyValidator } from '@admissions/form-engine/precompiled';`,
    locale ? `import { ${locale} as base } from '@admissions/form-engine/locales/${locale}';` : '',
    catalogue ? `import * as catalogue from ${JSON.stringify(catalogue)};` : '',
    // The same merge as the build's: the app's messages over the locale's (or English).
    locale || catalogue
      ? `const messages = { ${locale ? '...base, ' : ''}${catalogue ? '...(catalogue.default ?? catalogue.messages)' : ''} };`
      : '',
    `export const form = ${compiled};`,
    `export const validator = createLazyValidator(form, {`,
    `  form: () => import(${JSON.stringify(`${PREFIX}${name}/validate`)}),`,
    `  fields: () => import(${JSON.stringify(`${PREFIX}${name}/fields`)}),`,
    `  pages: {\n${pages}\n  },`,
    `});`,
    `export default form;`,
  ].join('\n');
}

/** Vite plugin: see the module's documentation. */
export function formEngine(options: FormEngineOptions): Plugin {
  for (const name of Object.keys(options.forms))
    if (!NAME.test(name))
      throw new Error(`form name ${JSON.stringify(name)} must be letters, digits, _ or -`);
  let root = process.cwd();
  const built = new Map<string, Promise<FormBuild>>();
  const formAs = options.formAs ?? 'definition';
  /** Definition and model files → the forms built from them, to build again when they change. */
  const watched = new Map<string, string>();

  /** Catalogue files (and what they import) → the forms built with them. */
  const catalogueFiles = new Map<string, string>();

  const compile = async (name: string, source: FormSource): Promise<CompiledForm> => {
    if ('compile' in source) {
      const form = await source.compile();
      const expected = (source.locale ? LOCALES[source.locale] : en).locale;
      if (form.messages.locale !== expected)
        throw new Error(
          `the form was compiled with the "${form.messages.locale}" catalogue, not "${expected}" (set the source's locale)`,
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
    if (source.messages) {
      const loaded = await loadCatalogue(resolve(root, source.messages), root);
      for (const dependency of loaded.files) catalogueFiles.set(resolve(dependency), name);
      messages = mergeCatalogue(messages ?? en, loaded.messages);
    }
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
  const buildOf = (name: string): Promise<FormBuild> => {
    let result = built.get(name);
    if (!result) {
      const source = options.forms[name]!;
      result = compile(name, source).then((form) => ({ form, built: buildForm(form) }));
      result.catch(() => built.delete(name));
      built.set(name, result);
    }
    return result;
  };

  return {
    name: 'form-engine',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
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
      let build: FormBuild;
      try {
        build = await buildOf(parsed.name);
      } catch (error) {
        if (error instanceof DefinitionBuildError) this.error(error.located);
        throw error;
      }
      for (const file of catalogueFiles.keys()) this.addWatchFile(file);
      const { built } = build;
      if (parsed.fields) return built.fields;
      if (!parsed.validate) {
        const catalogue =
          'messages' in source && source.messages ? resolve(root, source.messages) : undefined;
        return formModule(parsed.name, build, source.locale, catalogue, formAs);
      }
      const { pageId } = parsed.validate;
      if (pageId === undefined) return built.form;
      if (!Object.hasOwn(built.pages, pageId)) throw new Error(`${id.slice(1)}: no such page`);
      return built.pages[pageId];
    },
    watchChange(file) {
      const name = watched.get(resolve(file)) ?? catalogueFiles.get(resolve(file));
      if (name !== undefined) built.delete(name);
    },
  };
}
