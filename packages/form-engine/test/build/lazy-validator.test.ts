import { describe, expect, it, vi } from 'vitest';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import { createValidator } from '../../src/core/validation/validator.ts';
import { createLazyValidator, type PrecompiledModule } from '../../src/precompiled.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';
import { buildAndImport } from './equivalence-harness.ts';

describe('createLazyValidator', () => {
  it('loads each module when first needed, once, and validates as the run-time compiler does', async () => {
    const form = compileFormOrThrow(exampleDefinition, exampleModel);
    const imported = await buildAndImport(form);
    const pageId = form.pages[0]!.id;
    const loadForm = vi.fn(async () => imported.form);
    const loadPage = vi.fn(async () => imported.pages[pageId]!);
    const lazy = createLazyValidator(form, { form: loadForm, pages: { [pageId]: loadPage } });
    const runtime = await createValidator(form);
    const state = { answers: { country: 'USA', zip: '1' } };

    expect(loadForm).not.toHaveBeenCalled();
    await lazy.preload(pageId);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(await lazy.validatePage(pageId, state)).toEqual(runtime.validatePage(pageId, state));
    expect(await lazy.validate(state)).toEqual(runtime.validate(state));
    await lazy.validate(state);
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(loadForm).toHaveBeenCalledTimes(1);
    await expect(lazy.validatePage('nowhere', state)).rejects.toThrow('unknown page');
    await imported.dispose();
  });

  it('tries a failed load again on the next call (a network error is not kept)', async () => {
    const form = compileFormOrThrow(exampleDefinition, exampleModel);
    const imported = await buildAndImport(form);
    let attempts = 0;
    const lazy = createLazyValidator(form, {
      form: async (): Promise<PrecompiledModule> => {
        attempts++;
        if (attempts === 1) throw new Error('offline');
        return imported.form;
      },
      pages: {},
    });
    await expect(lazy.validate({ answers: {} })).rejects.toThrow('offline');
    expect((await lazy.validate({ answers: {} })).valid).toBe(false);
    expect(attempts).toBe(2);
    await imported.dispose();
  });
});
