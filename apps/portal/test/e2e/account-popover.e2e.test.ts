/**
 * The account popover in Chromium (issue 31): the browser's own popover (`popover="auto"`) with
 * the portal's hover timers — what jsdom only stands in for (test/setup.ts). In the top layer;
 * opened by hover (§9's delays) it leaves the focus where it was, by click the focus moves in;
 * Escape and a click outside (the browser's light dismiss) close it and give focus back; placed
 * 5px below its button, right-aligned (CSS anchor positioning), inside a 320px phone's viewport;
 * all within the server's Content-Security-Policy. Screenshots of it open at 390 and 1280 px go to
 * SCREENSHOTS_DIR when that is set.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './harness/browser.ts';
import { recordViolations } from './harness/csp.ts';
import './harness/matchers.ts';
import { button, formPageReady } from './harness/portal.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

const popover = (page: Page) => page.getByRole('dialog', { name: 'Account' });
const isOpen = (page: Page) =>
  page.evaluate(() => document.querySelector('[popover]')?.matches(':popover-open') ?? false);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** The button's and the (open) popover's boxes, and the viewport's width. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      const { top, right, bottom, left } = (element ?? document.body).getBoundingClientRect();
      return { top, right, bottom, left };
    };
    return {
      trigger: box(document.getElementById('portal-account-trigger')),
      popover: box(document.querySelector('[popover]')),
      width: document.documentElement.clientWidth,
    };
  });

/** The form page, with the popover's own code in (the stand-in does not open on hover). */
async function ready(page: Page): Promise<void> {
  await page.goto('/about');
  await formPageReady(page, 'About You');
  await button(page, 'Account').click();
  await expect(popover(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover(page)).toHaveCount(0);
  await page.mouse.move(10, 700);
}

describe('the account popover', () => {
  it('opens by click with focus in, in the top layer, 5px below its button and right-aligned', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    const violations = await recordViolations(page);
    await ready(page);
    const trigger = button(page, 'Account');
    await trigger.click();
    await expect(popover(page)).toBeVisible();
    expect(await isOpen(page)).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await trigger.getAttribute('aria-controls')).toBe(
      await popover(page).getAttribute('id'),
    );
    expect(await focused(page)).toBe('Sign In');
    // Chromium places it by anchor positioning (the script's fallback is tested in jsdom).
    expect(await page.evaluate(() => CSS.supports('position-anchor', '--a'))).toBe(true);
    const { trigger: button_, popover: box } = await boxes(page);
    expect(box.top - button_.bottom).toBeCloseTo(5, 0);
    expect(box.right).toBeCloseTo(button_.right, 0);
    // On top of everything: the point under its Close button is the popover's.
    expect(
      await page.evaluate(() => {
        const close = document.querySelector('.portal-account-close')!.getBoundingClientRect();
        const hit = document.elementFromPoint(close.x + 4, close.y + 4);
        return hit?.closest('[popover]') !== null;
      }),
    ).toBe(true);
    if (process.env.SCREENSHOTS_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/account-popover-1280.png` });

    // Escape: closed, focus back on the button.
    await page.keyboard.press('Escape');
    await expect(popover(page)).toHaveCount(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    // A click outside (on the page's text): closed, focus back on the button.
    await trigger.click();
    await expect(popover(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(popover(page)).toHaveCount(0);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);

    // A click on its button closes it (the light dismiss of the press does not reopen it).
    await trigger.click();
    await expect(popover(page)).toBeVisible();
    await trigger.click();
    await expect(popover(page)).toHaveCount(0);
    await page.waitForTimeout(400);
    await expect(popover(page)).toHaveCount(0);

    expect(violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on hover after its delay without taking focus, stays while the pointer crosses into it, closes when it leaves', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url);
    await ready(page);
    // Long past the skip delay of the close above.
    await page.waitForTimeout(400);
    await page.locator('main input[type="text"]').first().focus();
    const { trigger } = await boxes(page);
    await page.mouse.move(trigger.left + 10, trigger.top + 10);
    await page.waitForTimeout(100);
    expect(await isOpen(page)).toBe(false);
    await expect(popover(page)).toBeVisible();
    // The focus stayed in the field.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');

    // Down across the 5px gap into the popover, slowly: it stays open.
    const { popover: box } = await boxes(page);
    await page.mouse.move(box.right - 20, box.top + 20, { steps: 10 });
    await page.waitForTimeout(500);
    expect(await isOpen(page)).toBe(true);

    // Away: closed after the close delay.
    await page.mouse.move(10, 700);
    await expect(popover(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays inside the viewport of a 320px phone, and at 390px', async () => {
    for (const width of [320, 390]) {
      const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { width });
      await ready(page);
      await button(page, 'Account').click();
      await expect(popover(page)).toBeVisible();
      const { trigger, popover: box, width: viewport } = await boxes(page);
      expect(box.left, `${width}px`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${width}px`).toBeLessThanOrEqual(viewport);
      expect(box.top - trigger.bottom, `${width}px`).toBeCloseTo(5, 0);
      if (process.env.SCREENSHOTS_DIR)
        await page.screenshot({
          path: `${process.env.SCREENSHOTS_DIR}/account-popover-${width}.png`,
        });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
