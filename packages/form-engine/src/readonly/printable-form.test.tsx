// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  compileFormOrThrow,
  createFormStore,
  type FormDefinition,
  type FormSeed,
} from '../core/index.ts';
import { FormProvider } from '../bindings/form-context.tsx';
import { expectNoAxeViolations } from '../../test/react/render-form.tsx';
import { renderPlainText } from './plain-text.ts';
import { PrintableForm, type PrintableFormProps } from './printable-form.tsx';
import { SHORT_LIST_MAX } from './read-only-value.tsx';
import { readOnlyDefinition, readOnlySeed } from '../../test/fixtures/read-only.ts';

const form = compileFormOrThrow(readOnlyDefinition);

function renderPrintable(seed: FormSeed = readOnlySeed) {
  const store = createFormStore(form, seed);
  const result = render(
    <FormProvider store={store} mode="read-only">
      <PrintableForm form={form} />
    </FormProvider>,
  );
  return { ...result, store };
}

const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const lineOf = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith(`${label}:`))
    ?.textContent;

describe('PrintableForm', () => {
  it('uses semantic headings: h1 form, h2 pages, h3 sections, h4 blocks', () => {
    renderPrintable();
    const headings = screen
      .getAllByRole('heading')
      .map((h) => `${h.tagName.toLowerCase()} ${h.textContent}`);
    expect(headings).toEqual([
      'h1 Transfer Application for Admission',
      'h2 About You',
      'h3 Personal Information',
      'h3 Veteran',
      'h2 Education',
      'h3 Colleges Attended',
      'h4 College 1',
      'h4 College 2',
      'h3 High School',
      'h3 Personal Statement',
    ]);
  });

  it('lists every option of dropdowns and radios, [X] before the chosen one', () => {
    renderPrintable();
    expect(items('Legal Sex')).toEqual(['[X] Female', '[ ] Male']);
    expect(items('Other than honorable discharge')).toEqual(['[ ] Yes', '[X] No']);
    const college1 = screen.getByRole('group', { name: 'College 1' });
    expect(
      within(within(college1).getByRole('list', { name: 'Degree earned?' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['[X] Yes', '[ ] No']);
    // Unanswered in block 2: every option unmarked.
    const college2 = screen.getByRole('group', { name: 'College 2' });
    expect(
      within(within(college2).getByRole('list', { name: 'Degree earned?' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['[ ] Yes', '[ ] No']);
    // The chosen tab, as a choice among the tabs.
    expect(items('How would you like to provide your personal statement?')).toEqual([
      '[ ] Type it',
      '[X] Upload it',
    ]);
  });

  it('marks checkboxes and shows text, dates, school lines and documents', () => {
    const { container } = renderPrintable();
    const texts = [...container.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toContain('[X] Send me text updates');
    expect(texts).toContain('[ ] Family affiliations');
    expect(lineOf(container, 'Legal First/Given Name')).toBe('Legal First/Given Name: Ada');
    // Unanswered: the question stays, marked so a reader sees it was left out.
    expect(lineOf(container, 'Middle Name')).toBe('Middle Name: Not answered');
    expect(lineOf(container, 'Date of Birth')).toBe('Date of Birth: 03/09/2004');
    expect(lineOf(container, 'High School')).toBe('High School: Central High (Ceeb: 5678)');
    const college1 = screen.getByRole('group', { name: 'College 1' });
    expect(lineOf(college1, 'Search for Your School')).toBe(
      'Search for Your School: Ohio State University (Ceeb: 1234)',
    );
    const college2 = screen.getByRole('group', { name: 'College 2' });
    expect(lineOf(college2, 'Search for Your School')).toBe(
      'Search for Your School: Columbus State',
    );
    expect(lineOf(container, 'Personal Statement Document')).toBe(
      'Personal Statement Document: Document attached for "personal_statement_doc"',
    );
  });

  it('skips hidden fields, blocks beyond the count and tabs not chosen', () => {
    const { container } = renderPrintable();
    expect(container.textContent).not.toContain('Not shown');
    expect(container.textContent).not.toContain('Please explain');
    expect(container.textContent).not.toContain('College 3');
    expect(lineOf(container, 'Personal Statement')).toBeUndefined();
  });

  it('has no interactive controls', () => {
    const { container } = renderPrintable();
    expect(
      container.querySelectorAll('input, select, textarea, button, a, [tabindex]'),
    ).toHaveLength(0);
  });

  it('shows every answer of the plain text, in its own form', () => {
    const { container, store } = renderPrintable();
    const plain = renderPlainText(form, {
      ...store.snapshot(),
      documents: store.getState().documents,
    });
    const answerLines = plain
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.includes(': '));
    expect(answerLines.length).toBeGreaterThan(10);
    for (const line of answerLines) {
      const [label, value] = [
        line.slice(0, line.indexOf(': ')),
        line.slice(line.indexOf(': ') + 2),
      ];
      const lists = screen.queryAllByRole('list', { name: label });
      const paragraphs = [...container.querySelectorAll('p')].map((p) => p.textContent);
      if (lists.length > 0)
        expect(lists.some((list) => list.textContent?.includes(`[X] ${value}`))).toBe(true);
      else if (paragraphs.includes(`[X] ${label}`) || paragraphs.includes(`[ ] ${label}`))
        expect(paragraphs).toContain(`${value === 'Yes' ? '[X]' : '[ ]'} ${label}`);
      else expect(paragraphs).toContain(line);
    }
  });

  it('follows changes of the store', () => {
    const { store } = renderPrintable();
    act(() => store.getState().setAnswers({ gender: 'M', gender_desc: 'Male' }));
    expect(items('Legal Sex')).toEqual(['[ ] Female', '[X] Male']);
    act(() => store.getState().setBlockCount('colleges', 3));
    expect(screen.getByRole('heading', { name: 'College 3' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderPrintable();
    await expectNoAxeViolations(container);
  });
});

/** n options "Option 1" … "Option n" (values o1 … on), after the blank "--". */
const numbered = (n: number) => [
  { value: '', label: '--' },
  ...Array.from({ length: n }, (_, i) => ({ value: `o${i + 1}`, label: `Option ${i + 1}` })),
];

const listsDefinition: FormDefinition = {
  id: 'lists',
  title: 'Lists',
  optionLists: {
    short: numbered(SHORT_LIST_MAX),
    long: numbered(SHORT_LIST_MAX + 1),
    countries: numbered(250),
  },
  pages: [
    {
      id: 'p',
      path: '/p',
      title: 'Page',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 's',
          title: 'Section',
          fields: [
            { widget: 'dropdown', key: 'country', label: 'Country', options: 'countries' },
            { widget: 'dropdown', key: 'state', label: 'State', options: 'countries' },
            { widget: 'radio', key: 'short_answered', label: 'Short answered', options: 'short' },
            { widget: 'radio', key: 'short_empty', label: 'Short unanswered', options: 'short' },
            { widget: 'dropdown', key: 'nine', label: 'Nine options', options: 'long' },
            { widget: 'text', key: 'employer', label: 'Employer' },
          ],
        },
      ],
    },
  ],
};
const listsForm = compileFormOrThrow(listsDefinition);

function renderLists(header?: PrintableFormProps['header']) {
  const store = createFormStore(listsForm, {
    answers: { country: 'o200', short_answered: 'o2', nine: 'o9' },
  });
  return render(
    <FormProvider store={store} mode="read-only">
      <PrintableForm form={listsForm} header={header} />
    </FormProvider>,
  );
}

describe('PrintableForm: long and short lists, unanswered questions, the header', () => {
  it(`prints every option of a list of ${SHORT_LIST_MAX} or fewer, [X] before the chosen one`, () => {
    renderLists();
    expect(items('Short answered')).toEqual(
      numbered(SHORT_LIST_MAX)
        .slice(1)
        .map((o) => `${o.value === 'o2' ? '[X]' : '[ ]'} ${o.label}`),
    );
    // Unanswered: the blank paper form, every box empty.
    expect(items('Short unanswered')).toEqual(
      numbered(SHORT_LIST_MAX)
        .slice(1)
        .map((o) => `[ ] ${o.label}`),
    );
  });

  it('prints only the chosen option of a longer list', () => {
    const { container } = renderLists();
    expect(items('Country')).toEqual(['[X] Option 200']);
    expect(items('Nine options')).toEqual(['[X] Option 9']);
    expect(container.textContent).not.toContain('Option 199');
  });

  it('keeps an unanswered question visible as "Not answered"', () => {
    const { container } = renderLists();
    const texts = (label: string) =>
      [...container.querySelectorAll('.fe-readonly')].find((e) =>
        e.querySelector('.fe-readonly-label')?.textContent?.startsWith(label),
      )?.textContent;
    expect(texts('State')).toBe('StateNot answered');
    expect(texts('Employer')).toBe('Employer: Not answered');
    expect(screen.queryByRole('list', { name: 'State' })).toBeNull();
  });

  it('opens with the header block: partner, title, applicant, submission and reference', () => {
    const { container } = renderLists({
      partnerName: 'Example State University',
      applicantName: 'Ada Lovelace',
      applicantEmail: 'ada@example.com',
      submittedAt: new Date('2026-11-24T18:05:00Z'),
      reference: 'ESU-000042',
      timeZone: 'UTC',
    });
    const header = container.querySelector('.fe-printable-header')!;
    expect(header.querySelector('p')?.textContent).toBe('Example State University');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lists');
    const terms = [...header.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...header.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Applicant', 'E-mail', 'Submitted', 'Application reference']);
    expect(values).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      'November 24, 2026 at 6:05 PM UTC',
      'ESU-000042',
    ]);
  });

  it('says "Not yet submitted" with the date printed before submission', () => {
    const { container } = renderLists({
      submittedAt: null,
      printedAt: new Date('2026-11-24T18:05:00Z'),
      timeZone: 'UTC',
    });
    expect(container.querySelector('dd')?.textContent).toBe(
      'Not yet submitted (printed November 24, 2026)',
    );
  });

  it('has no axe violations with the header and both kinds of list', async () => {
    const { container } = renderLists({ partnerName: 'Example', applicantName: 'Ada' });
    await expectNoAxeViolations(container);
  });
});
