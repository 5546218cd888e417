/** The two-page form of the `<Form>` tests. */
import type { FormDefinition } from '../../src/core/index.ts';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

/**
 * Page 1: a required name and a question shown only after "Yes" (hidden after "No", so its
 * answer is cleared). Page 2: a required GPA and an add-another list of colleges.
 */
export const twoPages: FormDefinition = {
  id: 'scholarship',
  title: 'Scholarship',
  pages: [
    {
      id: 'you',
      path: '/you',
      title: 'About you',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'name',
          fields: [
            {
              widget: 'text',
              key: 'first_name',
              label: 'First name',
              rules: [{ rule: 'required' }],
            },
            { widget: 'radio', key: 'has_sibling', label: 'A sibling here?', options: yesNo },
            {
              widget: 'text',
              key: 'sibling_name',
              label: 'Sibling name',
              visibleWhen: { valueKey: 'has_sibling', operator: 'equals', target: 'Y' },
            },
          ],
        },
      ],
    },
    {
      id: 'studies',
      path: '/studies',
      title: 'Your studies',
      stepLabel: 'Step 02',
      sections: [
        {
          id: 'grades',
          fields: [
            { widget: 'text', key: 'gpa', label: 'GPA', rules: [{ rule: 'required' }] },
            {
              widget: 'addAnother',
              id: 'colleges',
              prefix: 'college_',
              max: 3,
              addLabel: 'Add another college',
              itemLabel: 'College {n}',
              fields: [{ widget: 'text', key: 'college_name', label: 'College {n} name' }],
            },
          ],
        },
      ],
    },
  ],
};
