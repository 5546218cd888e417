/**
 * Whole-form validation on a phone (issue 30): for each engine a fresh page (nothing of its
 * validation loaded or compiled yet) with the CPU slowed 4× through the DevTools protocol, a mid-
 * range handset's speed. The first validation is the cold one — loading the engine's validation
 * code, compiling or building its checks, running them — and the warm figure the median of the
 * runs after a warm-up, on the same page.
 */
import type { Browser, Page } from 'playwright-core';
import { median, round } from '../browser/statistics.ts';
import type { EngineId } from './src/api.ts';

export const PHONE_CPU_RATE = 4;
const WARMUP = 20;
const RUNS = 100;

/** One engine's validation at the phone's speed, ms. */
export interface PhoneValidation {
  readonly firstMs: number;
  readonly warmMs: number;
}

export async function measurePhoneValidation(
  browser: Browser,
  url: string,
  ids: readonly EngineId[],
  openPage: (browser: Browser, url: string) => Promise<Page>,
): Promise<Record<EngineId, PhoneValidation>> {
  const results = {} as Record<EngineId, PhoneValidation>;
  for (const id of ids) {
    const page = await openPage(browser, url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_RATE });
    const timing = await page.evaluate(
      ([engine, warmup, runs]) => window.__peers.validation(engine, warmup, runs),
      [id, WARMUP, RUNS] as const,
    );
    results[id] = { firstMs: round(timing.firstMs), warmMs: round(median(timing.samplesMs)) };
    await page.close();
  }
  return results;
}
