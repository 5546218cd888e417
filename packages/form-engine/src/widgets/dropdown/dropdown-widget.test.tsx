// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

const countries = [
  { value: '', label: '--' },
  { value: 'USA', label: 'United States' },
  { value: 'CAN', label: 'Canada' },
];

describe('DropdownWidget', () => {
  it('stores the value and its label in _desc, and the blank as ""', async () => {
    const { store, user, container } = renderForm(
      pageOf([{ widget: 'dropdown', key: 'country', label: 'Country', options: countries }]),
    );
    const select = screen.getByLabelText('Country');
    expect(select.id).toBe('country');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '--',
      'United States',
      'Canada',
    ]);
    await user.selectOptions(select, 'CAN');
    expect(store.getState().answers).toMatchObject({ country: 'CAN', country_desc: 'Canada' });
    await user.selectOptions(select, '');
    expect(store.getState().answers).toMatchObject({ country: '', country_desc: '' });
    await expectNoAxeViolations(container);
  });
});
