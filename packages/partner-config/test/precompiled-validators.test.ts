/**
 * Issues 17 and 30, for the partner's two variants: ajv's validators of the JSON Schema export,
 * generated ahead of time (written to files and imported), return exactly what `createValidator`
 * returns — the check table the portal and the server run — over random answer sets. Uses the
 * engine's sources (its build entry and harness), like the engine's own tests for its fixtures
 * and the 633-field benchmark definition (test/validation/check-table.test.ts).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '../../form-engine/src/build/index.ts';
import { compileFormOrThrow } from '../../form-engine/src/core/compiler/compile-form.ts';
import type { CompiledForm } from '../../form-engine/src/core/compiler/compiled-form.ts';
import {
  createValidator,
  type FormValidator,
} from '../../form-engine/src/core/validation/validator.ts';
import {
  buildAndImport,
  stateArbitrary,
  type ImportedValidators,
} from '../../form-engine/test/build/equivalence-harness.ts';
import { variantDefinition, type VariantName } from '../src/definitions.ts';
import { dataModel } from '../src/model.ts';

const TODAY = new Date('2026-11-21T12:00:00Z');
const now = () => TODAY;
const VARIANTS: VariantName[] = ['undergraduate', 'transfer'];

describe.each(VARIANTS)('the %s variant’s standalone validators', (name) => {
  let form: CompiledForm;
  let imported: ImportedValidators;
  let runtime: FormValidator;
  beforeAll(async () => {
    form = compileFormOrThrow(variantDefinition(name), dataModel);
    imported = await buildAndImport(form);
    runtime = await createValidator(form, { now });
  }, 180_000);
  afterAll(() => imported?.dispose());

  it('return the errors the check table returns, whole form and each page', () => {
    const precompiled = createPrecompiledValidator(form, imported, { now });
    const pageIds = form.pages.map((p) => p.id);
    let invalid = 0;
    fc.assert(
      fc.property(stateArbitrary(form, TODAY), fc.constantFrom(...pageIds), (state, pageId) => {
        const whole = runtime.validate(state);
        if (!whole.valid) invalid++;
        expect(precompiled.validate(state)).toEqual(whole);
        expect(precompiled.validatePage(pageId, state)).toEqual(
          runtime.validatePage(pageId, state),
        );
      }),
      { numRuns: 150 },
    );
    expect(invalid).toBeGreaterThan(0);
  }, 300_000);

  it('contain no eval and import nothing', () => {
    for (const source of imported.sources) {
      expect(source).not.toMatch(/new Function|\beval\(/);
      expect(source).not.toMatch(/\brequire\(|^import |\bimport\(/m);
    }
  });
});
