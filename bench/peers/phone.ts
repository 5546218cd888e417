/**
 * Whole-form validation on a phone (issue 30), with the CPU slowed 4× through the DevTools
 * protocol, a mid-range handset's speed; each measure on a fresh page (nothing of any engine's
 * validation loaded or compiled yet):
 *
 * - `firstMs`, as an applicant meets it: the engine's page is shown first (the mount at 4× too),
 *   the page left idle, then the first whole-form validation is timed. Whatever an engine does
 *   when its form shows counts as it would for an applicant: ours loads the check table's code
 *   and makes the checks while the page is idle (as `<Form>` and the portal do); rjsf compiles its
 *   schema on the first validation;
 * - `coldMs`, nothing shown first: the first validation loads the engine's validation code,
 *   compiles or makes its checks, and runs them;
 * - `warmMs`, the median of the runs after a warm-up, on the first page.
 */
import type { Browser, Page } from 'playwright-core';
import { median, round } from '../browser/statistics.ts';
import type { EngineId } from './src/api.ts';

export const PHONE_CPU_RATE = 4;
const WARMUP = 20;
const RUNS = 100;
/** How long the page is left after the form shows: an applicant reads before pressing Continue. */
const READING_MS = 1000;

/** One engine's validation at the phone's speed, ms. */
export interface PhoneValidation {
  readonly firstMs: number;
  readonly coldMs: number;
  readonly warmMs: number;
}

async function throttled(browser: Browser, url: string, open: Opener): Promise<Page> {
  const page = await open(browser, url);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_RATE });
  return page;
}

type Opener = (browser: Browser, url: string) => Promise<Page>;

export async function measurePhoneValidation(
  browser: Browser,
  url: string,
  ids: readonly EngineId[],
  openPage: Opener,
): Promise<Record<EngineId, PhoneValidation>> {
  const results = {} as Record<EngineId, PhoneValidation>;
  for (const id of ids) {
    const shown = await throttled(browser, url, openPage);
    await shown.evaluate((engine) => window.__peers.mount(engine, true), id);
    await shown.evaluate(
      (ms) =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), ms),
        ),
      READING_MS,
    );
    const timing = await shown.evaluate(
      ([engine, warmup, runs]) => window.__peers.validation(engine, warmup, runs),
      [id, WARMUP, RUNS] as const,
    );
    await shown.close();
    const fresh = await throttled(browser, url, openPage);
    const cold = await fresh.evaluate((engine) => window.__peers.validation(engine, 0, 0), id);
    await fresh.close();
    results[id] = {
      firstMs: round(timing.firstMs),
      coldMs: round(cold.firstMs),
      warmMs: round(median(timing.samplesMs)),
    };
  }
  return results;
}
