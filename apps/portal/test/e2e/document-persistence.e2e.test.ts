/**
 * Issue 14, items 2, 5 and 6 across the network: an uploaded document stays attached, with its
 * conversion status, after a reload and after logging out and in again (the profile carries the
 * document answers); the field's old error and its error-summary entry go as soon as the file is
 * attached; the save buttons have §9's size; the submission's success message shows as a toast
 * after the redirect to /completion.
 *
 * The rest of the application (the sample) is saved through the API with the page's cookies: the
 * subject here is the document, not the other questions.
 */
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginThroughApi,
  PASSWORD,
  saveSampleApplication,
  uniqueUsername,
} from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { makePng } from './harness/files.ts';
import {
  button,
  field,
  formPageReady,
  goToStep,
  logInThroughUi,
  toast,
  waitForPath,
} from './harness/portal.ts';
import { step } from './harness/steps.ts';
import './harness/matchers.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const DOC = 'personal_statement_doc';
const LABEL = 'Personal Statement Document';

describe('an uploaded document', () => {
  it('stays attached with its status after a reload and a new login; its error goes at once', async () => {
    const { server, browser } = e2e;
    const { page, errors } = await openPage(browser, server.url, {});
    const username = uniqueUsername('doc');
    const attached = page.locator(`#${DOC}-file`);
    const conversion = page.locator(`#${DOC}-conversion`);
    const summaryLink = page
      .getByRole('alert')
      .filter({ hasText: "We're missing some information!" })
      .getByRole('link', { name: LABEL });

    await step(
      'an applicant with everything but the document, already validating',
      async () => {
        await createAccount(server, username);
        await page.goto('/login');
        await loginThroughApi(page, username);
        await saveSampleApplication(page);
        for (const web_status of ['started', 'validating'])
          expect((await page.request.post('/api/web-status', { data: { web_status } })).ok()).toBe(
            true,
          );
        await page.goto('/final-steps');
        await formPageReady(page, 'Final Steps');
      },
      page,
    );

    await step(
      'chooses to upload, saves, and sees the document reported missing',
      async () => {
        await page.getByRole('tab', { name: 'Upload a document' }).click();
        // The sample's typed statement goes with the switch: asked first (issue 27).
        await page.getByRole('dialog').getByRole('button', { name: 'Clear and switch' }).click();
        await expect(field(page, DOC)).toBeVisible();
        await button(page, 'Save').click();
        await expect(summaryLink).toBeVisible();
        await expect(page.locator(`#${DOC}-error`)).toHaveText(new RegExp(LABEL));
      },
      page,
    );

    await step(
      'uploads a PNG: attached and converted, and the error is gone from field and summary',
      async () => {
        await field(page, DOC).setInputFiles({
          name: 'statement.png',
          mimeType: 'image/png',
          buffer: makePng(320, 200),
        });
        await expect(page.locator('.fe-file-name')).toHaveText('statement.png', {
          timeout: 60_000,
        });
        await expect(conversion).toHaveText('Converted to PDF');
        await expect(page.locator(`#${DOC}-error`)).toHaveCount(0);
        await expect(summaryLink).toHaveCount(0);
      },
      page,
    );

    await step(
      'reloads: the file is still attached, with its status',
      async () => {
        await page.reload();
        await formPageReady(page, 'Final Steps');
        await expect(attached).toHaveText(/statement\.png/);
        await expect(conversion).toHaveText('Converted to PDF');
        await expect(page.locator(`input[type="file"]`)).toHaveCount(0);
        const profile = await (await page.request.get('/api/profile')).json();
        expect(profile.document_answer[DOC]).toMatchObject({
          file_name: 'statement.png',
          status: 'COMPLETED',
        });
      },
      page,
    );

    await step(
      'logs out and in again: the file is still attached',
      async () => {
        await button(page, 'Account').click();
        await button(page, 'Log Out').click();
        await waitForPath(page, '/login');
        await logInThroughUi(page, username, PASSWORD);
        if (new URL(page.url()).pathname !== '/final-steps') await goToStep(page, 'Final Steps');
        await formPageReady(page, 'Final Steps');
        await expect(attached).toHaveText(/statement\.png/);
        await expect(conversion).toHaveText('Converted to PDF');
      },
      page,
    );

    await step(
      'the save and submit buttons have their §9 sizes (15rem × 3rem, 10rem × 3rem)',
      async () => {
        const rem = await page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).fontSize),
        );
        const save = await button(page, 'Save').boundingBox();
        const submit = await button(page, 'Submit').boundingBox();
        expect(save!.width).toBeGreaterThanOrEqual(15 * rem - 0.5);
        expect(save!.height).toBeGreaterThanOrEqual(3 * rem - 0.5);
        expect(submit!.width).toBeGreaterThanOrEqual(10 * rem - 0.5);
        expect(submit!.height).toBeGreaterThanOrEqual(3 * rem - 0.5);
      },
      page,
    );

    await step(
      'submits: /completion, with the success message as a toast',
      async () => {
        await button(page, 'Submit').click();
        await waitForPath(page, '/completion');
        // One success toast among those still open (the save's, the login's) carries it.
        await expect(
          toast(page, 'Success Notification').filter({
            hasText: 'Your application was successfully submitted.',
          }),
        ).toBeVisible();
      },
      page,
    );

    expect(errors).toEqual([]);
  });
});
