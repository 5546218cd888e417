/**
 * Pages by address (issue 27): a form page opened by its URL (a bookmark, an e-mailed link, a
 * reload while another tab moved on) stays open; the stored last page is where the portal starts
 * only when no page is asked for (the site's root, sent to the default route).
 *
 * "Another tab" is the API with the page's cookies: it moves the stored last page on.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { formPageReady, waitForPath } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

/** What another tab of the same applicant does when it moves on to a page. */
async function anotherTabMovesTo(page: Page, path: string): Promise<void> {
  const response = await page.request.put('/api/last-page', { data: { last_page: path } });
  expect(response.status()).toBe(200);
}

/**
 * Opens `path` (by `goto` or a reload) and waits until the portal has loaded the profile and
 * saved the page it shows as the last page: the moment the old code jumped away.
 */
async function openAndSettle(page: Page, path: string, open: () => Promise<unknown>) {
  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/last-page') && r.method() === 'PUT',
  );
  await open();
  expect((await saved).postDataJSON()).toEqual({ last_page: path });
  // Anything that would still move the page happens within the same render: give it a second.
  await page.waitForTimeout(1000);
}

describe('pages by address', () => {
  it('keeps a page opened by its URL, and on reload, while the stored last page is elsewhere', async () => {
    const username = uniqueUsername('address');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    await anotherTabMovesTo(page, '/final-steps');

    await step(
      'opened by its URL, /education stays',
      async () => {
        await openAndSettle(page, '/education', () => page.goto('/education'));
        await formPageReady(page, 'Your Education');
        expect(new URL(page.url()).pathname).toBe('/education');
      },
      page,
    );

    await step(
      'reloaded after another tab moved on, /education stays',
      async () => {
        await anotherTabMovesTo(page, '/final-steps');
        await openAndSettle(page, '/education', () => page.reload());
        await formPageReady(page, 'Your Education');
        expect(new URL(page.url()).pathname).toBe('/education');
      },
      page,
    );

    await step(
      'with no page asked for (the root), the portal starts at the stored last page',
      async () => {
        await anotherTabMovesTo(page, '/final-steps');
        await page.goto('/');
        await waitForPath(page, '/final-steps');
        await formPageReady(page, 'Final Steps');
      },
      page,
    );
    await context.close();
  });
});
