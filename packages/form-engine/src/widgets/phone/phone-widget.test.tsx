// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';
import { formatUsPhone } from './phone-widget.tsx';

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['6', '(6'],
    ['614', '(614'],
    ['6145', '(614) 5'],
    ['614555', '(614) 555'],
    ['6145550', '(614) 555-0'],
    ['6145550100', '(614) 555-0100'],
    ['61455501009999', '(614) 555-0100'],
    ['(614) 555-01a00', '(614) 555-0100'],
  ])('%j → %j', (input, output) => expect(formatUsPhone(input)).toBe(output));
});

describe('PhoneWidget', () => {
  it('formats US digits as typed to (###) ###-####', async () => {
    const { store, user, container } = renderForm(
      pageOf([{ widget: 'phone', key: 'phone_home', label: 'Home Phone' }]),
    );
    await user.type(screen.getByLabelText('Home Phone'), '6145550100');
    expect(store.getState().answers.phone_home).toBe('(614) 555-0100');
    await expectNoAxeViolations(container);
  });

  it('keeps international numbers as typed', async () => {
    const { store, user } = renderForm(
      pageOf([
        { widget: 'phone', key: 'phone_intl', label: 'International Phone', international: true },
      ]),
    );
    await user.type(screen.getByLabelText('International Phone'), '+44 20 7946 0000');
    expect(store.getState().answers.phone_intl).toBe('+44 20 7946 0000');
  });
});
