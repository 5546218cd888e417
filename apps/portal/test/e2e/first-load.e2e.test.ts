/**
 * The first load (issue 18): the form page renders without the code of dialogs, the account
 * popover, the idle timer and the address look-up, which load once it has rendered; what the
 * applicant reaches for first still works at once: the Account button clicked the moment the page
 * appears opens its popover, and the footer's dialog (the native one, modal) opens, keeps focus
 * from the page behind, closes on Escape and on the backdrop, and gives focus back.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from './harness/browser.ts';
import { recordViolations } from './harness/csp.ts';
import './harness/matchers.ts';
import { formPageReady } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

/** Chunks that must not hold up the first render (their names come from their modules). */
const DEFERRED = /account-menu|idle-timer-guard|autocomplete-widget/;

describe('the first load', () => {
  it('renders the form before the deferred code loads, and the Account button works at once', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    const violations = await recordViolations(page);
    // When the heading entered the DOM, taken in the page before any script runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById('page-title')) return;
        (window as { __rendered?: number }).__rendered = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/about');
    // Clicked as soon as the button exists: the stand-in remembers the click.
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await formPageReady(page, 'About You');

    // The inactivity guard asks for its code when the browser is idle (nobody needs it in the
    // first minutes): wait for that request, then read every deferred one.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /idle-timer-guard-/.test(entry.name)),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    const { rendered, chunks } = await page.evaluate((pattern) => {
      const deferred = new RegExp(pattern);
      return {
        rendered: (window as { __rendered?: number }).__rendered!,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => deferred.test(entry.name))
          .map((entry) => ({
            name: entry.name.replace(/.*\/assets\//, ''),
            start: entry.startTime,
          })),
      };
    }, DEFERRED.source);
    expect(chunks.map((chunk) => chunk.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^account-menu-/),
        expect.stringMatching(/^idle-timer-guard-/),
      ]),
    );
    // Requested only once the page had rendered (the effects after its commit, or idle time).
    for (const chunk of chunks) expect(chunk.start, chunk.name).toBeGreaterThanOrEqual(rendered);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    const help = page.getByRole('button', { name: 'Technical Help' });
    await help.click();
    const dialog = page.getByRole('dialog', { name: 'Technical Help' });
    await expect(dialog).toBeVisible();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // The native modal dialog (issue 31): in the top layer, focus on its Close button, the page
    // behind inert — Tab never reaches it, a click there reaches nothing — and not scrolling.
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const behind = await page.evaluate(
        () =>
          document.activeElement !== document.body &&
          !document.activeElement?.closest('dialog[open]'),
      );
      expect(behind, `Tab ${i + 1} reached the page behind the dialog`).toBe(false);
    }
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(
      await page.evaluate(() => document.elementFromPoint(2, 2)?.closest('dialog') !== null),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await help.evaluate((element) => element === document.activeElement)).toBe(true);
    // A click on the backdrop closes it too, and gives focus back.
    await help.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(2, 2);
    await expect(dialog).toHaveCount(0);
    expect(await help.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(violations()).toEqual([]);
    await context.close();
  });
});
