import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAnswers, fullLayout, largeDefinition } from '../../bench/large-definition.ts';
import { createPrecompiledValidator, serializeCompiledForm } from '../../src/build/index.ts';
import { loadCompiledForm } from '../../src/precompiled.ts';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import type { CompiledForm } from '../../src/core/compiler/compiled-form.ts';
import { createValidator, type FormValidator } from '../../src/core/validation/validator.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';
import { buildAndImport, stateArbitrary, type ImportedValidators } from './equivalence-harness.ts';

/** Validation runs on 21 November 2026 here (relative-date boundaries are generated around it). */
const TODAY = new Date('2026-11-21T12:00:00Z');
const now = () => TODAY;

const forms: [string, () => CompiledForm][] = [
  ['the example form', () => compileFormOrThrow(exampleDefinition, exampleModel)],
  [
    'the 633-field benchmark definition',
    () => {
      const { definition, model } = largeDefinition();
      return compileFormOrThrow(definition, model);
    },
  ],
];

describe.each(forms)('standalone validators of %s', (_name, compile) => {
  let form: CompiledForm;
  let imported: ImportedValidators;
  let runtime: FormValidator;
  beforeAll(async () => {
    form = compile();
    imported = await buildAndImport(form);
    runtime = await createValidator(form, { now });
  }, 120_000);
  afterAll(() => imported?.dispose());

  it('return the errors the run-time compiler returns, whole form and each page', () => {
    // The browser's path: the compiled form read back from its data, with the generated modules.
    const loaded = loadCompiledForm(serializeCompiledForm(form));
    const precompiled = createPrecompiledValidator(loaded, imported, { now });
    const pageIds = form.pages.map((p) => p.id);
    fc.assert(
      fc.property(stateArbitrary(form, TODAY), fc.constantFrom(...pageIds), (state, pageId) => {
        expect(precompiled.validate(state)).toEqual(runtime.validate(state));
        expect(precompiled.validatePage(pageId, state)).toEqual(
          runtime.validatePage(pageId, state),
        );
      }),
      { numRuns: 150 },
    );
  }, 300_000);

  it('contain no eval and import nothing', () => {
    for (const source of imported.sources) {
      expect(source).not.toMatch(/new Function|\beval\(/);
      expect(source).not.toMatch(/\brequire\(|^import |\bimport\(/m);
    }
  });
});

describe('standalone validators on the benchmark answers', () => {
  it('accept a complete application and reject a missing answer, as run time does', async () => {
    const { definition, model } = largeDefinition();
    const form = compileFormOrThrow(definition, model);
    const imported = await buildAndImport(form);
    try {
      const precompiled = createPrecompiledValidator(form, imported, { now });
      const runtime = await createValidator(form, { now });
      const layout = fullLayout(form);
      const state = { answers: fullAnswers(form, layout), ...layout };
      expect(precompiled.validate(state)).toEqual({ valid: true, errors: {} });
      const [firstKey] = Object.keys(state.answers);
      const broken = { ...state, answers: { ...state.answers, [firstKey!]: '' } };
      expect(precompiled.validate(broken).valid).toBe(false);
      expect(precompiled.validate(broken)).toEqual(runtime.validate(broken));
    } finally {
      await imported.dispose();
    }
  }, 120_000);
});
