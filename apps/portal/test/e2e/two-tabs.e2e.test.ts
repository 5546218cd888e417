/**
 * Two tabs that agree (issue 27, item 5). Before: an edit in an older tab that happened to equal
 * that tab's stale copy was dropped (the diff sent nothing), yet the tab said "Your answers have
 * been saved" and kept showing its value, while the server held the other tab's. Now every edit is
 * sent with the revision it was based on; the stale tab is told, and shows the newer value. Tabs
 * of one browser follow each other's saves at once (BroadcastChannel).
 */
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import './harness/matchers.ts';
import { button, field, formPageReady } from './harness/portal.ts';
import { step } from './harness/steps.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();
const CHANGED_ELSEWHERE = 'Some of these answers were changed in another tab or window.';

describe('two tabs of one applicant', () => {
  it('tells a stale browser that its answer was changed elsewhere, and shows the newer one', async () => {
    const username = uniqueUsername('two-tabs');
    await createAccount(e2e.server, username);
    // Two browsers (two contexts, two sessions): nothing passes between them but the server.
    const a = await openPage(e2e.browser, e2e.server.url);
    const b = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(a.page, username);
    await loginThroughApi(b.page, username);
    expect((await a.page.request.put('/api/answer', { data: { first_name: 'Ann' } })).ok()).toBe(
      true,
    );
    for (const { page } of [a, b]) {
      await page.goto('/about');
      await formPageReady(page, 'About You');
      await expect(field(page, 'first_name')).toHaveValue('Ann');
    }

    await step(
      'the second browser saves Anna',
      async () => {
        await field(b.page, 'first_name').fill('Anna');
        await button(b.page, 'Save').click();
        await expect(
          b.page.locator('.portal-toast').filter({ hasText: 'Your answers have been saved' }),
        ).toBeVisible();
      },
      b.page,
    );

    await step(
      'the first browser edits Ann → Annie → Ann and saves: told, and shown Anna',
      async () => {
        await field(a.page, 'first_name').fill('Annie');
        await field(a.page, 'first_name').fill('Ann');
        await button(a.page, 'Save').click();
        await expect(
          a.page.locator('.portal-toast').filter({ hasText: CHANGED_ELSEWHERE }),
        ).toBeVisible();
        await expect(field(a.page, 'first_name')).toHaveValue('Anna');
        const profile = await (await a.page.request.get('/api/profile')).json();
        expect(profile.answer.first_name).toBe('Anna');
      },
      a.page,
    );
    await Promise.all([a.context.close(), b.context.close()]);
  });

  it('shows in one tab what another tab of the same browser saved, without a reload', async () => {
    const username = uniqueUsername('two-tabs-channel');
    await createAccount(e2e.server, username);
    const first = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(first.page, username);
    const second = await first.context.newPage();
    for (const page of [first.page, second]) {
      await page.goto('/about');
      await formPageReady(page, 'About You');
    }
    await field(first.page, 'last_name').fill('Lovelace');
    await button(first.page, 'Save').click();
    await expect(field(second, 'last_name')).toHaveValue('Lovelace');
    await first.context.close();
  });
});
