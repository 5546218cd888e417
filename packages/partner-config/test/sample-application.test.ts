import { applyHideRules, createValidator } from '@admissions/form-engine';
import { describe, expect, it } from 'vitest';
import { compiledVariant } from '../src/definitions.ts';
import { SAMPLE_APPLICATION } from '../src/sample-application.ts';

describe('the sample application', () => {
  it('is complete and valid for the undergraduate variant, and nothing of it is hidden', async () => {
    const form = compiledVariant('undergraduate');
    const state = { ...SAMPLE_APPLICATION };
    expect(applyHideRules(form, state).answers).toBe(state.answers);
    expect((await createValidator(form)).validate(state)).toEqual({ valid: true, errors: {} });
  });
});
