// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

const campus: Field = {
  widget: 'dropdown',
  key: 'campus',
  label: 'Campus',
  options: [
    { value: '', label: '--' },
    { value: 'MAIN', label: 'Main' },
    { value: 'ONLINE', label: 'Online' },
    { value: 'CLOSED', label: 'Closed campus' },
  ],
};
const major = (category: 'displayOnly' | 'displayAndOptions'): Field => ({
  widget: 'conditionalDropdown',
  key: 'major',
  label: 'Major',
  category,
  controller: 'campus',
  options: {
    MAIN: [
      { value: '', label: '--' },
      { value: 'BIO', label: 'Biology' },
      { value: 'HIS', label: 'History' },
    ],
    ONLINE: [
      { value: '', label: '--' },
      { value: 'BUS', label: 'Business' },
    ],
    CLOSED: [{ value: '', label: '--' }],
  },
});

describe('ConditionalDropdownWidget', () => {
  it('offers the list of the controlling answer and clears when it changes', async () => {
    const { store, user, container } = renderForm(pageOf([campus, major('displayAndOptions')]));
    expect(screen.queryByLabelText('Major')).toBeNull(); // no campus: no options, hidden
    await user.selectOptions(screen.getByLabelText('Campus'), 'MAIN');
    expect(screen.getAllByRole('option', { hidden: false }).map((o) => o.textContent)).toContain(
      'Biology',
    );
    await user.selectOptions(screen.getByLabelText('Major'), 'BIO');
    expect(store.getState().answers).toMatchObject({ major: 'BIO', major_desc: 'Biology' });
    await user.selectOptions(screen.getByLabelText('Campus'), 'ONLINE');
    expect(store.getState().answers).toMatchObject({ major: '', major_desc: '' });
    expect((screen.getByLabelText('Major') as HTMLSelectElement).value).toBe('');
    await expectNoAxeViolations(container);
  });

  it('displayAndOptions hides while the list is empty; displayOnly shows an empty list', async () => {
    const hidden = renderForm(pageOf([campus, major('displayAndOptions')]));
    await hidden.user.selectOptions(screen.getByLabelText('Campus'), 'CLOSED');
    expect(screen.queryByLabelText('Major')).toBeNull();
    hidden.unmount();
    const shown = renderForm(pageOf([campus, major('displayOnly')]));
    await shown.user.selectOptions(screen.getByLabelText('Campus'), 'CLOSED');
    expect(screen.getByLabelText('Major')).toBeTruthy();
  });
});
