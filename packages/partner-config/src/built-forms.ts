/**
 * `@admissions/partner-config/built` (Node): the variants' validators generated ahead of time,
 * read from `generated/<variant>/` (written by this package's `build`). The server validates
 * submissions with them: no ajv compile at start or on the first submission, and the same
 * generated code the portal's browser runs.
 */
import { access } from 'node:fs/promises';
import type { PrecompiledModule, PrecompiledValidators } from '@admissions/form-engine/precompiled';
import { compiledVariant, type VariantName } from './definitions.ts';

const GENERATED = new URL('../generated/', import.meta.url);

/** Imports one generated module of a variant. */
async function importModule(variant: VariantName, file: string): Promise<PrecompiledModule> {
  const url = new URL(`${variant}/${file}`, GENERATED);
  try {
    await access(url);
  } catch {
    throw new Error(
      `${url.pathname} is missing: build the variants first (npm run build -w @admissions/partner-config)`,
    );
  }
  return (await import(url.href)) as PrecompiledModule;
}

/** The generated validators of a variant: the whole form's and each page's. */
export async function builtValidators(variant: VariantName): Promise<PrecompiledValidators> {
  const pageIds = compiledVariant(variant).pages.map((page) => page.id);
  const [form, ...pages] = await Promise.all([
    importModule(variant, 'form.validate.js'),
    ...pageIds.map((id) => importModule(variant, `page-${id}.validate.js`)),
  ]);
  return { form: form!, pages: Object.fromEntries(pageIds.map((id, i) => [id, pages[i]!])) };
}
