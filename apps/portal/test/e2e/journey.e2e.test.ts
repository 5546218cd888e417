/**
 * The applicant's whole journey (issue 7, "Done when"), in the built portal against the real
 * server: a guest's answers ride through sign-up, confirmation (code from the outbox) and login;
 * the required fields of every page are filled in the UI, through conditional branches and an
 * Add Another block; a PNG is uploaded and converted; a submission with a field missing lands,
 * through the error summary's link, on that field; the fixed application is submitted and the
 * PDF copy downloads with the applicant's name in it — all without a Content-Security-Policy
 * violation (no `eval`: the form and its validators were built ahead of time).
 *
 * The UI fills every required field. The optional remainder of the sample application (middle
 * name, pronouns, the first parent's details, honors, activities…) is saved through the API
 * with the page's own cookies — a hundred more clicks would test the same widgets again.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { recordViolations } from './harness/csp.ts';
import { makePng, pdfText } from './harness/files.ts';
import {
  button,
  choose,
  field,
  fillDate,
  fillText,
  formPageReady,
  pickRadio,
  registerThroughUi,
  typeLookup,
  waitForPath,
} from './harness/portal.ts';
import { step } from './harness/steps.ts';
import './harness/matchers.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const sample = SAMPLE_APPLICATION.answers;

/** Keys the journey answers in the UI; the rest of the sample goes through the API. */
const UI_KEYS = new Set([
  'first_name',
  'last_name',
  'birth_date',
  'gender',
  'country',
  'address_line_1',
  'city',
  'state',
  'zip',
  'phone_type_1',
  'phone_mobile',
  'phone_type_2',
  'phone_home_alt',
  'citizenship_type',
  'entry_term',
  'essay_interest',
  'applied_previously',
  'campus_location',
  'credits_transfer',
  'early_admission',
  'applied_major',
  'college_name',
  'counselor_waiver_request',
  'legal_agree',
]);

/**
 * The sample's other answers, minus what the UI fills (and their `_desc` labels), the second
 * parent (the Add Another block, in the UI) and the typed essay (this applicant uploads one).
 */
const apiAnswers = Object.fromEntries(
  Object.entries(sample).filter(
    ([key]) =>
      !UI_KEYS.has(key) &&
      !UI_KEYS.has(key.replace(/_desc$/, '')) &&
      !key.startsWith('parent_2_') &&
      key !== 'personal_statement_essay',
  ),
);

const text = (key: string) => String(sample[key]);

