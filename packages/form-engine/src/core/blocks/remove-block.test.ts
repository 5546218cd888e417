import { describe, expect, it } from 'vitest';
import { collegesDefinition, threeColleges } from '../../../test/fixtures/colleges-block.ts';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import type { Field } from '../definition/index.ts';
import { applyHideRules } from '../hide-rules/apply-hide-rules.ts';
import { blockKeys, canRemoveBlock, removeBlock } from './remove-block.ts';

const form = compileFormOrThrow(collegesDefinition);
const state = { answers: threeColleges, addAnother: { colleges: 3 } };

describe('blockKeys', () => {
  it('lists the keys a block stores (look-up targets, _desc) in the same order in every block', () => {
    const colleges = form.blocks.get('colleges')!;
    expect(blockKeys(colleges, 1)).toEqual([
      'college_name',
      'college_ceeb',
      'college_type',
      'college_type_desc',
      'college_type_other',
    ]);
    expect(blockKeys(colleges, 3)).toEqual([
      'college_3_name',
      'college_3_ceeb',
      'college_3_type',
      'college_3_type_desc',
      'college_3_type_other',
    ]);
  });
});

describe('removeBlock (remove an add-another block)', () => {
  it('moves the answers of the later blocks up one block and clears the last', () => {
    const { answers, addAnother } = removeBlock(form, state, 'colleges', 2);
    expect(addAnother).toEqual({ colleges: 2 });
    expect(answers).toMatchObject({
      // Block 1 is untouched.
      college_name: 'Ohio State',
      college_type: 'PUBLIC',
      // Block 3's answers are block 2's now; block 2's "other" went with block 2.
      college_2_name: 'Kent State',
      college_2_ceeb: '1003',
      college_2_type: 'PUBLIC',
      college_2_type_desc: 'Public',
      college_2_type_other: '',
      college_3_name: '',
      college_3_ceeb: '',
      college_3_type: '',
      college_3_type_desc: '',
      // Outside the block: the look-up's shared target stays.
    });
    // Nothing was ever typed in block 3's "other" box: no "" appears for it.
    expect('college_3_type_other' in answers).toBe(false);
  });

  it('re-applies the hide rules: what the removed last block showed is cleared and reported', () => {
    const removal = removeBlock(form, state, 'colleges', 1);
    expect(removal.answers.college_name).toBe('Art Institute');
    expect(removal.answers.college_type_other).toBe('Private art school');
    expect(removal.answers.third_college_note).toBe('');
    expect(removal.hidden).toEqual({ third_college_note: 'Closer to home' });
    expect(removal.changed).toContain('third_college_note');
    // The result is what the server's hide-rule pass leaves of it: nothing more to clear.
    expect(applyHideRules(form, removal).answers).toBe(removal.answers);
  });

  it('removing the last block clears it alone', () => {
    const { answers, addAnother, changed } = removeBlock(form, state, 'colleges', 3);
    expect(addAnother.colleges).toBe(2);
    expect(answers).toMatchObject({ college_2_name: 'Art Institute', college_3_name: '' });
    expect(changed).toEqual([
      'college_3_name',
      'college_3_ceeb',
      'college_3_type',
      'college_3_type_desc',
      'third_college_note',
    ]);
  });

  it('never drops the count below 1: removing the only block clears its answers', () => {
    const one = { answers: { college_name: 'Ohio State', college_type: 'PUBLIC' } };
    const { answers, addAnother } = removeBlock(form, one, 'colleges', 1);
    expect(addAnother.colleges).toBe(1);
    expect(answers).toEqual({ college_name: '', college_type: '' });
  });

  it('leaves its input alone', () => {
    const before = structuredClone(state);
    removeBlock(form, state, 'colleges', 1);
    expect(state).toEqual(before);
  });

  it('refuses an unknown block, a block number outside 1…count and a block with a file', () => {
    expect(() => removeBlock(form, state, 'schools', 1)).toThrow('unknown add-another block');
    expect(() => removeBlock(form, state, 'colleges', 4)).toThrow(RangeError);
    expect(() => removeBlock(form, { answers: {} }, 'colleges', 2)).toThrow(RangeError);
    const letters: Field = {
      widget: 'addAnother',
      id: 'letters',
      prefix: 'letter_',
      max: 2,
      addLabel: 'Add Another Letter',
      fields: [{ widget: 'fileUpload', key: 'letter_file', label: 'Letter' }],
    };
    const withFile = compileFormOrThrow({
      id: 'letters',
      title: 'Letters',
      pages: [
        {
          id: 'p',
          path: '/p',
          title: 'P',
          stepLabel: '1',
          sections: [{ id: 's', fields: [letters] }],
        },
      ],
    });
    expect(canRemoveBlock(withFile.blocks.get('letters')!)).toBe(false);
    expect(canRemoveBlock(form.blocks.get('colleges')!)).toBe(true);
    expect(() =>
      removeBlock(withFile, { answers: {}, addAnother: { letters: 2 } }, 'letters', 1),
    ).toThrow('file question');
  });
});
