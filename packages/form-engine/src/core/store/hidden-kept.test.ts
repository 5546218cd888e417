/**
 * Issue 27, item 4: answers a change hides stay in the page's memory and come back when shown
 * again (parent living Yes → No → Yes), while the store's answers — what a host saves and
 * submits — never hold a hidden one.
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleDefinition, exampleModel } from '../../../test/fixtures/example-form.ts';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import type { AnswerValue } from '../definition/index.ts';
import { applyHideRules } from '../hide-rules/apply-hide-rules.ts';
import { createFormStore, type FormStore } from './form-store.ts';

const form = compileFormOrThrow(exampleDefinition, exampleModel);
let store: FormStore;
beforeEach(() => {
  store = createFormStore(form);
});

const answers = () => store.getState().answers;
/** The store's answers equal what the hide rules leave of them: nothing hidden is held. */
const expectHideRuleClean = () => {
  const state = store.getState();
  expect(applyHideRules(form, state).answers).toBe(state.answers);
};

describe('answers hidden by a change', () => {
  it('come back when shown again, and are not in the answers while hidden', () => {
    store.getState().setAnswer('military_discharge_status', 'Y');
    store.getState().setAnswer('military_discharge_status_explain', 'Medical discharge');
    const explain = vi.fn();
    store.subscribeKey('military_discharge_status_explain', explain);

    store.getState().setAnswer('military_discharge_status', 'N');
    expect(answers().military_discharge_status_explain).toBe('');
    expect(store.snapshot().answers.military_discharge_status_explain).toBe('');
    expectHideRuleClean();

    store.getState().setAnswer('military_discharge_status', 'Y');
    expect(answers().military_discharge_status_explain).toBe('Medical discharge');
    // Cleared, then restored: the field re-renders both times.
    expect(explain).toHaveBeenCalledTimes(2);
    expectHideRuleClean();
  });

  it('come back through a chain of conditions and hide rules', () => {
    store.getState().setAnswer('test_optional', 'Y');
    store.getState().setAnswer('act_taken', 'Y');
    store.getState().setAnswer('act_english', '30');
    store.getState().setAnswer('test_optional', 'N');
    expect(answers()).toMatchObject({ act_taken: '', act_english: '' });
    store.getState().setAnswer('test_optional', 'Y');
    expect(answers()).toMatchObject({ act_taken: 'Y', act_english: '30' });

    store.getState().setAnswers({ phone_type_1: '5', phone_mobile_intl: '+44 20 7946 0958' });
    store.getState().setAnswers({ country: 'CAN', state: 'ON' });
    store.getState().setAnswer('country', 'USA'); // a hide rule clears the international number
    expect(answers().phone_mobile_intl).toBe('');
    store.getState().setAnswer('country', 'UK'); // the state hides, the number comes back
    expect(answers()).toMatchObject({ state: '', phone_mobile_intl: '+44 20 7946 0958' });
    store.getState().setAnswer('country', 'CAN');
    expect(answers()).toMatchObject({ state: 'ON', phone_mobile_intl: '+44 20 7946 0958' });
    expectHideRuleClean();
  });

  it('are forgotten when the applicant leaves the page, or new data is loaded', () => {
    store.getState().setAnswers({
      military_discharge_status: 'Y',
      military_discharge_status_explain: 'Medical',
    });
    store.getState().setAnswer('military_discharge_status', 'N');
    store.getState().forgetHidden();
    store.getState().setAnswer('military_discharge_status', 'Y');
    expect(answers().military_discharge_status_explain).toBe('');

    store.getState().setAnswer('military_discharge_status_explain', 'Medical');
    store.getState().setAnswer('military_discharge_status', 'N');
    store.getState().load({ answers: { ...answers() } });
    store.getState().setAnswer('military_discharge_status', 'Y');
    expect(answers().military_discharge_status_explain).toBe('');
  });

  it('are only what a hide rule cleared: not a value written into a hidden key, nor a tab left', () => {
    store.getState().setAnswers({
      military_discharge_status: 'Y',
      military_discharge_status_explain: 'Medical',
    });
    store.getState().setAnswer('military_discharge_status', 'N');
    store.getState().setAnswer('military_discharge_status', 'Y');
    expect(answers().military_discharge_status_explain).toBe('Medical');

    // Written while hidden (an autocomplete filling a hidden field): cleared, and the kept
    // value gives way to it.
    store.getState().setAnswer('military_discharge_status', 'N');
    store.getState().setAnswer('military_discharge_status_explain', 'Written while hidden');
    expect(answers().military_discharge_status_explain).toBe('');
    store.getState().setAnswer('military_discharge_status', 'Y');
    expect(answers().military_discharge_status_explain).toBe('');

    // A tab switch clears for good: the applicant confirmed it (see the tab view).
    store.getState().setAnswer('personal_statement_essay', 'My essay');
    store.getState().setTab('personal_statement', 'document');
    store.getState().setTab('personal_statement', 'essay');
    expect(answers().personal_statement_essay).toBe('');
  });
});

describe('the store over any sequence of changes', () => {
  /** Answers that open and close conditions of the example form, and some they show. */
  const change = fc.constantFrom<[string, AnswerValue]>(
    ['country', 'USA'],
    ['country', 'UK'],
    ['country', 'CAN'],
    ['country', ''],
    ['state', 'ON'],
    ['phone_mobile_intl', '+44'],
    ['military_discharge_status', 'Y'],
    ['military_discharge_status', 'N'],
    ['military_discharge_status_explain', 'Medical'],
    ['mailing_addr_same_as_perm_addr', 'Y'],
    ['mailing_addr_same_as_perm_addr', 'N'],
    ['perm_address_line_1', '1 Main St'],
    ['test_optional', 'Y'],
    ['test_optional', 'N'],
    ['act_taken', 'Y'],
    ['act_taken', 'N'],
    ['act_english', '30'],
    ['phone_type_1', '5'],
    ['phone_type_1', '1'],
  );
  /** Keys that show or hide others (none controls a conditional dropdown). */
  const toggles = [
    'country',
    'military_discharge_status',
    'mailing_addr_same_as_perm_addr',
    'test_optional',
    'act_taken',
    'phone_type_1',
  ];

  it('holds hide-rule-clean answers after every change, and gives back exactly the answers it had when a changed answer is changed back', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 30 }),
        fc.constantFrom(...toggles),
        fc.constantFrom<AnswerValue>('Y', 'N', 'USA', 'UK', '1', '5', ''),
        (steps, key, other) => {
          const s = createFormStore(form);
          const clean = () => {
            const state = s.getState();
            expect(applyHideRules(form, state).answers).toBe(state.answers);
          };
          for (const [k, v] of steps) {
            s.getState().setAnswer(k, v);
            clean();
          }
          const before = s.snapshot().answers;
          s.getState().setAnswer(key, other);
          clean();
          s.getState().setAnswer(key, before[key] ?? '');
          clean();
          const after = s.snapshot().answers;
          // A key never set reads undefined before and "" after: the same empty answer.
          for (const k of new Set([...Object.keys(before), ...Object.keys(after)]))
            expect([k, after[k] ?? '']).toEqual([k, before[k] ?? '']);
        },
      ),
      { numRuns: 300 },
    );
  });
});
