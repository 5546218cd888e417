import { describe, expect, it } from 'vitest';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import type { FormDefinition } from '../../src/index.ts';
import { applicantWords, describeConditionInWords, explainVisibility } from '../../src/inspect.ts';

const definition: FormDefinition = {
  id: 'words',
  title: 'Words',
  optionLists: {
    yesNo: [
      { value: '', label: '--' },
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ],
  },
  pages: [
    {
      id: 'p',
      path: '/p',
      title: 'P',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 's',
          fields: [
            { widget: 'radio', key: 'living', label: 'Is this parent living?', options: 'yesNo' },
            {
              widget: 'text',
              key: 'email',
              label: 'Email Address',
              visibleWhen: {
                any: [
                  { valueKey: 'living', operator: 'notEquals', target: 'Y' },
                  { valueKey: 'living', operator: 'in', target: ['N'] },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
};

describe('applicantWords: "Why hidden?" in the applicant\'s words', () => {
  const form = compileFormOrThrow(definition);
  const words = applicantWords(form);

  it('names a question by its label with the key beside it, and a key without a field by itself', () => {
    expect(words.question('living')).toBe('"Is this parent living?" (living)');
    expect(words.question('nowhere')).toBe('nowhere');
  });

  it('names an answer by its option text with the value beside it; other values as JSON', () => {
    expect(words.answer('living', 'Y')).toBe('"Yes" (Y)');
    expect(words.answer('living', ['N', 'X'])).toBe('"No" (N), "X"');
    expect(words.answer('living', '')).toBe('not answered');
    expect(words.answer('email', 'a@b.c')).toBe('"a@b.c"');
  });

  it('describes each comparison with the labels, operators in words, and the answer read', () => {
    const why = explainVisibility(form, { answers: { living: 'Y' } }, 'email');
    const own = why.layers.find((l) => 'condition' in l && l.condition);
    const lines = describeConditionInWords(
      (own as { condition: Parameters<typeof describeConditionInWords>[0] }).condition,
      words,
    );
    expect(lines).toEqual([
      'any of → false',
      '  "Is this parent living?" (living) is not "Yes" (Y) — answered "Yes" (Y) → false',
      '  "Is this parent living?" (living) is one of "No" (N) — answered "Yes" (Y) → false',
    ]);
  });
});
