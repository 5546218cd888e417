// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createValidator, type FormStore } from '../../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';
import { renderInLocale } from '../../../test/react/render-in-locale.tsx';

const TODAY = () => new Date('2026-11-21T12:00:00Z');
const birth = pageOf([
  {
    widget: 'date',
    key: 'birth_date',
    label: 'Date of Birth',
    rules: [
      { rule: 'required' },
      {
        rule: 'minYear',
        offset: -100,
        message: 'This date is not supported. Please contact help support for assistance.',
      },
      { rule: 'minAge', years: 13, message: 'You must be 13 years or older to apply' },
    ],
  },
]);

const box = () => screen.getByLabelText('Date of Birth') as HTMLInputElement;
/** The message lines shown under the field (each line once). */
const shownMessages = () =>
  [...document.querySelectorAll('#birth_date-error .fe-error-line')].map((line) =>
    line.textContent?.replace(/^Error: /, ''),
  );
/** What validation (the very schema the server runs) says of the stored birth date. */
async function serverMessages(store: FormStore) {
  const validator = await createValidator(store.form, { now: TODAY });
  return validator.validate({ answers: { ...store.getState().answers } }).errors.birth_date ?? [];
}

describe('DateWidget', () => {
  it.each([
    ['M/D/YYYY', '4/7/2005'],
    ['MM/DD/YYYY', '04/07/2005'],
    ['MM-DD-YYYY', '04-07-2005'],
    ['MMDDYYYY', '04072005'],
    ['YYYY-MM-DD', '2005-04-07'],
  ])('reads %s typed key by key, stores YYYY-MM-DD, shows MM/DD/YYYY', async (_, typed) => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(box(), typed);
    await user.tab();
    expect(store.getState().answers.birth_date).toBe('2005-04-07');
    expect(box().value).toBe('04/07/2005');
    await waitFor(() => expect(shownMessages()).toEqual([]));
    expect(await serverMessages(store)).toEqual([]);
  });

  it('offers the number pad and inserts the slashes it cannot type', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    expect(box().inputMode).toBe('numeric');
    const seen: string[] = [];
    for (const key of '04172008') {
      await user.type(box(), key);
      seen.push(box().value);
    }
    expect(seen).toEqual([
      '0',
      '04',
      '04/1',
      '04/17',
      '04/17/2',
      '04/17/20',
      '04/17/200',
      '04/17/2008',
    ]);
    expect(store.getState().answers.birth_date).toBe('2008-04-17');
    // Deleting is left as made: the slash does not come back.
    await user.type(box(), '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(box().value).toBe('04/17');
    // A year typed first gets no slashes.
    await user.clear(box());
    await user.type(box(), '2008-04-17');
    expect(box().value).toBe('2008-04-17');
  });

  it('keeps an impossible date in the box with one message, whatever was shown before', async () => {
    // Submitted with the date missing: the summary's "Date of Birth" is on the field.
    const { store, user, container } = renderForm(birth, { now: TODAY });
    const validator = await createValidator(store.form, { now: TODAY });
    act(() => {
      store.getState().setErrors(validator.validate({ answers: {} }).errors);
      store.getState().setShowErrors(true);
    });
    expect(shownMessages()).toEqual(['Enter Date of Birth']);
    await user.type(box(), '02/30/2008');
    await user.tab();
    expect(box().value).toBe('02/30/2008');
    expect(store.getState().answers.birth_date).toBe('2008-02-30');
    await waitFor(() => expect(shownMessages()).toEqual(['Date of Birth must be a real date']));
    expect(box().getAttribute('aria-invalid')).toBe('true');
    // The server, validating what was stored, says the same single thing.
    expect(await serverMessages(store)).toEqual(['Date of Birth must be a real date']);
    await expectNoAxeViolations(container);
  });

  it('keeps a date out of range in the box with the rule’s message', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(box(), '04/17/2030');
    await user.tab();
    expect(box().value).toBe('04/17/2030');
    expect(store.getState().answers.birth_date).toBe('2030-04-17');
    await waitFor(() =>
      expect(shownMessages()).toEqual(['You must be 13 years or older to apply']),
    );
    expect(await serverMessages(store)).toEqual(['You must be 13 years or older to apply']);
    await user.clear(box());
    await user.type(box(), '01/01/1900');
    await user.tab();
    await waitFor(() =>
      expect(shownMessages()).toEqual([
        'This date is not supported. Please contact help support for assistance.',
      ]),
    );
  });

  it('keeps text that is no date as typed, and it is never taken for a valid date', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(box(), 'April 17, 2008');
    await user.tab();
    expect(box().value).toBe('April 17, 2008');
    expect(store.getState().answers.birth_date).toBe('April 17, 2008');
    await waitFor(() => expect(shownMessages()).toEqual(['Date of Birth must be a real date']));
    expect(await serverMessages(store)).toEqual(['Date of Birth must be a real date']);
  });

  it('judges a complete date at once, without waiting for the field to be left', async () => {
    const { store, user } = renderForm(birth, { now: TODAY });
    await user.type(box(), '01/01/2020');
    expect(await screen.findByText('You must be 13 years or older to apply')).toBeTruthy();
    expect(store.getState().answers.birth_date).toBe('2020-01-01');
  });

  it('an emptied box stores "" and its message goes', async () => {
    const { store, user } = renderForm(birth, {
      now: TODAY,
      seed: { answers: { birth_date: '2030-04-17' } },
    });
    expect(box().value).toBe('04/17/2030');
    await user.type(box(), '1');
    await user.tab();
    await waitFor(() => expect(shownMessages()).toEqual(['Date of Birth must be a real date']));
    await user.clear(box());
    await user.tab();
    expect(store.getState().answers.birth_date).toBe('');
    expect(shownMessages()).toEqual([]);
  });
});

