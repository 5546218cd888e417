/**
 * The first page as HTML (issue 30): a visitor's form page arrives rendered, its fields usable
 * before any script runs, and hydration loses nothing typed, chosen or focused meanwhile. The
 * portal's scripts are held back (2 s at least, and until the visitor has typed, ticked, chosen
 * and moved the caret) while a visitor types at human speed, before, during and after hydration;
 * a logged-in applicant's page is never the visitor's markup.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { recordViolations } from './harness/csp.ts';
import './harness/matchers.ts';
import { formPageReady } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

const SCRIPT_DELAY_MS = 2_000;
/** Between keys, as a person types (about 100 words a minute at the fast end). */
const KEY_DELAY_MS = 110;
const GUEST_ANSWERS = 'admissions.guest-answers';

const storedGuestAnswers = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as object, GUEST_ANSWERS);

describe('the first page as HTML', () => {
  it('sends a visitor the page rendered, and keeps everything typed before and after hydration', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { width: 480 });
    const violations = await recordViolations(page);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Every script of the portal held back at least 2 s, and until the visitor has typed: the
    // page is what the HTML and CSS make of it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const heldAtLeast = new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    let firstScriptAt = Infinity;
    await page.route('**/assets/*.js', async (route) => {
      await Promise.all([released, heldAtLeast]);
      firstScriptAt = Math.min(firstScriptAt, Date.now());
      // A request of the page the reload below replaced is gone by now.
      await route.continue().catch(() => undefined);
    });

    await page.goto('/about', { waitUntil: 'commit' });
    const first = page.locator('#first_name');
    await first.click();
    await page.keyboard.type('Marguerite', { delay: KEY_DELAY_MS });
    await page.locator('#gender').selectOption('F');
    await page.locator('#race_asian').check();
    await page.locator('#mailing_addr_same_as_perm_addr').check();
    await page.locator('#last_name').click();
    await page.keyboard.type('Okonkwo-Smith', { delay: KEY_DELAY_MS });
    // The caret put two letters back before any script has run.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(firstScriptAt).toBe(Infinity);
    release();
    // Typing on while the scripts arrive and hydrate the page, then after.
    await page.keyboard.type('XY', { delay: KEY_DELAY_MS });
    await expect
      .poll(() => storedGuestAnswers(page), { timeout: 20_000 })
      .toMatchObject({ first_name: 'Marguerite' });
    expect(Date.now()).toBeGreaterThan(firstScriptAt);
    await page.keyboard.type('Z', { delay: KEY_DELAY_MS });

    await expect(page.locator('#last_name')).toHaveValue('Okonkwo-SmiXYZth');
    await expect
      .poll(() => storedGuestAnswers(page))
      .toMatchObject({
        first_name: 'Marguerite',
        last_name: 'Okonkwo-SmiXYZth',
        gender: 'F',
        gender_desc: 'Female',
        race_asian: true,
        mailing_addr_same_as_perm_addr: 'Y',
      });
    await expect(first).toHaveValue('Marguerite');
    await expect(page.locator('#gender')).toHaveValue('F');
    expect(await page.locator('#race_asian').isChecked()).toBe(true);

    // A reload brings the stored answers back into the prerendered page.
    await page.unroute('**/assets/*.js');
    await page.reload();
    await expect(page.locator('#last_name')).toHaveValue('Okonkwo-SmiXYZth');
    await expect(page.locator('#gender')).toHaveValue('F');

    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations()).toEqual([]);
    await context.close();
  });

  it('looks the same before its scripts run and once hydrated, at a phone width and a desktop one', async () => {
    for (const width of [480, 1280]) {
      const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { width });
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      });
      // Parsed (module scripts hold DOMContentLoaded back, so not that).
      await page.goto('/about', { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      const before = await page.screenshot({ fullPage: true });
      release();
      // Hydrated: the field is React's (its props are on the element).
      await page.waitForFunction(() => {
        const field = document.getElementById('first_name');
        return field && Object.keys(field).some((key) => key.startsWith('__reactProps'));
      });
      await page.waitForLoadState('networkidle');
      const after = await page.screenshot({ fullPage: true });
      expect(after.equals(before), `${width} px: the page changed at hydration`).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('sends the markup to visitors only: not to a logged-in applicant, nor the service view', async () => {
    const visitor = await (await fetch(`${e2e.server.url}/about`)).text();
    expect(visitor).toMatch(/<div id="root" data-prerendered="">.*id="first_name"/s);
    const service = await (await fetch(`${e2e.server.url}/about?service_token=x`)).text();
    expect(service).toContain('<div id="root"></div>');

    const username = uniqueUsername('prerender');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    const response = await page.request.get('/about');
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers()['vary']).toMatch(/cookie/i);
    await page.goto('/about');
    await formPageReady(page, 'About You');
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    await context.close();
  });
});
