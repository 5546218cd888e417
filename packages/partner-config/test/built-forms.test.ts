/**
 * The variants' build outputs (`generated/`, written by this package's `build`, loaded by the
 * server) are what the engine builds from the variants now — the same bytes the portal's Vite
 * plugin generates from the same function — so a definition changed without a build is caught.
 */
import { readFile } from 'node:fs/promises';
import { buildForm, BUILT_FILES } from '@admissions/form-engine/build';
import { describe, expect, it } from 'vitest';
import { builtValidators } from '../src/built-forms.ts';
import { compiledVariant, type VariantName } from '../src/definitions.ts';

const VARIANTS: VariantName[] = ['undergraduate', 'transfer'];
const generated = (variant: VariantName, file: string) =>
  readFile(new URL(`../generated/${variant}/${file}`, import.meta.url), 'utf8');

describe.each(VARIANTS)('the %s variant built ahead of time', (variant) => {
  it('is what the engine builds from the variant now (run npm run build when this fails)', async () => {
    const built = buildForm(compiledVariant(variant));
    expect(await generated(variant, BUILT_FILES.compiledForm)).toBe(built.compiledForm);
    expect(await generated(variant, BUILT_FILES.form)).toBe(built.form);
    expect(await generated(variant, BUILT_FILES.fields)).toBe(built.fields);
    for (const [pageId, source] of Object.entries(built.pages))
      expect(await generated(variant, BUILT_FILES.page(pageId))).toBe(source);
  }, 60_000);

  it('loads as the server loads it: a validator for the whole form and each page', async () => {
    const modules = await builtValidators(variant);
    expect(Object.keys(modules.pages)).toEqual(compiledVariant(variant).pages.map((p) => p.id));
    expect(modules.form.default.call({ now: () => new Date() }, { answers: {} })).toBe(false);
  }, 60_000);
});
