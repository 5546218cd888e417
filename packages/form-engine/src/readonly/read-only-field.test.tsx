// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../test/react/render-form.tsx';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

const fields: Field[] = [
  { widget: 'text', key: 'first_name', label: 'Legal First/Given Name' },
  { widget: 'date', key: 'birth_date', label: 'Date of Birth' },
  {
    widget: 'dropdown',
    key: 'country',
    label: 'Country',
    options: [
      { value: '', label: '--' },
      { value: 'USA', label: 'United States' },
      { value: 'CAN', label: 'Canada' },
    ],
  },
  {
    widget: 'radio',
    key: 'early_admission',
    label: 'Are you applying for early admission?',
    readOnlyLabel: 'Early admission',
    options: yesNo,
  },
  {
    widget: 'conditionalDropdown',
    key: 'state',
    label: 'State/Province',
    category: 'displayAndOptions',
    controller: 'country',
    options: {
      USA: [
        { value: '', label: '--' },
        { value: 'Ohio', label: 'Ohio' },
        { value: 'Texas', label: 'Texas' },
      ],
      CAN: [
        { value: '', label: '--' },
        { value: 'Ontario', label: 'Ontario' },
      ],
    },
  },
  { widget: 'checkbox', key: 'legal_agree', label: 'I certify the information is correct.' },
  { widget: 'checkbox', key: 'optin_sms_ind', label: 'Send me text updates' },
  {
    widget: 'autocomplete',
    key: 'hs_name',
    label: 'High School',
    category: 'hs_ceeb',
    manualHint: 'Enter your school information below.',
    readOnlyText: '{value} (Ceeb: {ceeb})',
    relatedFields: { ceeb: 'hs_ceeb', city: 'hs_city' },
  },
  {
    widget: 'autocomplete',
    key: 'address_line_1',
    label: 'Address Line 1',
    category: 'address',
    valueFrom: 'address_line_1',
    relatedFields: { zip: 'zip' },
  },
  { widget: 'fileUpload', key: 'personal_statement_doc', label: 'Personal Statement Document' },
  {
    widget: 'text',
    key: 'military_branch',
    label: 'Branch',
    visibleWhen: { valueKey: 'early_admission', operator: 'equals', target: 'Y' },
  },
];

const seed = {
  answers: {
    first_name: 'Ada',
    birth_date: '2004-03-09',
    country: 'USA',
    country_desc: 'United States',
    early_admission: 'N',
    early_admission_desc: 'No',
    state: 'Ohio',
    state_desc: 'Ohio',
    legal_agree: true,
    hs_name: 'Central High',
    hs_ceeb: '1234',
    address_line_1: '1 Main St',
    zip: '43210',
  },
  documents: { personal_statement_doc: { file_name: 'essay.pdf', file_size: 1000 } },
};

const renderService = () => renderForm(pageOf(fields), { mode: 'read-only', seed });

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** The read-only rendering of `key` (its element carries the key as id, for `#key` links). */
const field = (key: string) => document.getElementById(key)?.textContent;

describe('ReadOnlyField (service mode)', () => {
  it('renders no control at all', () => {
    const { container } = renderService();
    expect(container.querySelectorAll('input, select, textarea, button')).toHaveLength(0);
  });

  it('marks the chosen option of dropdowns, radios and conditional dropdowns', () => {
    renderService();
    expect(items('Country')).toEqual(['[X] United States', '[ ] Canada']);
    expect(items('Early admission')).toEqual(['[ ] Yes', '[X] No']);
    // The controller's list only.
    expect(items('State/Province')).toEqual(['[X] Ohio', '[ ] Texas']);
  });

  it('marks checkboxes and shows text and dates', () => {
    renderService();
    expect(field('legal_agree')).toBe('[X] I certify the information is correct.');
    expect(field('optin_sms_ind')).toBe('[ ] Send me text updates');
    expect(field('first_name')).toBe('Legal First/Given Name: Ada');
    expect(field('birth_date')).toBe('Date of Birth: 03/09/2004');
  });

  it('shows the school line with its code, an address without one', () => {
    renderService();
    expect(field('hs_name')).toBe('High School: Central High (Ceeb: 1234)');
    expect(field('address_line_1')).toBe('Address Line 1: 1 Main St');
  });

  it('shows the document line from the store documents', () => {
    const { store } = renderService();
    expect(field('personal_statement_doc')).toBe(
      'Personal Statement Document: Document attached for "personal_statement_doc"',
    );
    // A loaded document also stores the ANSWERED marker (issue 14): the line goes with both.
    act(() => store.getState().setDocument('personal_statement_doc', undefined));
    act(() => store.getState().setAnswers({ personal_statement_doc: '' }));
    expect(field('personal_statement_doc')).toBe('Personal Statement Document: Not answered');
  });

  it('skips hidden fields and follows the answers it reads', () => {
    const { store } = renderService();
    expect(field('military_branch')).toBeUndefined();
    act(() =>
      store.getState().setAnswers({
        early_admission: 'Y',
        early_admission_desc: 'Yes',
        military_branch: 'Navy',
        hs_ceeb: '',
      }),
    );
    expect(items('Early admission')).toEqual(['[X] Yes', '[ ] No']);
    expect(field('military_branch')).toBe('Branch: Navy');
    expect(field('hs_name')).toBe('High School: Central High');
    act(() => store.getState().setAnswers({ country: 'CAN', country_desc: 'Canada' }));
    expect(items('State/Province')).toEqual(['[ ] Ontario']);
  });

  it('has no axe violations', async () => {
    const { container } = renderService();
    await expectNoAxeViolations(container);
  });
});
