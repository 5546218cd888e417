/**
 * A submission's copy is what was submitted (issue 27): an undergraduate application is
 * submitted, then the operator restarts the server with FORM_VARIANT=transfer. The applicant's
 * PDF copy still prints as the undergraduate application, and the service link still shows the
 * undergraduate form (its definition sent by the server and compiled in the page, under the
 * portal's Content-Security-Policy), not the transfer form this portal now runs.
 *
 * Filling in is not the subject: the sample application is saved and submitted through the API.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginThroughApi,
  saveSampleApplication,
  serviceLink,
  submitThroughApi,
  uniqueUsername,
} from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { pdfText } from './harness/files.ts';
import './harness/matchers.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const UNDERGRADUATE = 'Undergraduate Application for Admission';
const TRANSFER = 'Transfer Application for Admission';

/** The applicant's PDF copy as the completion page gets it: polled until made, then fetched. */
async function copyText(page: Page): Promise<string> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = (await (await page.request.get('/api/pdf')).json()) as {
      status: string;
      url: string | null;
    };
    if (status.status === 'COMPLETED' && status.url) {
      const response = await page.request.get(status.url);
      expect(response.status()).toBe(200);
      return (await pdfText(await response.body())).replace(/\s+/g, '');
    }
    expect(status.status).not.toBe('FAILED');
    if (Date.now() > deadline) throw new Error(`the PDF copy is still ${status.status}`);
    await page.waitForTimeout(500);
  }
}

describe('a submission keeps its form', () => {
  it('prints and shows an undergraduate submission as undergraduate after FORM_VARIANT=transfer', async () => {
    const { server, browser } = e2e;
    const username = uniqueUsername('version');
    await createAccount(server, username);
    const student = await openPage(browser, server.url);
    await loginThroughApi(student.page, username);
    await saveSampleApplication(student.page);
    await submitThroughApi(student.page);
    await student.context.close();

    // The operator switches the variant and restarts the server.
    await server.whileStopped(async () => undefined, { FORM_VARIANT: 'transfer' });
    const { page, context, errors } = await openPage(browser, server.url);
    await loginThroughApi(page, username);

    await step(
      'the portal now runs the transfer variant',
      async () => {
        await page.goto('/completion');
        expect(await page.locator('meta[name="admissions-variant"]').getAttribute('content')).toBe(
          'transfer',
        );
      },
      page,
    );

    await step(
      'the PDF copy is the undergraduate application',
      async () => {
        const text = await copyText(page);
        expect(text).toContain(UNDERGRADUATE.replace(/\s+/g, ''));
        expect(text).not.toContain(TRANSFER.replace(/\s+/g, ''));
        expect(text).toContain(String(SAMPLE_APPLICATION.answers.last_name));
      },
      page,
    );
    await context.close();

    const service = await step('the CLI prints a service link', () =>
      serviceLink(server, username),
    );
    const viewer = await openPage(browser, server.url);
    await step(
      'the service view shows the undergraduate form',
      async () => {
        await viewer.page.goto(service);
        await expect(viewer.page.getByRole('heading', { name: UNDERGRADUATE })).toBeVisible();
        await expect(viewer.page.getByRole('heading', { name: TRANSFER })).toHaveCount(0);
        await expect(
          viewer.page.locator('main').getByText(String(SAMPLE_APPLICATION.answers.hs_name)).first(),
        ).toBeVisible();
      },
      viewer.page,
    );
    expect(errors).toEqual([]);
    expect(viewer.errors).toEqual([]);
    await viewer.context.close();
    // Its own budget: a server restart and a PDF copy made in Chromium (~25 s alone) took over
    // the suite's 120 s once inside a full portal-e2e run on two busy cores.
  }, 300_000);
});
