/**
 * Inactivity (§4, §9) with the timeout shortened through the server (SESSION_IDLE_MS, which the
 * portal's timer follows; the warning comes at half of it when that is under a minute): the
 * "Still working?" dialog appears, "Continue working" keeps the applicant in, and doing nothing
 * ends at /login with the inactivity message.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { axeViolations, describeViolations } from './harness/axe.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { button, formPageReady, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

/** Long enough for the page to load and for one accessibility check inside the warning. */
const IDLE_MS = 14_000;
const e2e = useE2E({ env: { SESSION_IDLE_MS: String(IDLE_MS) } });

describe('inactivity', () => {
  it('warns with "Still working?", then logs out with the inactivity message', async () => {
    const { server, browser } = e2e;
    const username = uniqueUsername('idle');
    await createAccount(server, username);
    const { page, context, errors } = await openPage(browser, server.url);
    await loginThroughApi(page, username);
    await page.goto('/about');
    await formPageReady(page, 'About You');
    const dialog = page.getByRole('dialog', { name: 'Still working?' });

    await step(
      'the warning comes, and is accessible',
      async () => {
        await expect(dialog).toBeVisible({ timeout: IDLE_MS });
        expect(describeViolations('"Still working?"', await axeViolations(page))).toEqual([]);
      },
      page,
    );

    await step(
      '"Continue working" keeps the session',
      async () => {
        await button(page, 'Continue working').click();
        await expect(dialog).toHaveCount(0);
        expect(new URL(page.url()).pathname).toBe('/about');
      },
      page,
    );

    await step(
      'doing nothing logs out',
      async () => {
        await expect(dialog).toBeVisible({ timeout: IDLE_MS });
        await waitForPath(page, '/login', { timeout: IDLE_MS });
        await expect(
          page.getByText('You have been automatically logged out due to inactivity.'),
        ).toBeVisible();
        // The server agrees: the session is gone.
        expect((await page.request.get('/api/profile')).status()).toBe(401);
      },
      page,
    );

    expect(errors).toEqual([]);
    await context.close();
  });
});
