import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuiltForm } from './built-form.ts';

/** The file names {@link writeBuiltForm} writes into its directory. */
export const BUILT_FILES = {
  /** The compiled form as data (`loadCompiledForm`). */
  compiledForm: 'form.json',
  /** The whole form's validator module. */
  form: 'form.validate.js',
  /** A page's validator module. */
  page: (pageId: string) => `page-${pageId}.validate.js`,
  /** The date fields' value checks. */
  fields: 'fields.validate.js',
  /** The whole-form JSON Schema. */
  schema: 'schema.json',
} as const;

/**
 * Writes a built form into a directory (created if missing): the files of {@link BUILT_FILES}.
 * Page ids are data: one that could leave the directory is refused.
 */
export async function writeBuiltForm(built: BuiltForm, dir: string): Promise<string[]> {
  const files: [string, string][] = [
    [BUILT_FILES.compiledForm, built.compiledForm],
    [BUILT_FILES.form, built.form],
    [BUILT_FILES.fields, built.fields],
    ...Object.entries(built.pages).map(([id, source]): [string, string] => {
      if (!/^[\w-]+$/.test(id)) throw new Error(`page id ${JSON.stringify(id)} is not a file name`);
      return [BUILT_FILES.page(id), source];
    }),
    [BUILT_FILES.schema, `${JSON.stringify(built.schema, null, 2)}\n`],
  ];
  await mkdir(dir, { recursive: true });
  for (const [name, text] of files) await writeFile(join(dir, name), text);
  return files.map(([name]) => name);
}
