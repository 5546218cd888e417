/**
 * The store's `removeBlock` (issue 28, item 5): the pure removal's answers and count, written in
 * place, with the state that belongs to block keys following the blocks (kept hidden answers) or
 * going (errors, whose messages name block numbers).
 */
import { describe, expect, it, vi } from 'vitest';
import { collegesDefinition, threeColleges } from '../../../test/fixtures/colleges-block.ts';
import { removeBlock } from '../blocks/remove-block.ts';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import { applyHideRules } from '../hide-rules/apply-hide-rules.ts';
import { createFormStore } from './form-store.ts';

const form = compileFormOrThrow(collegesDefinition);
const seed = { addAnother: { colleges: 3 }, answers: threeColleges };

describe('store.removeBlock', () => {
  it('writes the pure removal in place: answers moved up, last block cleared, count down', () => {
    const store = createFormStore(form, seed);
    const expected = removeBlock(form, store.snapshot(), 'colleges', 2);
    const live = store.getState().answers;
    store.getState().removeBlock('colleges', 2);
    const state = store.getState();
    expect(state.answers).toBe(live);
    expect(state.answers).toEqual(expected.answers);
    expect(state.answers).toMatchObject({ college_2_name: 'Kent State', college_3_name: '' });
    expect(state.addAnother).toEqual({ colleges: 2 });
    expect(state.version).toBe(1);
    expect(applyHideRules(form, state).answers).toBe(state.answers);
  });

  it('notifies the moved and cleared keys and the layout, not the other keys', () => {
    const store = createFormStore(form, seed);
    const moved = vi.fn();
    const other = vi.fn();
    const layout = vi.fn();
    store.subscribeKey('college_2_name', moved);
    store.subscribeKey('first_name', other);
    store.subscribeLayout(layout);
    store.getState().removeBlock('colleges', 2);
    expect(moved).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it('drops the errors of the removed and later blocks, keeps the others', () => {
    const store = createFormStore(form, seed);
    store.getState().setErrors({
      first_name: ['First name is required.'],
      college_name: ['College 1 is wrong.'],
      college_3_name: ['College 3 is wrong.'],
    });
    store.getState().removeBlock('colleges', 2);
    expect(store.getState().errors).toEqual({
      first_name: ['First name is required.'],
      college_name: ['College 1 is wrong.'],
    });
  });

  it('moves kept hidden answers with their block, and they come back there only', () => {
    const store = createFormStore(form, seed);
    // Hidden while on the page: kept, to come back if shown again (issue 27).
    store.getState().setAnswer('college_2_type', 'PUBLIC');
    expect(store.getState().answers.college_2_type_other).toBe('');
    store.getState().removeBlock('colleges', 1);
    // The old block 3 is block 2 now: its "other" box shown stays empty (not block 2's old text).
    store.getState().setAnswer('college_2_type', 'OTHER');
    expect(store.getState().answers.college_2_type_other).toBe('');
    // The old block 2 is block 1: its box shown again brings back what was typed in it.
    expect(store.getState().answers.college_name).toBe('Art Institute');
    store.getState().setAnswer('college_type', 'OTHER');
    expect(store.getState().answers.college_type_other).toBe('Private art school');
  });

  it('keeps what the hide rules cleared after the removal, to come back if shown again', () => {
    const store = createFormStore(form, seed);
    store.getState().removeBlock('colleges', 3);
    expect(store.getState().answers.third_college_note).toBe('');
    store.getState().setBlockCount('colleges', 3);
    store.getState().setAnswer('college_3_name', 'Kent State');
    expect(store.getState().answers.third_college_note).toBe('Closer to home');
  });

  it('refuses what the pure function refuses, changing nothing', () => {
    const store = createFormStore(form, seed);
    expect(() => store.getState().removeBlock('colleges', 4)).toThrow(RangeError);
    expect(store.getState().version).toBe(0);
    expect(store.getState().addAnother).toEqual({ colleges: 3 });
  });
});
