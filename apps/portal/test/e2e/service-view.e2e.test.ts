/**
 * The service view (§1, §6): the service-token CLI prints a link, and a browser with no session
 * opening it sees the student's stored answers as the printable read-only form, with none of the
 * interactive chrome (no banner, popover, step navigation, buttons, fields or footer), and no
 * accessibility violations (axe, WCAG 2.2 AA) at any of the four widths.
 */
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginThroughApi,
  saveSampleApplication,
  serviceLink,
  uniqueUsername,
} from './harness/accounts.ts';
import { atEveryWidth } from './harness/axe.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const { answers } = SAMPLE_APPLICATION;

describe('the service view', () => {
  it("renders a student's answers read-only from a service link", async () => {
    const { server, browser } = e2e;
    const username = uniqueUsername('service');
    await createAccount(server, username);
    const student = await openPage(browser, server.url);
    await loginThroughApi(student.page, username);
    await saveSampleApplication(student.page);
    await student.context.close();

    const link = await step('the CLI prints a link', () => serviceLink(server, username));
    expect(link.startsWith(`${server.url}/?service_token=`)).toBe(true);

    // A fresh browser context: the token alone opens the view, no session is involved.
    const { page, context, errors } = await openPage(browser, server.url);
    await step(
      'the printable form shows the answers',
      async () => {
        await page.goto(link);
        await expect(page.locator('.fe-printable')).toBeVisible();
        const content = page.locator('main');
        await expect(content.getByText(String(answers.last_name)).first()).toBeVisible();
        await expect(content.getByText(String(answers.hs_name)).first()).toBeVisible();
        await expect(
          page.getByRole('heading', { name: 'Undergraduate Application for Admission' }),
        ).toBeVisible();
        // The header block names the partner and the applicant, as the PDF copy's does.
        const header = page.locator('.fe-printable-header');
        await expect(header.getByText('Example State University')).toBeVisible();
        await expect(
          header.getByText(`${String(answers.first_name)} ${String(answers.last_name)}`),
        ).toBeVisible();
      },
      page,
    );

    await step(
      'nothing on it can be operated',
      async () => {
        const interactive = page.locator(
          'input, select, textarea, button, nav, footer, [role="tab"], [contenteditable="true"]',
        );
        expect(await interactive.evaluateAll((all) => all.map((e) => e.outerHTML))).toEqual([]);
        // No links to other pages either (the banner's log-in invitation, the footer's dialogs).
        expect(await page.getByRole('link').count()).toBe(0);
      },
      page,
    );

    await step(
      'it has no accessibility violations at any width',
      async () => expect(await atEveryWidth(page, 'the service view')).toEqual([]),
      page,
    );

    await step(
      'the plain-text rendering names the student too',
      async () => {
        await page.goto(`${link}&format=text`);
        await expect(page.locator('pre')).toBeVisible();
        expect(await page.locator('pre').textContent()).toContain(String(answers.first_name));
      },
      page,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
