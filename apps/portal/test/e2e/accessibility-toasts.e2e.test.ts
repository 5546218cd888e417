/**
 * axe on the toasts (issue 7: "zero WCAG 2.2 AA violations … (error summary, dialogs, toasts)"):
 * an error toast on the login card and a success toast on a form page, at every width. A toast
 * closes after five seconds, so each width raises a fresh one.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { atEveryWidth } from './harness/axe.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { button, formPageReady, toast } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

describe('accessibility of toasts (axe, WCAG 2.2 AA)', () => {
  it('an error toast on the login card', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    const found = await atEveryWidth(page, '/login with an error toast', async () => {
      await page.getByLabel('Email address').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1');
      await button(page, 'Submit').click();
      await expect(toast(page, 'Login Card Error').first()).toBeVisible();
    });
    await context.close();
    expect(found).toEqual([]);
  });

  it('a success toast on a form page', async () => {
    const username = uniqueUsername('axe-toast');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    await page.goto('/about');
    await formPageReady(page, 'About You');
    const found = await atEveryWidth(page, '/about with a success toast', async () => {
      await button(page, 'Save').click();
      await expect(toast(page, 'Success Notification').first()).toBeVisible();
    });
    await context.close();
    expect(found).toEqual([]);
  });
});
