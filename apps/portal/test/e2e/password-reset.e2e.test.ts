/**
 * Forgot password → the e-mailed link → a new password → log in with it (§2 /forgot and /reset,
 * §7 forgot-password and reset-password), in the built portal against the real server. The old
 * password stops working.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { firstLink, outboxFiles, waitForMail } from './harness/outbox.ts';
import { button, formPageReady, logInThroughUi, toast, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const NEW_PASSWORD = 'Brand-New-Secret-7';

describe('forgot and reset password', () => {
  it('resets the password through the e-mailed link and logs in with the new one', async () => {
    const { server, browser } = e2e;
    const username = uniqueUsername('reset');
    await createAccount(server, username);
    const { page, context, errors } = await openPage(browser, server.url);

    const seen = await step(
      'asks for a reset link from the login card',
      async () => {
        await page.goto('/login');
        await page.getByRole('link', { name: 'Forgot password?' }).click();
        await waitForPath(page, '/forgot');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Forgot Password' }),
        ).toBeVisible();
        const before = await outboxFiles(server.dataDir);
        await page.getByLabel('Email address').fill(username);
        await button(page, 'Submit').click();
        await expect(page.locator('.auth-success-text')).toBeVisible();
        return before;
      },
      page,
    );

    await step(
      'follows the link and chooses a new password',
      async () => {
        const mail = await waitForMail(server.dataDir, { to: username, subject: 'Reset', seen });
        const link = new URL(firstLink(mail));
        expect(link.pathname).toBe('/reset');
        expect(link.searchParams.get('username')).toBe(username);
        await page.goto(link.toString());
        await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
        await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
        await button(page, 'Submit').click();
        await waitForPath(page, '/login');
        await expect(toast(page, 'Success Notification')).toBeVisible();
      },
      page,
    );

    await step(
      'the old password no longer works',
      async () => {
        await page.getByLabel('Email address').fill(username);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await button(page, 'Submit').click();
        await expect(toast(page, 'Login Card Error')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/login');
      },
      page,
    );

    await step(
      'logs in with the new password',
      async () => {
        await logInThroughUi(page, username, NEW_PASSWORD);
        await formPageReady(page, 'About You');
      },
      page,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
