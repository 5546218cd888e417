/**
 * Fresh page loads: every sample is a new browser context (no HTTP or code cache shared with the
 * previous load), a new page and a navigation to one of the built pages, which measures itself
 * and hands its sample back through `window.__aot`.
 */
import type { Browser } from 'playwright-core';
import { median, round } from '../browser/statistics.ts';
import type { PageName } from './vite.config.ts';
import type { MountSample, PageInput, ValidationSample } from './src/types.ts';

/** Counted loads per variant (`AOT_LOADS` overrides), after one warm-up round not counted. */
export const LOADS = Number(process.env.AOT_LOADS ?? 9);
export const WARMUP_LOADS = 1;

/** Loads `name` once with `input` and returns what it measured; the page's errors fail it. */
export async function loadOnce<T extends MountSample | ValidationSample>(
  browser: Browser,
  url: string,
  name: PageName,
  input: PageInput,
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // Before the page's scripts: the seed is there already, as if the server had inlined it.
    await context.addInitScript((given) => (window.__aotInput = given), input);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    await page.goto(`${url}${name}.html`);
    await page.waitForFunction(() => window.__aot !== undefined, undefined, { timeout: 60_000 });
    const outcome = await page.evaluate(() => window.__aot!);
    if ('error' in outcome) problems.push(outcome.error);
    if (problems.length) throw new Error(`${name}.html: ${problems.join('\n')}`);
    return (outcome as { sample: T }).sample;
  } finally {
    await context.close();
  }
}

/** A variant: a label, the page that measures it and what the page is given. */
export interface Variant {
  readonly label: string;
  readonly page: PageName;
  readonly input: PageInput;
}

/**
 * {@link LOADS} samples of every variant, interleaved: each round loads every variant once, in
 * an order that turns each round, so drift in the machine's speed touches all of them alike.
 */
export async function sampleVariants<T extends MountSample | ValidationSample>(
  browser: Browser,
  url: string,
  variants: readonly Variant[],
): Promise<T[][]> {
  const samples = variants.map(() => [] as T[]);
  for (let round = 0; round < WARMUP_LOADS + LOADS; round++)
    for (let j = 0; j < variants.length; j++) {
      const v = (round + j) % variants.length;
      const { page, input } = variants[v]!;
      const sample = await loadOnce<T>(browser, url, page, input);
      if (round >= WARMUP_LOADS) samples[v]!.push(sample);
    }
  return samples;
}

/** Median and range of samples, rounded for reading. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

export const spread = (values: readonly number[]): Spread => ({
  median: round(median(values)),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
});
