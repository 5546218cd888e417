// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

describe('TextareaWidget', () => {
  it('counts characters against the default limit of 1500', async () => {
    const { user, container } = renderForm(
      pageOf([{ widget: 'textarea', key: 'essay', label: 'Essay' }]),
    );
    await user.type(screen.getByLabelText('Essay'), 'Hello');
    expect(screen.getByText('Character count: 5 / 1500')).toBeTruthy();
    expect(screen.getByLabelText('Essay').getAttribute('aria-describedby')).toBe('essay-count');
    await expectNoAxeViolations(container);
  });

  it('stops accepting input at the limit, a paste included', () => {
    const { store } = renderForm(
      pageOf([{ widget: 'textarea', key: 'essay', label: 'Essay', maxLength: 10 }]),
    );
    const area = screen.getByLabelText('Essay');
    expect(area).toHaveProperty('maxLength', 10);
    fireEvent.change(area, { target: { value: 'x'.repeat(25) } });
    expect(store.getState().answers.essay).toBe('x'.repeat(10));
    expect(screen.getByText('Character count: 10 / 10')).toBeTruthy();
  });

  it('uses the form limit (the partner’s 7000)', () => {
    renderForm(
      pageOf([{ widget: 'textarea', key: 'essay', label: 'Essay' }], {
        limits: { textareaMaxLength: 7000 },
      }),
    );
    expect(screen.getByText('Character count: 0 / 7000')).toBeTruthy();
  });
});
