/**
 * `@admissions/partner-config/built` (Node): the variants' validators generated ahead of time,
 * read from `generated/<variant>/` (written by this package's `build`). The server validates
 * submissions with them: no ajv compile at start or on the first submission, and the same
 * generated code the portal's browser runs.
 */
import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type {
  FieldValueModule,
  PrecompiledLoaders,
  PrecompiledModule,
  PrecompiledValidators,
} from '@admissions/form-engine/precompiled';
import { compiledVariant, type VariantName } from './definitions.ts';

const GENERATED = new URL('../generated/', import.meta.url);

/** Imports one generated module of a variant (natively: it is plain JavaScript). */
async function importGenerated<T>(variant: VariantName, file: string): Promise<T> {
  const url = new URL(`${variant}/${file}`, GENERATED);
  try {
    await access(url);
  } catch {
    throw new Error(
      `${url.pathname} is missing: build the variants first (npm run build -w @admissions/partner-config)`,
    );
  }
  return (await import(url.href)) as T;
}

/** How to load each generated module of a variant, for `createLazyValidator`. */
export function builtLoaders(variant: VariantName): PrecompiledLoaders {
  const pageIds = compiledVariant(variant).pages.map((page) => page.id);
  return {
    form: () => importGenerated<PrecompiledModule>(variant, 'form.validate.js'),
    pages: Object.fromEntries(
      pageIds.map((id) => [
        id,
        () => importGenerated<PrecompiledModule>(variant, `page-${id}.validate.js`),
      ]),
    ),
    fields: () => importGenerated<FieldValueModule>(variant, 'fields.validate.js'),
  };
}

/** Every generated validator of a variant, loaded: the whole form's and each page's. */
export async function builtValidators(variant: VariantName): Promise<PrecompiledValidators> {
  const loaders = builtLoaders(variant);
  const pageIds = Object.keys(loaders.pages);
  const [form, ...pages] = await Promise.all([
    loaders.form(),
    ...pageIds.map((id) => loaders.pages[id]!()),
  ]);
  return { form: form!, pages: Object.fromEntries(pageIds.map((id, i) => [id, pages[i]!])) };
}

/** The partner's catalogue module (its validation wording), as a file the Vite plugin imports. */
const MESSAGES_MODULE = fileURLToPath(new URL('./messages.ts', import.meta.url));

/**
 * A variant as the engine's Vite plugin builds it (`formEngine({ forms: { undergraduate:
 * variantSource('undergraduate') } })`): compiled here with the partner's wording, and the app's
 * form module given the same catalogue, so the browser's messages are the server's.
 */
export const variantSource = (variant: VariantName) => ({
  compile: () => compiledVariant(variant),
  messages: MESSAGES_MODULE,
});
