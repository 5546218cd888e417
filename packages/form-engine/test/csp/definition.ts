import type { FormDefinition } from '../../src/index.ts';

/** One page with no data model: a date with a minimum age, a file, a required name. */
export const cspDefinition: FormDefinition = {
  id: 'strict-csp',
  title: 'Strict CSP',
  pages: [
    {
      id: 'about',
      path: '/about',
      title: 'About you',
      stepLabel: 'Step 1',
      sections: [
        {
          id: 'main',
          fields: [
            { widget: 'text', key: 'name', label: 'Name', rules: [{ rule: 'required' }] },
            {
              widget: 'date',
              key: 'birth_date',
              label: 'Date of birth',
              rules: [{ rule: 'minAge', years: 13 }],
            },
            { widget: 'fileUpload', key: 'transcript', label: 'Transcript' },
          ],
        },
      ],
    },
  ],
};
