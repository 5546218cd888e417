/**
 * One fresh browser launch of the peer benchmark: every measure once, for every engine and the
 * plain-React baseline, in an order that turns with the launch number (so no engine always runs
 * first, or right after the heaviest one). run.ts repeats launches and takes medians of their
 * medians.
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { TypingOptions } from '../browser/measure-keystrokes.ts';
import { median, round } from '../browser/statistics.ts';
import { coldStart } from './cold.ts';
import {
  baselineOf,
  checkEquivalence,
  measureMounts,
  measureTyping,
  measureValidation,
  specOf,
  type BaselineSpec,
  type MountStats,
  type Subject,
} from './measure.ts';
import { othersCores, readCpu } from './load.ts';
import { measurePaint, type PaintStats } from './paint.ts';
import { measurePhoneValidation, type PhoneValidation } from './phone.ts';
import type { EngineId, EngineInfo, FormInfo, Verdict } from './src/api.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';

export const ENGINES: readonly EngineId[] = ['ours', 'rjsf', 'surveyjs', 'jsonforms'];
export const SUBJECTS: readonly Subject[] = [...ENGINES, 'baseline'];
/** The page's sizes, as multiples of the fields the sample shows on it. */
export const SCALES = [1, 3, 10] as const;
/** CPU slowdowns for keystroke → paint (1: the machine's speed). */
export const CPU_RATES = [1, 4] as const;

/** How much one launch samples (run.ts: the full run's or the quick mode's). */
export interface Sampling {
  readonly launches: number;
  readonly mounts: number;
  readonly warmupMounts: number;
  /** Mounts at the larger scales, where a peer's mount takes up to a second. */
  readonly scaledMounts: number;
  /** Rounds typed at each scale (the gap comes from `typingGapMs`). */
  readonly typing: TypingOptions;
  readonly scaledTyping: TypingOptions;
  /** The pause after each key at each scale (after the page has handled it: see run.ts). */
  readonly typingGapMs: Readonly<Record<number, number>>;
  readonly paintRounds: number;
  /** The pause after each key at each CPU rate, for the frame to be presented. */
  readonly paintGapMs: Readonly<Record<number, number>>;
  readonly coldLoads: number;
}

/** One subject at one scale in one launch: medians of its mounts and keystrokes. */
export interface SubjectRun {
  /** Setup + render → the mount's last commit. */
  readonly initialMs: number;
  /** {@link initialMs} minus the plain-React baseline's: the engine's own share of the mount. */
  readonly initialShareMs: number;
  /** Input event → commit: the engine's share of a keystroke. */
  readonly inputToCommitMs: number;
  readonly toCommitMs: number;
  /** What the mount created: components rendered and DOM nodes (the same in every launch). */
  readonly components: number;
  readonly domNodes: number;
}

export interface LaunchRecord {
  readonly loadAverage: number;
  readonly scales: Readonly<Record<string, Readonly<Record<Subject, SubjectRun>>>>;
  readonly paint: Readonly<Record<string, Readonly<Record<Subject, PaintStats>>>>;
  /** Navigation → first committed form, the median of this launch's cold loads. */
  readonly coldMs: Readonly<Record<Subject, number>>;
  readonly validationMs: Readonly<Record<EngineId, number>>;
  /** Whole-form validation at 4× CPU on a fresh page: the first (cold) and warm (phone.ts). */
  readonly phoneValidation: Readonly<Record<EngineId, PhoneValidation>>;
}

/** What a launch learns of the page beside its timings (the same in every launch). */
export interface LaunchInfo {
  readonly chromium: string;
  readonly isolated: boolean;
  readonly engines: readonly EngineInfo[];
  readonly forms: Readonly<Record<string, FormInfo>>;
  /** The mounts' details at scale 1 (components, DOM nodes…), from this launch. */
  readonly mounts: Readonly<Record<Subject, MountStats>>;
  readonly componentsPerKey: Readonly<Record<Subject, number>>;
  readonly validValidation: Readonly<Record<EngineId, boolean>>;
  readonly baseline: BaselineSpec;
  readonly coldControls: Readonly<Record<Subject, number>>;
  readonly equivalence?: { readonly answerSets: number; readonly differences: readonly Verdict[] };
}

/** `list` turned `by` places: launch n starts with the n-th subject. */
const turned = <T>(list: readonly T[], by: number) =>
  list.map((_, i) => list[(i + by) % list.length]!);

async function openPage(browser: Browser, url: string, problems: string[]): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  // An error while the page converts the forms would otherwise only show as a timeout.
  const failed = new Promise<never>((_, reject) =>
    page.on('pageerror', (error) => reject(new Error(`page error: ${error.message}`))),
  );
  failed.catch(() => undefined);
  await page.goto(url);
  await Promise.race([
    failed,
    page.waitForFunction(() => window.__peers?.ready === true, undefined, { timeout: 180_000 }),
  ]);
  return page;
}

