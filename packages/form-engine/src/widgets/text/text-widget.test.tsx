// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';
import { renderInLocale } from '../../../test/react/render-in-locale.tsx';
import { es } from '../../core/messages/es.ts';

const form = pageOf([
  {
    widget: 'text',
    key: 'first_name',
    label: 'Legal First/Given Name',
    hint: 'As on your passport',
    rules: [{ rule: 'required' }],
  },
  { widget: 'text', key: 'credits', label: 'Credits' },
  { widget: 'text', key: 'city', label: 'City', maxLength: 80 },
]);

describe('TextWidget', () => {
  it('stores what is typed under its key, at most 45 characters by default', async () => {
    const { store, user } = renderForm(form);
    const input = screen.getByLabelText('Legal First/Given Name');
    expect(input.id).toBe('first_name');
    expect(input).toHaveProperty('maxLength', 45);
    await user.type(input, 'Ada');
    expect(store.getState().answers.first_name).toBe('Ada');
    expect(screen.getByLabelText('City')).toHaveProperty('maxLength', 80);
  });

  it('stores numbers for integer answers and keeps other text as typed', async () => {
    const { store, user } = renderForm(form, {
      model: { first_name: 'string', credits: 'integer', city: 'string' },
    });
    await user.type(screen.getByLabelText('Credits'), '24');
    expect(store.getState().answers.credits).toBe(24);
    await user.type(screen.getByLabelText('Credits'), 'x');
    expect(store.getState().answers.credits).toBe('24x');
  });

  it('links its hint and, while validating, its errors', async () => {
    const { store, container } = renderForm(form);
    const input = screen.getByLabelText('Legal First/Given Name');
    expect(input.getAttribute('aria-describedby')).toBe('first_name-hint');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const { act } = await import('@testing-library/react');
    act(() => store.getState().setErrors({ first_name: ['Legal First/Given Name'] }));
    expect(input.getAttribute('aria-invalid')).toBeNull(); // errors show only while validating
    act(() => store.getState().setShowErrors(true));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('first_name-hint first_name-error');
    expect(document.getElementById('first_name-error')?.textContent).toBe(
      'Error: Legal First/Given Name',
    );
    await expectNoAxeViolations(container);
  });
});

describe('TextWidget for a decimal (a number answer)', () => {
  const gpa = pageOf([
    {
      widget: 'text',
      key: 'gpa',
      label: 'GPA',
      rules: [{ rule: 'numberRange', min: 0, max: 4, step: 0.1 }],
    },
  ]);

  it('offers the decimal keypad and stores typed "3.7" as the JSON number 3.7, key by key', async () => {
    const { store, user } = renderForm(gpa, { model: { gpa: 'number' } });
    const input = screen.getByLabelText('GPA') as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    await user.type(input, '3.7');
    // "3." stores 3 on the way, and the box keeps showing the point being typed.
    expect(input.value).toBe('3.7');
    expect(store.getState().answers.gpa).toBe(3.7);
    await user.tab();
    expect(input.value).toBe('3.7');
  });

  it('keeps an entry that is no number visible and stored as typed, and validation names the range', async () => {
    const { store, user } = renderForm(gpa, { model: { gpa: 'number' } });
    const input = screen.getByLabelText('GPA') as HTMLInputElement;
    await user.type(input, '3.7 out of 4');
    await user.tab();
    expect(input.value).toBe('3.7 out of 4');
    expect(store.getState().answers.gpa).toBe('3.7 out of 4');
    const { createValidator } = await import('../../core/index.ts');
    const validator = await createValidator(store.form);
    expect(validator.validate({ answers: store.getState().answers }).errors.gpa?.[0]).toBe(
      'GPA must be a number between 0.0 and 4.0',
    );
  });

  it('reads a decimal comma where the catalogue’s locale writes one ("3,7" in Spanish)', async () => {
    const { store, user } = renderInLocale(gpa, es, { gpa: 'number' });
    const input = screen.getByLabelText('GPA') as HTMLInputElement;
    await user.type(input, '3,7');
    expect(store.getState().answers.gpa).toBe(3.7);
    await user.tab();
    expect(input.value).toBe('3,7');
  });
});