describe('DateWidget in the locale’s order (issue 28 item 4)', () => {
  const issued = pageOf([{ widget: 'date', key: 'issued', label: 'Date de délivrance' }]);
  const french = { locale: 'fr', datePlaceholder: 'JJ/MM/AAAA' };
  const issuedBox = () => screen.getByLabelText('Date de délivrance') as HTMLInputElement;
  const reading = () => document.getElementById('issued-reading')?.textContent ?? '';

  it('reads 05/04/2001 day first in French, stores 2001-04-05 and writes it back as 5 avril 2001', async () => {
    const { store, user, container } = renderInLocale(issued, french);
    expect(issuedBox().placeholder).toBe('JJ/MM/AAAA');
    await user.type(issuedBox(), '05/04/2001');
    await user.tab();
    expect(store.getState().answers.issued).toBe('2001-04-05');
    expect(issuedBox().value).toBe('05/04/2001');
    expect(reading()).toBe('5 avril 2001');
    expect(issuedBox().getAttribute('aria-describedby')).toContain('issued-reading');
    await expectNoAxeViolations(container);
  });

  it('takes 17/04/2001 in French, a valid date, with nothing to disambiguate', async () => {
    const { store, user } = renderInLocale(issued, french);
    await user.type(issuedBox(), '17/04/2001');
    await user.tab();
    expect(store.getState().answers.issued).toBe('2001-04-17');
    expect(
      (await createValidator(store.form)).validate({ answers: store.getState().answers }).valid,
    ).toBe(true);
    expect(reading()).toBe('');
  });

  it('reads 05/04/2001 month first in en-US, as before, and writes it back as May 4, 2001', async () => {
    const { store, user } = renderForm(issued);
    expect(issuedBox().placeholder).toBe('MM/DD/YYYY');
    await user.type(issuedBox(), '05/04/2001');
    await user.tab();
    expect(store.getState().answers.issued).toBe('2001-05-04');
    expect(issuedBox().value).toBe('05/04/2001');
    expect(reading()).toBe('May 4, 2001');
  });

  it('reads 2001-04-05 year first in any order', async () => {
    for (const messages of [french, {}]) {
      const { store, user, unmount } = renderInLocale(issued, messages);
      await user.type(issuedBox(), '2001-04-05');
      await user.tab();
      expect(store.getState().answers.issued).toBe('2001-04-05');
      unmount();
    }
  });

  it('follows the definition’s dateOrder over the locale’s', async () => {
    const dayFirst = { ...issued, dateOrder: 'day-month-year' as const };
    const { store, user } = renderForm(dayFirst);
    // The English placeholder, written month first, follows the form's order.
    expect(issuedBox().placeholder).toBe('DD/MM/YYYY');
    await user.type(issuedBox(), '05/04/2001');
    await user.tab();
    expect(store.getState().answers.issued).toBe('2001-04-05');
    expect(reading()).toBe('April 5, 2001');
  });
});
