/**
 * The variants' build outputs (`generated/`, written by this package's `build`, loaded by the
 * server) are what the engine builds from the variants now — the same bytes the portal's Vite
 * plugin generates from the same function — so a definition changed without a build is caught.
 */
import { readFile } from 'node:fs/promises';
import { buildForm, BUILT_FILES } from '@admissions/form-engine/build';
import { formEngine } from '@admissions/form-engine/vite';
import { describe, expect, it } from 'vitest';
import { builtValidators, variantSource } from '../src/built-forms.ts';
import { compiledVariant, type VariantName } from '../src/definitions.ts';
import { partnerMessages } from '../src/messages.ts';

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

describe('the portal’s Vite build of a variant (variantSource)', () => {
  it('compiles the app’s form with the partner’s wording, as the server’s validators were', async () => {
    const plugin = formEngine({ forms: { undergraduate: variantSource('undergraduate') } });
    const load = typeof plugin.load === 'function' ? plugin.load : plugin.load!.handler;
    const context = { addWatchFile: () => undefined, error: (e: unknown) => Promise.reject(e) };
    const code = String(
      await load.call(context as never, '\0virtual:form-engine/undergraduate', undefined),
    );
    // The form module imports the partner's catalogue and compiles with it (the plugin has
    // checked it is the one compiledVariant used: §5's "{label}" wording, not the engine's).
    expect(code).toMatch(
      /import (\* as catalogue|\{ default as catalogue \}) from ".*partner-config\/src\/messages\.ts"/,
    );
    expect(code).toContain(', { messages })');
    expect(compiledVariant('undergraduate').messages.ruleRequired).toBe(
      partnerMessages.ruleRequired,
    );
  }, 60_000);

  it('titles the error summary as the specification does, not with the engine’s default', () => {
    // application-form.md: titled 'We're missing some information!' with its own text.
    const { messages } = compiledVariant('transfer');
    expect(messages.errorSummaryTitle).toBe("We're missing some information!");
    expect(messages.errorSummaryText).toBe(
      'The links below show what needs to be completed. Missing items will be highlighted on each page; simply fix them and then resubmit your application.',
    );
  });
});
