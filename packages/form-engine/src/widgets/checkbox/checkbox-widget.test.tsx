// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

describe('CheckboxWidget', () => {
  it('stores a boolean', async () => {
    const { store, user } = renderForm(
      pageOf([{ widget: 'checkbox', key: 'legal_agree', label: 'I certify' }]),
    );
    await user.click(screen.getByLabelText('I certify'));
    expect(store.getState().answers.legal_agree).toBe(true);
    await user.click(screen.getByLabelText('I certify'));
    expect(store.getState().answers.legal_agree).toBe(false);
  });

  it('shows and links its error while validating', async () => {
    const { store, container } = renderForm(
      pageOf([
        {
          widget: 'checkbox',
          key: 'legal_agree',
          label: 'I certify',
          rules: [{ rule: 'mustBeTrue' }],
        },
      ]),
    );
    act(() => {
      store.getState().setErrors({ legal_agree: ['I certify'] });
      store.getState().setShowErrors(true);
    });
    const box = screen.getByLabelText('I certify');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('legal_agree-error');
    await expectNoAxeViolations(container);
  });
});
