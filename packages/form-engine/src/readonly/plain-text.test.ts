import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileFormOrThrow, createFormStore } from '../core/index.ts';
import { renderPlainText } from './plain-text.ts';
import { readOnlyDefinition, readOnlySeed } from '../../test/fixtures/read-only.ts';

const form = compileFormOrThrow(readOnlyDefinition);
const answers = readOnlySeed.answers;

describe('renderPlainText', () => {
  it('renders titles and visible answered fields as "Label: value" lines', () => {
    expect(renderPlainText(form, readOnlySeed)).toBe(
      [
        'Transfer Application for Admission',
        '',
        'About You',
        '  Personal Information',
        '    Legal First/Given Name: Ada',
        '    Date of Birth: 03/09/2004',
        '    Legal Sex: Female',
        '    Other than honorable discharge: No',
        '    Send me text updates: Yes',
        '    Family affiliations: No',
        '    Address Line 1: 1 Main St',
        '  Veteran',
        '    Branch: Navy',
        '',
        'Education',
        '  Colleges Attended',
        '    College 1',
        '      Search for Your School: Ohio State University (Ceeb: 1234)',
        '      Degree earned?: Yes',
        '    College 2',
        '      Search for Your School: Columbus State',
        '  High School',
        '    High School: Central High (Ceeb: 5678)',
        '  Personal Statement',
        '    How would you like to provide your personal statement?: Upload it',
        '    Personal Statement Document: Document attached for "personal_statement_doc"',
        '',
      ].join('\n'),
    );
  });

  it('skips hidden fields, hidden sections, blocks beyond the count and tabs not chosen', () => {
    const text = renderPlainText(form, readOnlySeed);
    expect(text).not.toContain('Not shown');
    expect(text).not.toContain('College 3');
    expect(text).not.toContain('Middle Name'); // unanswered
    const noStatus = renderPlainText(form, {
      ...readOnlySeed,
      answers: { ...answers, military_discharge_status: '', military_discharge_status_desc: '' },
    });
    expect(noStatus).not.toContain('Veteran');
    expect(noStatus).not.toContain('Branch');
  });

  it('shows a hidden-by-default field once its condition holds, keeping line breaks indented', () => {
    const text = renderPlainText(form, {
      answers: {
        military_discharge_status: 'Y',
        military_discharge_status_desc: 'Yes',
        military_discharge_status_explain: 'First line\nSecond line',
      },
    });
    expect(text).toContain(
      '    Other than honorable discharge: Yes\n    Please explain: First line\n      Second line\n',
    );
  });

  it('shows only the default tab when none is chosen, and one block by default', () => {
    const text = renderPlainText(form, {
      answers: {
        personal_statement_essay: 'My essay',
        college_name: 'Kent State',
        college_2_name: 'X',
      },
    });
    expect(text).toContain('    How would you like to provide your personal statement?: Type it');
    expect(text).toContain('    Personal Statement: My essay');
    expect(text).not.toContain('Personal Statement Document');
    expect(text).toContain('    College 1\n      Search for Your School: Kent State\n');
    expect(text).not.toContain('College 2');
  });

  it('falls back to the option label when no _desc is stored', () => {
    expect(renderPlainText(form, { answers: { gender: 'M' } })).toContain('    Legal Sex: Male\n');
  });

  it('leaves a document out until one is attached, and a failed one too', () => {
    const chosen = { answers: {}, tabs: { personal_statement: 'document' } };
    expect(renderPlainText(form, chosen)).not.toContain('Document attached');
    expect(
      renderPlainText(form, {
        ...chosen,
        documents: { personal_statement_doc: { status: 'FAILED', message: 'bad' } },
      }),
    ).not.toContain('Document attached');
    expect(
      renderPlainText(form, {
        ...chosen,
        documents: { personal_statement_doc: { status: 'COMPLETED' } },
      }),
    ).toContain('Personal Statement Document: Document attached for "personal_statement_doc"');
  });

  it('renders a store snapshot with its documents the same way', () => {
    const store = createFormStore(form, readOnlySeed);
    const state = { ...store.snapshot(), documents: store.getState().documents };
    expect(renderPlainText(form, state)).toBe(renderPlainText(form, readOnlySeed));
  });

  it('imports no React (usable on the server)', () => {
    for (const file of ['plain-text.ts', 'outline.ts', 'answer-format.ts']) {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      expect(source).not.toMatch(/from ['"]react/);
      expect(source).not.toMatch(/\.tsx['"]/);
    }
  });
});
