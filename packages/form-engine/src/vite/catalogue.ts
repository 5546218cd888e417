/**
 * An app's own message catalogue for the Vite plugin (issue 28, item 1): a module of any language
 * (or an English one that rewords a few messages), read at build time for the generated
 * validators and imported by the generated form module, so validation never comes out half in
 * one language and half in another.
 */
import { readFile } from 'node:fs/promises';
import { en } from '../core/messages/en.ts';
import type { FormMessages, FormMessagesOverride } from '../core/messages/types.ts';

/** A catalogue module read for a build: its messages and the files it was read from (to watch). */
export interface LoadedCatalogue {
  readonly messages: FormMessagesOverride;
  /** The export that holds it, for the app's module to import by name. */
  readonly exported: CatalogueExport;
  readonly files: readonly string[];
}

/** Where a module keeps its catalogue: its default export, else its export named `messages`. */
export type CatalogueExport = 'default' | 'messages';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const exportOf = (module: unknown): CatalogueExport =>
  isObject(module) && module.default != null ? 'default' : 'messages';

/**
 * The catalogue a module exports: its default export, or its export named `messages`. Every key
 * must be a message of the engine (a typo would otherwise leave the English message in place,
 * unnoticed) and every value a string or a function.
 */
export function catalogueOf(module: unknown, file: string): FormMessagesOverride {
  const found = isObject(module) ? module[exportOf(module)] : undefined;
  if (!isObject(found))
    throw new Error(
      `${file} must export its message catalogue as the default export or as "messages"`,
    );
  const unknown = Object.keys(found).filter((key) => !Object.hasOwn(en, key));
  if (unknown.length > 0)
    throw new Error(`${file}: unknown message keys ${unknown.join(', ')} (see FormMessages)`);
  // Templates are strings; messages with parameters are functions (a JSON catalogue has none).
  const wrong = Object.keys(found).filter(
    (key) => typeof found[key] !== 'string' && typeof found[key] !== 'function',
  );
  if (wrong.length > 0)
    throw new Error(`${file}: messages must be strings or functions: ${wrong.join(', ')}`);
  return found as FormMessagesOverride;
}

/**
 * Reads the catalogue module at `path` (absolute): JSON as it is; TypeScript or JavaScript
 * through Vite's own module runner, so it may be written in TypeScript and import other files.
 */
export async function loadCatalogue(path: string, root: string): Promise<LoadedCatalogue> {
  if (path.endsWith('.json')) {
    const text = await readFile(path, 'utf8');
    const messages = catalogueOf({ default: JSON.parse(text) }, path);
    return { messages, exported: 'default', files: [path] };
  }
  const { runnerImport } = await import('vite');
  const { module, dependencies } = await runnerImport<unknown>(path, {
    root,
    configFile: false,
    logLevel: 'silent',
  });
  const messages = catalogueOf(module, path);
  return { messages, exported: exportOf(module), files: [path, ...dependencies] };
}

/** The full catalogue: `override`'s messages over `base`'s. */
export const mergeCatalogue = (base: FormMessages, override: FormMessagesOverride): FormMessages =>
  ({ ...base, ...override }) as FormMessages;
