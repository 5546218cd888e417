/**
 * The engine's visibility explanation against the partner's real forms (both variants: sections,
 * tabs, add-another blocks, grouped hide rules): for every key, in several states, it names a
 * reason exactly when the compiled form hides the key. Here rather than in the engine's tests
 * because the partner's configuration depends on the engine, not the other way round.
 */
import { applyHideRules, type FormState } from '@admissions/form-engine';
import { explainVisibility } from '@admissions/form-engine/inspect';
import { compiledVariant, SAMPLE_APPLICATION } from '@admissions/partner-config';
import { describe, expect, it } from 'vitest';

const STATES: Record<string, FormState> = {
  empty: { answers: {} },
  sample: SAMPLE_APPLICATION,
  'more blocks, other tab': {
    answers: { ...SAMPLE_APPLICATION.answers, parent_living: 'N', phone_type: '2' },
    addAnother: { parents: 2, colleges: 3, activities: 4 },
    tabs: { personal_statement: 'upload' },
  },
};

describe.each(['undergraduate', 'transfer'] as const)(
  'explainVisibility on the %s form',
  (name) => {
    const form = compiledVariant(name);

    it.each(Object.keys(STATES))('agrees with the engine for every key (%s)', (stateName) => {
      // The answers as the engine keeps them: hidden ones cleared.
      const raw = STATES[stateName]!;
      const state = { ...raw, answers: applyHideRules(form, raw).answers };
      let hidden = 0;
      for (const key of form.keyVisibility.keys()) {
        const why = explainVisibility(form, state, key);
        expect(why.known, key).toBe(true);
        expect(why.hiddenBy === undefined, `${key}: ${JSON.stringify(why.hiddenBy)}`).toBe(
          why.visible,
        );
        if (!why.visible) hidden++;
      }
      expect(hidden).toBeGreaterThan(0);
    });
  },
);