describe('the applicant journey', () => {
  it('goes from guest answers to a submitted application and its PDF copy', async () => {
    const { server, browser } = e2e;
    const { page, context, errors } = await openPage(browser, server.url, {});
    // Under the server's real policy (`script-src 'self'`, no eval), from the first document on.
    const violations = await recordViolations(page);
    const username = uniqueUsername('ada');

    await step(
      'a guest fills answers',
      async () => {
        await page.goto('/');
        await waitForPath(page, '/about');
        await formPageReady(page, 'About You');
        await fillText(page, 'first_name', text('first_name'));
        await fillText(page, 'last_name', text('last_name'));
        // Saving as a guest leads to sign-up, carrying the answers.
        await button(page, 'Save').click();
        await waitForPath(page, '/signup');
      },
      page,
    );

    await step(
      'signs up, confirms with the e-mailed code and logs in',
      async () => {
        await registerThroughUi(page, server, username, PASSWORD);
        await waitForPath(page, '/about');
        await formPageReady(page, 'About You');
      },
      page,
    );

    await step(
      'finds the guest answers saved',
      async () => {
        await expect.poll(() => field(page, 'first_name').inputValue()).toBe(text('first_name'));
        await expect
          .poll(async () => (await (await page.request.get('/api/profile')).json()).answer)
          .toMatchObject({ first_name: text('first_name'), last_name: text('last_name') });
      },
      page,
    );

    await step(
      'saves the long tail of the sample through the API',
      async () => {
        const response = await page.request.put('/api/answer', { data: apiAnswers });
        expect(response.status(), await response.text()).toBe(200);
        // The portal loads the profile once per visit: reload to see what the API stored.
        await page.reload();
        await formPageReady(page, 'About You');
        await expect.poll(() => field(page, 'middle_name').inputValue()).toBe(text('middle_name'));
      },
      page,
    );

    await step(
      'fills the required fields of About You',
      async () => {
        await fillDate(page, 'birth_date', text('birth_date'));
        await choose(page, 'gender', text('gender'));
        // The address lookup first: typed text clears the country, city, state and ZIP it fills.
        await typeLookup(page, 'address_line_1', text('address_line_1'));
        await choose(page, 'country', text('country'));
        await fillText(page, 'city', text('city'));
        await choose(page, 'state', text('state'));
        await fillText(page, 'zip', text('zip'));
        // A conditional branch: the mobile number and the alternate phone appear with the choice.
        await expect(field(page, 'phone_mobile')).toHaveCount(0);
        await choose(page, 'phone_type_1', text('phone_type_1'));
        await fillText(page, 'phone_mobile', '6145550123');
        await expect(field(page, 'phone_mobile')).toHaveValue(text('phone_mobile'));
        await choose(page, 'phone_type_2', text('phone_type_2'));
        await fillText(page, 'phone_home_alt', text('phone_home_alt'));
        await choose(page, 'citizenship_type', text('citizenship_type'));
      },
      page,
    );

    await step(
      'adds a second parent with Add Another',
      async () => {
        await expect(field(page, 'parent_2_first_name')).toHaveCount(0);
        await button(page, 'Add Another Parent/Guardian').click();
        await expect(page.getByRole('heading', { name: 'Parent/Guardian 2' })).toBeFocused();
        await choose(page, 'parent_2_relationship', text('parent_2_relationship'));
        await fillText(page, 'parent_2_first_name', text('parent_2_first_name'));
        await fillText(page, 'parent_2_last_name', text('parent_2_last_name'));
        await pickRadio(page, 'parent_2_living', text('parent_2_living'));
        await button(page, 'Save and Continue').click();
        await waitForPath(page, '/education');
        await formPageReady(page, 'Your Education');
      },
      page,
    );

    await step(
      'fills the required fields of Your Education',
      async () => {
        // The term list starts after today: the first term offered, whatever the date.
        await field(page, 'entry_term').selectOption({ index: 1 });
        await choose(page, 'essay_interest', text('essay_interest'));
        await pickRadio(page, 'applied_previously', text('applied_previously'));
        await choose(page, 'campus_location', text('campus_location'));
        await fillText(page, 'credits_transfer', text('credits_transfer'));
        // Another branch: "No" to early admission asks for a major from the chosen campus's list.
        await expect(field(page, 'applied_major')).toHaveCount(0);
        await pickRadio(page, 'early_admission', text('early_admission'));
        await choose(page, 'applied_major', text('applied_major'));
        await typeLookup(page, 'college_name', text('college_name'));
        await button(page, 'Save and Continue').click();
        await waitForPath(page, '/final-steps');
        await formPageReady(page, 'Final Steps');
      },
      page,
    );

    await step(
      'uploads a PNG as the personal statement and sees it attached',
      async () => {
        await page.getByRole('tab', { name: 'Upload a document' }).click();
        await field(page, 'personal_statement_doc').setInputFiles({
          name: 'statement.png',
          mimeType: 'image/png',
          buffer: makePng(320, 200),
        });
        // Uploaded, converted to PDF (polled every 2 s), then shown with its size.
        await expect(page.locator('.fe-file-name')).toHaveText('statement.png', {
          timeout: 60_000,
        });
        await expect(button(page, 'Delete statement.png')).toBeVisible();
      },
      page,
    );

    await step(
      'submits with the certification missing',
      async () => {
        await pickRadio(page, 'counselor_waiver_request', text('counselor_waiver_request'));
        await button(page, 'Submit').click();
        // Invalid: back to the default route, where the error summary lists what is missing.
        await waitForPath(page, '/about');
        const summary = page
          .getByRole('alert')
          .filter({ hasText: "We're missing some information!" });
        await expect(summary).toBeVisible();
        // Only the certification: every other required field was filled above.
        const links = summary.getByRole('link');
        expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
          '/final-steps#legal_agree',
        ]);
      },
      page,
    );

    await step(
      "follows the summary's link to the field, fixes it and submits",
      async () => {
        await page.getByRole('link').and(page.locator('[href="/final-steps#legal_agree"]')).click();
        await waitForPath(page, '/final-steps', { hash: '#legal_agree' });
        await expect(field(page, 'legal_agree')).toBeFocused();
        await page.keyboard.press('Space');
        await expect(field(page, 'legal_agree')).toBeChecked();
        await button(page, 'Submit').click();
        await waitForPath(page, '/completion');
        await expect(
          page.getByRole('heading', {
            level: 1,
            name: 'Your application was successfully submitted.',
          }),
        ).toBeVisible();
      },
      page,
    );

    await step(
      'downloads the PDF copy, which names the applicant',
      async () => {
        const link = page.getByRole('link', { name: 'Download a PDF copy of your application' });
        await link.waitFor({ timeout: 90_000 });
        const href = await link.getAttribute('href');
        expect(href).toBeTruthy();
        // The page's request context carries its session cookie: the copy is served to its owner.
        const response = await page.request.get(href!);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
        const content = await pdfText(await response.body());
        expect(content).toContain(text('last_name'));
        expect(content).toContain(text('first_name'));
      },
      page,
    );

    expect(errors).toEqual([]);
    expect(violations()).toEqual([]);
    await context.close();
  });
});
