/**
 * A small form with every kind of answer the read-only renderings format, and a state that
 * answers it (including answers that must not show: a hidden field, a block beyond the count, a
 * tab not chosen). Shared by the read-only tests.
 */
import type { FormDefinition } from '../core/index.ts';
import type { ReadOnlyState } from './outline.ts';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

export const readOnlyDefinition: FormDefinition = {
  id: 'readonly',
  title: 'Transfer Application for Admission',
  optionLists: {
    yesNo,
    genders: [
      { value: '', label: '--' },
      { value: 'F', label: 'Female' },
      { value: 'M', label: 'Male' },
    ],
  },
  pages: [
    {
      id: 'about',
      path: '/about',
      title: 'About You',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'personal',
          title: 'Personal Information',
          fields: [
            { widget: 'text', key: 'first_name', label: 'Legal First/Given Name' },
            { widget: 'text', key: 'middle_name', label: 'Middle Name' },
            { widget: 'date', key: 'birth_date', label: 'Date of Birth' },
            { widget: 'dropdown', key: 'gender', label: 'Legal Sex', options: 'genders' },
            {
              widget: 'radio',
              key: 'military_discharge_status',
              label: 'Discharged under conditions other than honorable?',
              readOnlyLabel: 'Other than honorable discharge',
              options: 'yesNo',
            },
            {
              widget: 'textarea',
              key: 'military_discharge_status_explain',
              label: 'Please explain',
              visibleWhen: {
                valueKey: 'military_discharge_status',
                operator: 'equals',
                target: 'Y',
              },
            },
            {
              widget: 'checkbox',
              key: 'optin_sms_ind',
              label: 'Send me text updates',
            },
            {
              widget: 'checkbox',
              key: 'family_affiliations',
              label: 'Family affiliations',
            },
            {
              widget: 'autocomplete',
              key: 'address_line_1',
              label: 'Address Line 1',
              category: 'address',
              relatedFields: { city: 'city' },
            },
          ],
        },
        {
          id: 'veteran',
          title: 'Veteran',
          visibleWhen: { valueKey: 'military_discharge_status', operator: 'answered' },
          fields: [{ widget: 'text', key: 'military_branch', label: 'Branch' }],
        },
      ],
    },
    {
      id: 'education',
      path: '/education',
      title: 'Education',
      stepLabel: 'Step 02',
      sections: [
        {
          id: 'colleges',
          title: 'Colleges Attended',
          fields: [
            {
              widget: 'addAnother',
              id: 'colleges',
              prefix: 'college_',
              max: 3,
              addLabel: 'Add Another College',
              itemLabel: 'College {n}',
              fields: [
                {
                  widget: 'autocomplete',
                  key: 'college_name',
                  label: 'Search for Your School',
                  category: 'college_ceeb',
                  relatedFields: { ceeb: 'college_ceeb', city: 'college_city' },
                },
                {
                  widget: 'radio',
                  key: 'college_degree',
                  label: 'Degree earned?',
                  options: 'yesNo',
                },
              ],
            },
          ],
        },
        {
          id: 'high_school',
          title: 'High School',
          fields: [
            {
              widget: 'autocomplete',
              key: 'hs_name',
              label: 'High School',
              category: 'hs_ceeb',
              relatedFields: { ceeb: 'hs_ceeb' },
            },
          ],
        },
        {
          id: 'statement',
          title: 'Personal Statement',
          fields: [
            {
              widget: 'tabs',
              id: 'personal_statement',
              label: 'How would you like to provide your personal statement?',
              defaultTab: 'essay',
              tabs: [
                {
                  id: 'essay',
                  label: 'Type it',
                  fields: [
                    {
                      widget: 'textarea',
                      key: 'personal_statement_essay',
                      label: 'Personal Statement',
                    },
                  ],
                },
                {
                  id: 'document',
                  label: 'Upload it',
                  fields: [
                    {
                      widget: 'fileUpload',
                      key: 'personal_statement_doc',
                      label: 'Personal Statement Document',
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

/** Answers of every kind, a second college shown and a third one beyond the count. */
export const readOnlySeed: ReadOnlyState = {
  answers: {
    first_name: 'Ada',
    middle_name: '',
    birth_date: '2004-03-09',
    gender: 'F',
    gender_desc: 'Female',
    military_discharge_status: 'N',
    military_discharge_status_desc: 'No',
    military_discharge_status_explain: 'Not shown: the field is hidden',
    optin_sms_ind: true,
    family_affiliations: false,
    address_line_1: '1 Main St',
    city: 'Columbus',
    military_branch: 'Navy',
    college_name: 'Ohio State University',
    college_ceeb: '1234',
    college_degree: 'Y',
    college_degree_desc: 'Yes',
    college_2_name: 'Columbus State',
    college_2_ceeb: '',
    college_3_name: 'Not shown: beyond the count',
    hs_name: 'Central High',
    hs_ceeb: '5678',
    personal_statement_essay: 'Not shown: the tab is not chosen',
  },
  addAnother: { colleges: 2 },
  tabs: { personal_statement: 'document' },
  documents: { personal_statement_doc: { file_name: 'essay.pdf', file_size: 1000 } },
};
