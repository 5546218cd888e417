/**
 * Render benchmark of the form engine in real Chromium: builds bench/browser with Vite
 * (production mode, React's production build), serves it on 127.0.0.1 and drives it with
 * playwright-core. For the largest page of the partner's undergraduate form and of the 633-field
 * bench definition it measures
 *
 * - the initial render: createRoot().render → commit, median of fresh mounts, with every block at
 *   its maximum and every field answered ("full"), and as a new applicant sees it ("empty");
 * - typing in an unconditioned text field: the field components and all components each
 *   keystroke re-renders (target: 1 field), and keydown → commit (target: < 4 ms), over real key
 *   events from `page.keyboard`.
 *
 * Machines here are noisy, so each figure has a baseline from the same run: a plain React list
 * of as many controlled `<input>`s as the engine rendered controls, mounted and typed in the
 * same way. A second mount baseline has the page's own controls (its selects with all their
 * options), which tells the engine's cost from the cost of the DOM it has to create. Prints the
 * tables and writes bench/browser/results.json (formatted with the repository's prettier).
 *
 * Run with `npm run bench:browser` (or `node --import tsx bench/browser/run.ts`) from the root.
 *
 * This file runs the steps in order; the page is src/main.tsx, the measuring is in
 * measure-mounts.ts and measure-keystrokes.ts, and the tables and results.json in report.ts.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { measureKeystrokes } from './measure-keystrokes.ts';
import { measureMounts } from './measure-mounts.ts';
import {
  printKeystrokes,
  printMounts,
  printSummary,
  writeResults,
  type Summary,
} from './report.ts';
import { serve } from './server.ts';
import { LETTERS, MOUNTS, ROUNDS } from './settings.ts';
import type { CaseInfo } from './src/types.ts';
import { round } from './statistics.ts';
import { allTargetsMet, targetsOf, type CaseResult } from './targets.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const resultsFile = join(here, 'results.json');

async function buildPage(): Promise<void> {
  await build({ configFile: join(here, 'vite.config.ts'), mode: 'production' });
}

interface OpenedPage {
  readonly page: Page;
  /** Errors the page reported; the run fails on them, but only once the tables are printed. */
  readonly problems: string[];
  readonly cases: readonly CaseInfo[];
  readonly isolated: boolean;
}

/** Opens the page and waits until it has compiled its cases (which can take a while). */
async function openPage(browser: Browser, url: string): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(url);
  await page.waitForFunction(() => window.__bench?.ready === true, undefined, {
    timeout: 60_000,
  });
  const cases: readonly CaseInfo[] = await page.evaluate(() => window.__bench.cases);
  const isolated = await page.evaluate(() => window.__bench.isolated);
  return { page, problems, cases, isolated };
}

/** Mounts, then typing (engine, then baseline), printing each table as soon as it is measured. */
async function measureCase(page: Page, info: CaseInfo): Promise<CaseResult> {
  const mounts = await measureMounts(page, info);
  printMounts(info, mounts);
  // Typing is measured on the full page, the heavier of the two seeds.
  const full = (variant: string) => mounts.find((m) => m.variant === `${variant}, full`)!.spec;
  const keystrokes = [
    await measureKeystrokes(page, 'engine', full('engine')),
    await measureKeystrokes(page, 'baseline: inputs', full('baseline: inputs')),
  ];
  keystrokes[0]!.ratio = round(keystrokes[0]!.toCommitMs.median / keystrokes[1]!.toCommitMs.median);
  printKeystrokes(info, keystrokes);
  return { ...info, mounts, keystrokes, targets: targetsOf(keystrokes[0]!) };
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadBefore = loadavg();
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: apt-get update && apt-get install -y chromium`);

  await buildPage();
  const built = performance.now();
  const { server, url } = await serve(resolve(dist));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const { page, problems, cases, isolated } = await openPage(browser, url);
    const results: CaseResult[] = [];
    for (const info of cases) results.push(await measureCase(page, info));
    if (problems.length) throw new Error(`the page reported errors:\n${problems.join('\n')}`);

    const finished = performance.now();
    const summary: Summary = {
      benchmark: 'form-engine render in Chromium',
      date: new Date().toISOString(),
      chromium: browser.version(),
      node: process.version,
      cpu: cpus()[0]?.model,
      cores: cpus().length,
      loadAverage: {
        before: loadBefore.map((l) => round(l)),
        after: loadavg().map((l) => round(l)),
      },
      react: 'production build',
      timerResolutionUs: isolated ? 5 : 100,
      mounts: MOUNTS,
      keystrokes: ROUNDS * LETTERS.length * 2,
      durationS: {
        build: round((built - started) / 1000),
        total: round((finished - started) / 1000),
      },
      allTargetsMet: allTargetsMet(results),
      cases: results,
    };
    printSummary(summary);
    await writeResults(resultsFile, summary);
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
