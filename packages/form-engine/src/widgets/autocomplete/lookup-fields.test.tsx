// @vitest-environment jsdom
/**
 * An autocomplete knows nothing of the portal's directories (issue 28): its category is any
 * identifier, passed to the back end as it is, and what the portal once did for schools and
 * addresses by category is said by the field itself — `readOnlyText` (the code beside a school's
 * name when read), `manualHint` (the hint for a school typed by hand).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormBackend } from '../../backend/form-backend.ts';
import { lintDefinition } from '../../core/compiler/lint-definition.ts';
import { compileFormOrThrow, type Field } from '../../core/index.ts';
import { describeAnswer } from '../../readonly/answer-format.ts';
import { pageOf, renderForm } from '../../../test/react/render-form.tsx';

const fund = (extra: Partial<Field> = {}): Field =>
  ({
    widget: 'autocomplete',
    key: 'fund_name',
    label: 'Scholarship fund',
    category: 'scholarship_funds',
    relatedFields: { code: 'fund_code', city: 'fund_city' },
    ...extra,
  }) as Field;
const cityField: Field = { widget: 'text', key: 'fund_city', label: 'City' };

const lintErrors = async (field: Field) => {
  const result = await lintDefinition(pageOf([field, cityField]));
  return result.ok ? [] : result.errors.map((e) => `${e.code} ${e.path}`);
};

describe('an autocomplete’s category', () => {
  it('is any identifier, and nothing else', async () => {
    expect(await lintErrors(fund())).toEqual([]);
    expect(await lintErrors(fund({ category: 'Funds list!' } as Partial<Field>))).not.toEqual([]);
  });

  it('is what the back end is asked to search', async () => {
    const findSuggestions = vi.fn<FormBackend['findSuggestions']>(async () => []);
    const backend = { findSuggestions } as unknown as FormBackend;
    const { user } = renderForm(pageOf([fund(), cityField]), { backend });
    await user.type(screen.getByRole('combobox'), 'Gates');
    await waitFor(() =>
      expect(findSuggestions).toHaveBeenCalledWith('Gates', 'scholarship_funds', 5),
    );
  });
});

describe('readOnlyText', () => {
  const form = compileFormOrThrow(
    pageOf([fund({ readOnlyText: '{value} — {city} (fund {code})' }), cityField]),
  );
  const field = form.fields.get('fund_name')!;
  const text = (answers: Record<string, string>) =>
    describeAnswer(field, (key) => answers[key]).text;

  it('words the answer with the related answers it names', () => {
    expect(text({ fund_name: 'Gates', fund_code: 'G1', fund_city: 'Seattle' })).toBe(
      'Gates — Seattle (fund G1)',
    );
  });

  it('gives the answer alone while an answer it names is missing (typed by hand)', () => {
    expect(text({ fund_name: 'Gates', fund_city: 'Seattle' })).toBe('Gates');
  });

  it('is nothing but the answer without a template, whatever the category', () => {
    const school = compileFormOrThrow(
      pageOf([fund({ category: 'college_ceeb', relatedFields: { ceeb: 'fund_code' } })]),
    ).fields.get('fund_name')!;
    expect(
      describeAnswer(school, (key) => ({ fund_name: 'Ohio State', fund_code: '1' })[key]).text,
    ).toBe('Ohio State');
  });

  it('follows a related answer that changes in the read-only field', () => {
    const { store } = renderForm(
      pageOf([fund({ readOnlyText: '{value} (fund {code})' }), cityField]),
      { mode: 'read-only', seed: { answers: { fund_name: 'Gates' } } },
    );
    expect(document.getElementById('fund_name')?.textContent).toBe('Scholarship fund: Gates');
    act(() => store.getState().setAnswers({ fund_code: 'G1' }));
    expect(document.getElementById('fund_name')?.textContent).toBe(
      'Scholarship fund: Gates (fund G1)',
    );
  });

  it('names only {value} and fields of relatedFields (a read-only-text error)', async () => {
    expect(await lintErrors(fund({ readOnlyText: '{value} ({ceeb})' }))).toEqual([
      'read-only-text /pages/0/sections/0/fields/0/readOnlyText',
    ]);
  });
});

describe('manualHint', () => {
  it('shows under a field whose answer was typed by hand, describing it', async () => {
    const hint = 'Enter the fund’s details below.';
    const { user } = renderForm(pageOf([fund({ manualHint: hint }), cityField]));
    await user.type(screen.getByRole('combobox'), 'My own fund');
    await user.tab();
    expect(screen.getByText(hint).tagName).toBe('EM');
    expect(screen.getByRole('combobox').getAttribute('aria-describedby')).toContain(
      'fund_name-manual',
    );
  });
});
