// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../test/react/render-form.tsx';
import { en } from '../core/messages/index.ts';

const ERROR_SUMMARY_TITLE = en.errorSummaryTitle;
const ERROR_SUMMARY_TEXT = en.errorSummaryText;

const definition = pageOf([
  { widget: 'text', key: 'first_name', label: 'Legal First/Given Name' },
  { widget: 'text', key: 'last_name', label: 'Last name' },
]);

describe('ErrorSummary', () => {
  it('shows only while validating, with the specification’s title and text, and takes focus', async () => {
    const { store, container } = renderForm(definition, { summary: true });
    act(() => store.getState().setErrors({ first_name: ['Legal First/Given Name'] }));
    expect(screen.queryByText(ERROR_SUMMARY_TITLE)).toBeNull();
    act(() => store.getState().setShowErrors(true));
    expect(screen.getByRole('heading', { name: ERROR_SUMMARY_TITLE })).toBeTruthy();
    expect(screen.getByText(ERROR_SUMMARY_TEXT)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    await expectNoAxeViolations(container);
  });

  it('links each error to /{page}#{key}; following it on this page focuses the field', async () => {
    const { store, user } = renderForm(definition, { summary: true });
    act(() => {
      store
        .getState()
        .setErrors({ first_name: ['Legal First/Given Name'], '': ['Something else went wrong.'] });
      store.getState().setShowErrors(true);
    });
    const link = screen.getByRole('link', { name: 'Legal First/Given Name' });
    expect(link.getAttribute('href')).toBe('/about#first_name');
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText('Legal First/Given Name'));
    // An error with no page is plain text.
    expect(screen.getByText('Something else went wrong.').tagName).toBe('LI');
  });

  it('drops an error from the summary and the field as soon as the field is answered', async () => {
    const { store, user } = renderForm(definition, { summary: true });
    act(() => {
      store
        .getState()
        .setErrors({ first_name: ['Legal First/Given Name'], last_name: ['Last name'] });
      store.getState().setShowErrors(true);
    });
    expect(screen.getByRole('link', { name: 'Legal First/Given Name' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Legal First/Given Name' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.type(box, 'A');
    expect(screen.queryByRole('link', { name: 'Legal First/Given Name' })).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(document.querySelector('#first_name-error')).toBeNull();
    // The other field's error stays, in the summary and on the field.
    expect(screen.getByRole('link', { name: 'Last name' })).toBeTruthy();
  });
});
