import { blockKey, compileFormOrThrow } from '@admissions/form-engine';
import { modelOf } from '@admissions/form-engine/inspect';
import { describe, expect, it } from 'vitest';
import { composeVariant, type VariantName } from '../src/definitions.ts';
import { dataModel, REPEATS } from '../src/model.ts';

const VARIANTS: VariantName[] = ['undergraduate', 'transfer'];

describe('the hand-written data model (issue 28: a model is optional, the partner keeps one)', () => {
  it.each(VARIANTS)(
    'is the model the %s definition implies on its own (modelOf, compiled without a model)',
    (name) => {
      const derived = modelOf(compileFormOrThrow(composeVariant(name)));
      expect(Object.keys(derived).sort()).toEqual(Object.keys(dataModel).sort());
      expect(derived).toEqual(dataModel);
    },
  );

  it('numbers the repeated blocks with the engine’s blockKey, up to each block’s count', () => {
    const activityKeys = Object.keys(dataModel).filter((key) => /^activity_(\d+_)?type$/.test(key));
    expect(activityKeys).toEqual(
      Array.from({ length: REPEATS.activities }, (_, i) =>
        blockKey('activity_', 'activity_type', i + 1),
      ),
    );
    expect(dataModel[blockKey('college_', 'college_state_desc', REPEATS.colleges)]).toBe('string');
    expect(dataModel[blockKey('college_', 'college_state_desc', REPEATS.colleges + 1)]).toBe(
      undefined,
    );
  });
});
