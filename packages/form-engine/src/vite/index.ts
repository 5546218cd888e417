/**
 * `@admissions/form-engine/vite`: a Vite plugin that builds forms ahead of time, so an app
 * imports a form already compiled and its validators as generated code — nothing is compiled in
 * the applicant's browser and no `new Function` runs there (a strict `script-src 'self'` holds).
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
 * `virtual:form-engine/<name>` exports `form` (the compiled form, read from data) and `validator`
 * (a `LazyValidator`: each page's generated module, and the whole form's, is a chunk of its own
 * loaded on first use or `preload`). The generated code is exactly what `form-engine build`
 * writes, so a server loading those files runs the same checks.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { buildForm, type BuiltForm } from '../build/index.ts';
import { compileFormOrThrow } from '../core/compiler/compile-form.ts';
import type { CompiledForm } from '../core/compiler/compiled-form.ts';
import { en } from '../messages/en.ts';
import { es } from '../messages/es.ts';

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

/** The module an app imports: the form read from data and its lazily loaded validators. */
function formModule(name: string, built: BuiltForm, locale: FormLocale | undefined): string {
  const pages = built.pageIds
    .map(
      (id) =>
        `    ${JSON.stringify(id)}: () => import(${JSON.stringify(`${PREFIX}${name}/validate/${id}`)}),`,
    )
    .join('\n');
  return [
    `import { createLazyValidator, loadCompiledForm } from '@admissions/form-engine/precompiled';`,
    locale
      ? `import { ${locale} as messages } from '@admissions/form-engine/locales/${locale}';`
      : '',
    `export const form = loadCompiledForm(${JSON.stringify(built.compiledForm)}${locale ? ', { messages }' : ''});`,
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
  const built = new Map<string, Promise<BuiltForm>>();
  /** Definition and model files → the forms built from them, to build again when they change. */
  const watched = new Map<string, string>();

  const compile = async (source: FormSource): Promise<CompiledForm> => {
    if ('compile' in source) {
      const form = await source.compile();
      const expected = (source.locale ? LOCALES[source.locale] : en).locale;
      if (form.messages.locale !== expected)
        throw new Error(
          `the form was compiled with the "${form.messages.locale}" catalogue, not "${expected}" (set the source's locale)`,
        );
      return form;
    }
    const read = async (file: string) =>
      JSON.parse(await readFile(resolve(root, file), 'utf8')) as never;
    const messages = source.locale ? LOCALES[source.locale] : undefined;
    return compileFormOrThrow(
      await read(source.definition),
      source.model ? await read(source.model) : undefined,
      { messages },
    );
  };
  const buildOf = (name: string): Promise<BuiltForm> => {
    let result = built.get(name);
    if (!result) {
      const source = options.forms[name]!;
      result = compile(source).then(buildForm);
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
      const form = await buildOf(parsed.name);
      if (parsed.fields) return form.fields;
      if (!parsed.validate) return formModule(parsed.name, form, source.locale);
      const { pageId } = parsed.validate;
      if (pageId === undefined) return form.form;
      if (!Object.hasOwn(form.pages, pageId)) throw new Error(`${id.slice(1)}: no such page`);
      return form.pages[pageId];
    },
    watchChange(file) {
      const name = watched.get(resolve(file));
      if (name !== undefined) built.delete(name);
    },
  };
}
