// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';
import { fromIsoDate, toIsoDate } from './date-widget.tsx';

const TODAY = () => new Date('2026-11-21T12:00:00Z');
const birth = pageOf([
  {
    widget: 'date',
    key: 'birth_date',
    label: 'Date of Birth',
    rules: [
      {
        rule: 'minYear',
        offset: -100,
        message: 'This date is not supported. Please contact help support for assistance.',
      },
      { rule: 'minAge', years: 13, message: 'You must be 13 years or older to apply' },
    ],
  },
]);

describe('date conversions', () => {
  it('reads MM/DD/YYYY and writes it back', () => {
    expect(toIsoDate('7/4/2005')).toBe('2005-07-04');
    expect(fromIsoDate('2005-07-04')).toBe('07/04/2005');
    expect(toIsoDate('nonsense')).toBe('nonsense');
  });
});

describe('DateWidget', () => {
  it('stores a valid date as YYYY-MM-DD', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(screen.getByLabelText('Date of Birth'), '07/04/2005');
    await waitFor(() => expect(store.getState().answers.birth_date).toBe('2005-07-04'));
  });

  it('an impossible date shows the schema error at once and clears the stored value', async () => {
    const { store, user, container } = renderForm(birth, {
      now: TODAY,
      seed: { answers: { birth_date: '2005-07-04' } },
    });
    const input = screen.getByLabelText('Date of Birth');
    await user.clear(input);
    await user.type(input, '02/30/2005');
    expect(store.getState().answers.birth_date).toBe('');
    expect(document.getElementById('birth_date-error')?.textContent).toBe(
      'Error: Date of Birth must be a valid date.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });

  it('a date the rules reject shows their messages and is not stored', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(screen.getByLabelText('Date of Birth'), '01/01/2020');
    expect(await screen.findByText('You must be 13 years or older to apply')).toBeTruthy();
    expect(store.getState().answers.birth_date).toBe('');
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Date of Birth'), '01/01/1900');
    expect(
      screen.getByText('This date is not supported. Please contact help support for assistance.'),
    ).toBeTruthy();
  });

  it('judges text that never becomes a date when the field is left', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(screen.getByLabelText('Date of Birth'), '13/45');
    await user.tab();
    expect(store.getState().answers.birth_date ?? '').toBe('');
    expect(await screen.findByText('Date of Birth must be a valid date.')).toBeTruthy();
  });
});
