// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createValidator, type FormStore } from '../../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';
import { formatUsPhone } from './phone-widget.tsx';
import { en } from '../../core/messages/index.ts';

const NOT_US_NOTE = en.phoneNotUs;

describe('formatUsPhone', () => {
  it.each([
    ['', ''],
    ['6', '(6'],
    ['614', '(614'],
    ['6145', '(614) 5'],
    ['614555', '(614) 555'],
    ['6145550', '(614) 555-0'],
    ['6145550100', '(614) 555-0100'],
    ['614-555-0100', '(614) 555-0100'],
    ['614.555.0100', '(614) 555-0100'],
    ['(614) 555-0100 ', '(614) 555-0100'],
    // What does not fit is kept as typed.
    ['61455501009999', '61455501009999'],
    ['(614) 555-01a00', '(614) 555-01a00'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+1 614 555 0100', '+1 614 555 0100'],
  ])('%j → %j', (input, output) => expect(formatUsPhone(input)).toBe(output));
});

const mobile = pageOf([
  {
    widget: 'phone',
    key: 'phone_mobile',
    label: 'Mobile Phone',
    rules: [{ rule: 'required' }, { rule: 'usPhone' }],
  },
]);
const box = () => screen.getByLabelText('Mobile Phone') as HTMLInputElement;
const note = () => document.getElementById('phone_mobile-not-us');
/** What validation (the very schema the server runs) says of the stored number. */
async function validationOf(store: FormStore) {
  const validator = await createValidator(store.form);
  return validator.validate({ answers: { ...store.getState().answers } }).errors.phone_mobile;
}

describe('PhoneWidget', () => {
  it('formats US digits as typed to (###) ###-####', async () => {
    const { store, user, container } = renderForm(mobile);
    await user.type(box(), '6145550100');
    expect(store.getState().answers.phone_mobile).toBe('(614) 555-0100');
    expect(note()).toBeNull();
    expect(await validationOf(store)).toBeUndefined();
    await expectNoAxeViolations(container);
  });

  it('keeps a foreign number typed into a US field as typed, and says it is not a US number', async () => {
    const { store, user, container } = renderForm(mobile);
    await user.type(box(), '+44 20 7946 0958');
    expect(box().value).toBe('+44 20 7946 0958');
    expect(store.getState().answers.phone_mobile).toBe('+44 20 7946 0958');
    expect(note()?.textContent).toBe(NOT_US_NOTE);
    expect(box().getAttribute('aria-describedby')).toBe('phone_mobile-not-us');
    // Validation, in the browser and on the server, does not take it for a US number.
    expect(await validationOf(store)).toEqual([
      'Enter Mobile Phone in the correct format, like (202) 555-0143',
    ]);
    await expectNoAxeViolations(container);
  });

  it('keeps every digit past the tenth, typed without a plus', async () => {
    const { store, user } = renderForm(mobile);
    await user.type(box(), '44 20 7946 0958');
    const stored = String(store.getState().answers.phone_mobile);
    expect(stored.replace(/\D/g, '')).toBe('442079460958');
    expect(box().value).toBe(stored);
    expect(note()).not.toBeNull();
    expect(await validationOf(store)).toEqual([
      'Enter Mobile Phone in the correct format, like (202) 555-0143',
    ]);
    // Taken back to ten digits, it is a US number again.
    await user.type(box(), '{Backspace}{Backspace}');
    expect(box().value).toBe('(442) 079-4609');
    expect(note()).toBeNull();
  });

  it('keeps a long international number whole', async () => {
    const { store, user } = renderForm(
      pageOf([
        { widget: 'phone', key: 'phone_intl', label: 'International Phone', international: true },
      ]),
    );
    await user.type(screen.getByLabelText('International Phone'), '+44 20 7946 0000 ext. 1234');
    expect(store.getState().answers.phone_intl).toBe('+44 20 7946 0000 ext. 1234');
    expect(document.getElementById('phone_intl-not-us')).toBeNull();
  });
});
