/**
 * Inactivity means no activity (§4): an applicant who keeps typing is never logged out, even
 * when typing alone sends no request for longer than the timeout. The server's session must stay
 * alive as long as the portal's timer does (both follow SESSION_IDLE_MS, shortened here).
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { button, field, formPageReady, toast } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const IDLE_MS = 10_000;
const e2e = useE2E({ env: { SESSION_IDLE_MS: String(IDLE_MS) } });

describe('inactivity and an active applicant', () => {
  it('keeps an applicant who types for longer than the timeout logged in', async () => {
    const username = uniqueUsername('busy');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    await page.goto('/about');
    await formPageReady(page, 'About You');

    // Typing every two seconds for 1.3 timeouts: activity all along, but no request.
    const until = Date.now() + IDLE_MS * 1.3;
    while (Date.now() < until) {
      await field(page, 'middle_name').pressSequentially('ab');
      await page.waitForTimeout(2000);
    }
    await expect(page.getByRole('dialog', { name: 'Still working?' })).toHaveCount(0);
    await button(page, 'Save').click();
    await expect(toast(page, 'Success Notification')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });
});
