/**
 * Keyboard alone completes the journey (issue 7): from the login card to the sign-up card, sign
 * up, confirm with the e-mailed code, log in, answer the required fields of each page with the
 * keyboard (text, a date, selects, radio groups, a text area, checkboxes), move on with "Save and
 * Continue" and submit with Space, reaching /completion. Focus moves only with Tab.
 *
 * As in the journey spec, the optional remainder of the application and the required fields
 * already proven there are saved through the API first: this spec is about the keyboard.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import {
  pressButton,
  radioWithKeys,
  selectWithKeys,
  tabTo,
  tickWithKeys,
  typeInto,
} from './harness/keyboard.ts';
import './harness/matchers.ts';
import { confirmationCode, outboxFiles, waitForMail } from './harness/outbox.ts';
import { button, field, formPageReady, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const sample = SAMPLE_APPLICATION.answers;

/** What the keyboard answers; everything else of the sample is saved through the API. */
const KEYBOARD_KEYS = [
  'last_name',
  'birth_date',
  'gender',
  'citizenship_type',
  'entry_term',
  'essay_interest',
  'applied_previously',
  'credits_transfer',
  'personal_statement_essay',
  'counselor_waiver_request',
  'legal_agree',
];
const apiAnswers = Object.fromEntries(
  Object.entries(sample).filter(
    ([key]) => !KEYBOARD_KEYS.includes(key) && !KEYBOARD_KEYS.includes(key.replace(/_desc$/, '')),
  ),
);

describe('keyboard only', () => {
  it('signs up, logs in, fills every page and submits with the keyboard alone', async () => {
    const { server, browser } = e2e;
    const { page, context, errors } = await openPage(browser, server.url, {});
    const username = uniqueUsername('keys');
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    const submit = button(page, 'Submit');

    const seen = await step(
      'from the login card to sign-up, signing up',
      async () => {
        await page.goto('/login');
        await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
        await tabTo(page, page.getByRole('link', { name: 'Create an account' }));
        await page.keyboard.press('Enter');
        await waitForPath(page, '/signup');
        // The address changes first; the log-in card stays (with its own "Email address") until
        // the sign-up screen has loaded, as a person sees: type once the Sign Up card shows.
        await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
        await typeInto(page, email, username);
        await typeInto(page, password, PASSWORD);
        const before = await outboxFiles(server.dataDir);
        await pressButton(page, submit);
        await waitForPath(page, '/confirm');
        return before;
      },
      page,
    );

    await step(
      'confirming with the code and logging in',
      async () => {
        const mail = await waitForMail(server.dataDir, {
          to: username,
          subject: 'confirmation',
          seen,
        });
        await typeInto(page, page.getByLabel('Confirmation code'), confirmationCode(mail));
        // Enter in a field submits its form.
        await page.keyboard.press('Enter');
        await waitForPath(page, '/login');
        await typeInto(page, email, username);
        await typeInto(page, password, PASSWORD);
        await page.keyboard.press('Enter');
        await waitForPath(page, '/about');
        await formPageReady(page, 'About You');
      },
      page,
    );

    await step(
      'the rest of the application is saved through the API',
      async () => {
        const response = await page.request.put('/api/answer', { data: apiAnswers });
        expect(response.status(), await response.text()).toBe(200);
        await page.reload();
        await formPageReady(page, 'About You');
        await expect(field(page, 'first_name')).toHaveValue(String(sample.first_name));
      },
      page,
    );

    await step(
      'About You with the keyboard',
      async () => {
        await typeInto(page, field(page, 'last_name'), String(sample.last_name));
        await typeInto(page, field(page, 'birth_date'), '04/17/2008');
        await selectWithKeys(page, field(page, 'gender'), String(sample.gender_desc));
        await selectWithKeys(
          page,
          field(page, 'citizenship_type'),
          String(sample.citizenship_type_desc),
        );
        await pressButton(page, button(page, 'Save and Continue'), 'Enter');
        await formPageReady(page, 'Your Education');
      },
      page,
    );

    await step(
      'Your Education with the keyboard',
      async () => {
        // The first term offered (the list starts after today).
        await tabTo(page, field(page, 'entry_term'));
        await page.keyboard.press('ArrowDown');
        await expect(field(page, 'entry_term')).not.toHaveValue('');
        await selectWithKeys(
          page,
          field(page, 'essay_interest'),
          String(sample.essay_interest_desc),
        );
        await radioWithKeys(page, 'applied_previously', String(sample.applied_previously));
        await typeInto(page, field(page, 'credits_transfer'), String(sample.credits_transfer));
        await pressButton(page, button(page, 'Save and Continue'), 'Space');
        await formPageReady(page, 'Final Steps');
      },
      page,
    );

    await step(
      'Final Steps with the keyboard, and Submit with Space',
      async () => {
        await typeInto(
          page,
          field(page, 'personal_statement_essay'),
          'I want to study mechanical engineering.',
        );
        await radioWithKeys(
          page,
          'counselor_waiver_request',
          String(sample.counselor_waiver_request),
        );
        await tickWithKeys(page, field(page, 'legal_agree'));
        await expect(field(page, 'legal_agree')).toBeChecked();
        await pressButton(page, submit, 'Space');
        await waitForPath(page, '/completion');
        await page
          .getByRole('heading', { level: 1, name: 'Your application was successfully submitted.' })
          .waitFor();
      },
      page,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