/**
 * Launches Chromium, measures, closes it. `n` turns the order of subjects; the equivalence
 * check runs in the first launch only (it is not a timing).
 */
export async function runLaunch(
  url: string,
  n: number,
  sampling: Sampling,
  log: (line: string) => void,
): Promise<{ record: LaunchRecord; info: LaunchInfo; others: number }> {
  const loadAverage = round(loadavg()[0]!);
  const cpuBefore = readCpu();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const problems: string[] = [];
  try {
    const order = turned(SUBJECTS, n);
    const scales: Record<string, Record<Subject, SubjectRun>> = {};
    const forms: Record<string, FormInfo> = {};
    let first: Partial<LaunchInfo> = {};
    const paint: Record<string, Record<Subject, PaintStats>> = {};
    let validationMs = {} as Record<EngineId, number>;
    for (const scale of SCALES) {
      log(`  scale ${scale}×: loading and converting…`);
      const page = await openPage(browser, `${url}?scale=${scale}`, problems);
      forms[scale] = await page.evaluate(() => window.__peers.form);
      const baseline = await baselineOf(page);
      const big = scale > 1;
      log(`  scale ${scale}×: mounting, typing…`);
      const mounts = await measureMounts(page, order, baseline, {
        mounts: big ? sampling.scaledMounts : sampling.mounts,
        warmup: big ? 1 : sampling.warmupMounts,
      });
      const typing = await measureTyping(page, order, baseline, {
        ...(big ? sampling.scaledTyping : sampling.typing),
        gapMs: sampling.typingGapMs[scale],
      });
      const floor = mounts.baseline.initialMs.median;
      scales[scale] = Object.fromEntries(
        SUBJECTS.map((id) => [
          id,
          {
            initialMs: mounts[id].initialMs.median,
            initialShareMs: round(mounts[id].initialMs.median - floor),
            inputToCommitMs: typing[id].inputToCommitMs,
            toCommitMs: typing[id].toCommitMs.median,
            components: mounts[id].components,
            domNodes: mounts[id].domNodes,
          },
        ]),
      ) as Record<Subject, SubjectRun>;
      if (scale === 1) {
        const cdp = await page.context().newCDPSession(page);
        for (const rate of CPU_RATES) {
          log(`  scale 1×: keystroke → paint at ${rate}× CPU slowdown…`);
          const byRate = {} as Record<Subject, PaintStats>;
          for (const id of order)
            byRate[id] = await measurePaint(
              page,
              cdp,
              specOf(id, baseline),
              rate,
              sampling.paintRounds,
              sampling.paintGapMs[rate]!,
            );
          paint[rate] = byRate;
        }
        await cdp.detach();
        const validation = await measureValidation(page, ENGINES);
        validationMs = Object.fromEntries(
          ENGINES.map((id) => [id, validation[id].medianMs]),
        ) as Record<EngineId, number>;
        first = {
          chromium: browser.version(),
          isolated: await page.evaluate(() => window.__bench.isolated),
          engines: await page.evaluate(() => window.__peers.engines),
          mounts,
          componentsPerKey: Object.fromEntries(
            SUBJECTS.map((id) => [id, typing[id].componentsPerKeystroke.median]),
          ) as Record<Subject, number>,
          validValidation: Object.fromEntries(
            ENGINES.map((id) => [id, validation[id].valid]),
          ) as Record<EngineId, boolean>,
          baseline,
          ...(n === 0 ? { equivalence: await checkEquivalence(page) } : {}),
        };
      }
      await page.close();
    }
    log('  cold starts…');
    const cold = new Map<Subject, number[]>(SUBJECTS.map((id) => [id, []]));
    const coldControls = {} as Record<Subject, number>;
    for (let i = 0; i < sampling.coldLoads; i++)
      for (const id of turned(order, i)) {
        const start = await coldStart(browser, url, id, first.baseline!);
        cold.get(id)!.push(start.commitMs);
        coldControls[id] = start.controls;
      }
    log('  validation at 4× CPU…');
    const phoneValidation = await measurePhoneValidation(browser, url, turned(ENGINES, n), (b, u) =>
      openPage(b, u, problems),
    );
    if (problems.length) throw new Error(`the page reported errors:\n${problems.join('\n')}`);
    // Before the browser closes: its renderers are then still ours to count (load.ts).
    const others = round(othersCores(cpuBefore, readCpu()), 2);
    const coldMs = Object.fromEntries(SUBJECTS.map((id) => [id, median(cold.get(id)!)])) as Record<
      Subject,
      number
    >;
    return {
      others,
      record: { loadAverage, scales, paint, coldMs, validationMs, phoneValidation },
      info: { ...(first as LaunchInfo), forms, coldControls },
    };
  } finally {
    await browser.close();
  }
}
