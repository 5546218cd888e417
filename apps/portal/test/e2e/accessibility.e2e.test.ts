/**
 * axe-core against WCAG 2.0/2.1/2.2 A and AA on every route and state of the built portal
 * (issue 7: "zero violations on every route and state (error summary, dialogs, toasts) at widths
 * 1280, 900, 675 and 480 px"): the auth cards (also with errors), each form page as a guest and
 * logged in, the Technical Help and Privacy dialogs, the account popover, the error summary with
 * field errors and the completion page. ("Still working?" is checked in the inactivity spec, the
 * service view in its own spec, toasts in accessibility-toasts.e2e.test.ts.)
 *
 * Each state is set up once and checked at the four widths by resizing. Also takes the README's
 * screenshot of the application page (written to docs/images when UPDATE_SCREENSHOTS is set).
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createAccount,
  loginThroughApi,
  saveSampleApplication,
  submitThroughApi,
  uniqueUsername,
} from './harness/accounts.ts';
import { atEveryWidth } from './harness/axe.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { ROOT } from './harness/paths.ts';
import { button, formPageReady, goToStep, waitForPath } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

const FORM_PAGES = [
  { path: '/about', title: 'About You' },
  { path: '/education', title: 'Your Education' },
  { path: '/final-steps', title: 'Final Steps' },
] as const;

const authHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('auth screens, also with errors', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const found: string[] = [];
    for (const [path, title] of [
      ['/login', 'Log In'],
      ['/signup', 'Sign Up'],
      ['/confirm', 'Confirm Your Account'],
      ['/forgot', 'Forgot Password'],
      ['/reset?username=someone%40example.com&id=not-a-real-id', 'Reset Password'],
    ] as const) {
      await page.goto(path);
      await authHeading(page, title);
      found.push(...(await atEveryWidth(page, path)));
    }

    await page.goto('/signup');
    await authHeading(page, 'Sign Up');
    await page.getByLabel('Email address').fill('not an address');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await button(page, 'Submit').click();
    await expect(page.locator('.auth-field-error').first()).toBeVisible();
    found.push(...(await atEveryWidth(page, '/signup with errors')));

    await context.close();
    expect(found).toEqual([]);
  });

  it('form pages as a guest, the dialogs and the account popover', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const found: string[] = [];
    for (const { path, title } of FORM_PAGES) {
      await page.goto(path);
      await formPageReady(page, title);
      found.push(...(await atEveryWidth(page, `${path} (guest)`)));
    }
    for (const name of ['Technical Help', 'Privacy Policy and Cookie Notice']) {
      await button(page, name).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      found.push(...(await atEveryWidth(page, `the ${name} dialog`)));
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    await button(page, 'Account').click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    found.push(...(await atEveryWidth(page, 'the account popover (guest)')));
    await context.close();
    expect(found).toEqual([]);
  });

  it('form pages logged in and the account popover; the README screenshot', async () => {
    const username = uniqueUsername('axe');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    await saveSampleApplication(page);
    await page.goto('/about');
    await formPageReady(page, 'About You');
    // The screenshot first, while the first-login welcome banner shows (§4: until a page change).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const screenshot = await page.screenshot();
    expect(screenshot.length).toBeGreaterThan(10_000);
    if (process.env.UPDATE_SCREENSHOTS) {
      await mkdir(`${ROOT}docs/images`, { recursive: true });
      await page.screenshot({ path: `${ROOT}docs/images/application-page.png` });
    }
    const found = await atEveryWidth(page, '/about (logged in, welcome banner)');
    for (const { path, title } of FORM_PAGES) {
      await goToStep(page, title);
      found.push(...(await atEveryWidth(page, `${path} (logged in)`)));
    }

    await goToStep(page, 'About You');
    await button(page, 'Account').click();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    found.push(...(await atEveryWidth(page, 'the account popover (logged in)')));
    await context.close();
    expect(found).toEqual([]);
  });

  it('the error summary and field errors after an incomplete submission', async () => {
    const username = uniqueUsername('axe-errors');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url, {});
    await loginThroughApi(page, username);
    await page.goto('/final-steps');
    await formPageReady(page, 'Final Steps');
    await button(page, 'Submit').click();
    await waitForPath(page, '/about');
    const summary = page.getByRole('alert').filter({ hasText: "We're missing some information!" });
    await expect(summary).toBeVisible();
    const found = await atEveryWidth(page, '/about with the error summary');
    await goToStep(page, 'Final Steps');
    await expect(page.locator('.fe-error-message').first()).toBeVisible();
    found.push(...(await atEveryWidth(page, '/final-steps with field errors')));
    await context.close();
    expect(found).toEqual([]);
  });

  it('the completion page', async () => {
    const username = uniqueUsername('axe-done');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    await saveSampleApplication(page);
    await submitThroughApi(page);
    await page.goto('/');
    await waitForPath(page, '/completion');
    await page
      .getByRole('heading', { level: 1, name: 'Your application was successfully submitted.' })
      .waitFor();
    const found = await atEveryWidth(page, '/completion');
    await context.close();
    expect(found).toEqual([]);
  });
});
