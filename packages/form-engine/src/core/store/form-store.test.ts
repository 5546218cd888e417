import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleDefinition, exampleModel } from '../../../test/fixtures/example-form.ts';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import { applyHideRules } from '../hide-rules/apply-hide-rules.ts';
import { createFormStore, type FormStore } from './form-store.ts';

const form = compileFormOrThrow(exampleDefinition, exampleModel);
let store: FormStore;
beforeEach(() => {
  store = createFormStore(form);
});

describe('the form store', () => {
  it('sets answers and applies the hide rules on the way', () => {
    store
      .getState()
      .setAnswers({ mailing_addr_same_as_perm_addr: 'N', perm_address_line_1: '1 Main St' });
    expect(store.getState().answers.perm_address_line_1).toBe('1 Main St');
    store.getState().setAnswer('mailing_addr_same_as_perm_addr', 'Y');
    expect(store.getState().answers.perm_address_line_1).toBe('');
  });

  it('runs hide rules over seeded and loaded answers', () => {
    const seeded = createFormStore(form, { answers: { country: 'USA', phone_mobile_intl: '+44' } });
    expect(seeded.getState().answers.phone_mobile_intl).toBe('');
    store.getState().load({
      answers: { military_discharge_status: 'N', military_discharge_status_explain: 'x' },
    });
    expect(store.getState().answers.military_discharge_status_explain).toBe('');
  });

  it('notifies the subscribers of the changed key only', () => {
    const firstName = vi.fn();
    const lastName = vi.fn();
    store.subscribeKey('first_name', firstName);
    store.subscribeKey('last_name', lastName);
    store.getState().setAnswer('first_name', 'A');
    store.getState().setAnswer('first_name', 'Ad');
    store.getState().setAnswer('first_name', 'Ad'); // unchanged: no notification
    expect(firstName).toHaveBeenCalledTimes(2);
    expect(lastName).not.toHaveBeenCalled();
  });

  it('notifies the subscribers of keys the hide rules cleared', () => {
    store
      .getState()
      .setAnswers({ military_discharge_status: 'Y', military_discharge_status_explain: 'because' });
    const explain = vi.fn();
    store.subscribeKey('military_discharge_status_explain', explain);
    store.getState().setAnswer('military_discharge_status', 'N');
    expect(explain).toHaveBeenCalledTimes(1);
  });

  it('stops notifying after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribeKey('first_name', listener);
    unsubscribe();
    store.getState().setAnswer('first_name', 'A');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps add-another counts between 1 and the block maximum', () => {
    store.getState().setBlockCount('colleges', 3);
    expect(store.getState().addAnother.colleges).toBe(3);
    store.getState().setBlockCount('colleges', 99);
    expect(store.getState().addAnother.colleges).toBe(4);
    store.getState().setBlockCount('colleges', 0);
    expect(store.getState().addAnother.colleges).toBe(1);
    expect(() => store.getState().setBlockCount('nope', 2)).toThrow(
      'unknown add-another block "nope"',
    );
  });

  it('switching tabs clears the answers of the tab left behind', () => {
    store.getState().setAnswer('personal_statement_essay', 'My essay');
    store.getState().setTab('personal_statement', 'document');
    expect(store.getState().tabs.personal_statement).toBe('document');
    expect(store.getState().answers.personal_statement_essay).toBe('');
    expect(() => store.getState().setTab('personal_statement', 'video')).toThrow('unknown tab');
  });

  it('a conditional dropdown written together with its controller keeps its value', () => {
    store
      .getState()
      .setAnswers({ campus_location: 'MAIN', applied_major: 'BIO', applied_major_desc: 'Biology' });
    expect(store.getState().answers).toMatchObject({
      campus_location: 'MAIN',
      applied_major: 'BIO',
      applied_major_desc: 'Biology',
    });
  });

  it('a conditional dropdown clears when its controller changes', () => {
    store
      .getState()
      .setAnswers({ campus_location: 'MAIN', applied_major: 'BIO', applied_major_desc: 'Biology' });
    store.getState().setAnswer('campus_location', 'ONLINE');
    expect(store.getState().answers).toMatchObject({ applied_major: '', applied_major_desc: '' });
  });

  it('keeps documents, errors and whether they show, notifying the key', () => {
    const listener = vi.fn();
    store.subscribeKey('personal_statement_doc', listener);
    store.getState().setDocument('personal_statement_doc', {
      status: 'COMPLETED',
      file_name: 'essay.pdf',
      file_size: 1000,
    });
    store.getState().setErrors({ personal_statement_doc: ['Personal Statement Document'] });
    store.getState().setShowErrors(true);
    expect(store.getState().documents.personal_statement_doc?.status).toBe('COMPLETED');
    expect(store.getState().showErrors).toBe(true);
    // The document, the errors, and the errors appearing as they are shown.
    expect(listener).toHaveBeenCalledTimes(3);
    store.getState().setShowErrors(true);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("drops a field's errors as soon as it is answered, and only then (issue 14)", () => {
    store.getState().setErrors({
      first_name: ['Legal First/Given Name'],
      last_name: ['Last Name'],
      legal_agree: ['Certification'],
      personal_statement_doc: ['Personal Statement Document'],
    });
    const lastName = vi.fn();
    store.subscribeKey('last_name', lastName);
    store.getState().setAnswer('first_name', '');
    expect(store.getState().errors.first_name).toEqual(['Legal First/Given Name']);
    store.getState().setAnswer('first_name', 'A');
    expect(store.getState().errors.first_name).toBeUndefined();
    expect(store.getState().errors.last_name).toEqual(['Last Name']);
    expect(lastName).not.toHaveBeenCalled();
    store.getState().setAnswers({ last_name: 'Lovelace' });
    expect(store.getState().errors.last_name).toBeUndefined();
    // An unticked box answers nothing.
    store.getState().setAnswer('legal_agree', false);
    expect(store.getState().errors.legal_agree).toEqual(['Certification']);
    // An attached document answers its question.
    store.getState().setDocument('personal_statement_doc', {
      status: 'COMPLETED',
      file_name: 'essay.pdf',
      file_size: 1000,
    });
    expect(store.getState().errors).toEqual({ legal_agree: ['Certification'] });
  });

  it('marks a file question answered when its document is loaded, unless it failed (issue 14)', () => {
    const doc = { file_name: 'essay.pdf', file_size: 1000 };
    store.getState().load({
      tabs: { personal_statement: 'document' },
      answers: { first_name: 'Ada' },
      documents: { personal_statement_doc: { ...doc, status: 'COMPLETED' } },
    });
    expect(store.getState().answers.personal_statement_doc).toBe('ANSWERED');
    store.getState().load({
      answers: { first_name: 'Ada' },
      documents: { personal_statement_doc: { ...doc, status: 'FAILED' } },
    });
    expect(store.getState().answers.personal_statement_doc).toBeUndefined();
  });

  it('always holds answers that already satisfy the hide rules', () => {
    const steps: [string, string | boolean][] = [
      ['test_optional', 'Y'],
      ['act_taken', 'Y'],
      ['act_english', '30'],
      ['sat_taken_date', 'P'],
      ['sat_v1_reading', '600'],
      ['test_optional', 'N'],
      ['country', 'UK'],
      ['phone_type_1', '5'],
      ['phone_mobile_intl', '+44'],
      ['country', 'USA'],
    ];
    for (const [key, value] of steps) {
      store.getState().setAnswer(key, value);
      const state = store.getState();
      expect(applyHideRules(form, state).answers).toBe(state.answers);
    }
    expect(store.getState().answers).toMatchObject({
      act_english: '',
      sat_v1_reading: '',
      phone_mobile_intl: '',
    });
  });

  it('changes its live answers map in place and hands out snapshots that stay put', () => {
    const live = store.getState().answers;
    const before = store.snapshot();
    store.getState().setAnswer('first_name', 'Ada');
    expect(store.getState().answers).toBe(live);
    expect(store.getState().version).toBe(1);
    expect(live.first_name).toBe('Ada');
    expect(before.answers.first_name).toBeUndefined();
  });
});
