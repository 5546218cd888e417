/**
 * The typing measurement: real key events from `page.keyboard` into a mounted page, recorded in
 * the page (src/keystrokes.ts) and summarised here.
 */
import type { Page } from 'playwright-core';
import { mountOnce } from './measure-mounts.ts';
import { KEY_GAP_MS, LETTERS, ROUNDS, WARMUP_ROUNDS } from './settings.ts';
import type { Keystroke, MountSpec } from './src/types.ts';
import { defined, median, quantile, round } from './statistics.ts';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** How much to type: the defaults are bench/browser's settings. */
export interface TypingOptions {
  readonly rounds?: number;
  readonly warmupRounds?: number;
  /** Pause after each key: longer where a keystroke takes longer (slow peers, CPU throttling). */
  readonly gapMs?: number;
}

/** Types `rounds` rounds of the letters then as many backspaces, the field keeping its length. */
export async function typeRounds(page: Page, rounds: number, gapMs = KEY_GAP_MS): Promise<void> {
  for (let r = 0; r < rounds; r++) {
    for (const letter of LETTERS) {
      await page.keyboard.press(letter);
      await pause(gapMs);
    }
    for (let i = 0; i < LETTERS.length; i++) {
      await page.keyboard.press('Backspace');
      await pause(gapMs);
    }
  }
}

export interface KeystrokeStats {
  readonly variant: string;
  readonly focused: string;
  readonly keystrokes: number;
  /** Keystrokes that produced no commit (should be 0). */
  readonly withoutCommit: number;
  readonly toCommitMs: { median: number; p95: number; max: number };
  readonly queueMs: number;
  readonly toInputMs: number;
  readonly inputToCommitMs: number;
  readonly commitsPerKeystroke: { median: number; max: number };
  readonly fieldComponentsPerKeystroke: { median: number; max: number };
  readonly componentsPerKeystroke: { median: number; max: number };
  /** What a keystroke with the median count re-rendered, in render order. */
  readonly typicalRendered: readonly string[];
  ratio?: number;
}

/** Mounts `spec`, types a warm-up round that is not counted, then the measured rounds. */
export async function measureKeystrokes(
  page: Page,
  variant: string,
  spec: MountSpec,
  options: TypingOptions = {},
): Promise<KeystrokeStats> {
  const { rounds = ROUNDS, warmupRounds = WARMUP_ROUNDS, gapMs = KEY_GAP_MS } = options;
  await mountOnce(page, spec, true);
  const focused = await page.evaluate((s) => window.__bench.focus(s), spec);
  await page.evaluate(() => window.__bench.startKeystrokes());
  await typeRounds(page, warmupRounds, gapMs);
  await page.evaluate(() => window.__bench.stopKeystrokes());
  await page.evaluate(() => window.__bench.startKeystrokes());
  await typeRounds(page, rounds, gapMs);
  const strokes: Keystroke[] = await page.evaluate(() => window.__bench.stopKeystrokes());
  await page.evaluate(() => window.__bench.unmount());

  const spread = (pick: (k: Keystroke) => number) => ({
    median: median(strokes.map(pick)),
    max: Math.max(...strokes.map(pick)),
  });
  const toCommit = defined(strokes.map((k) => k.toCommitMs));
  const fieldRenders = spread((k) => k.fieldComponents);
  const typical =
    strokes.find((k) => k.fieldComponents === fieldRenders.median && k.commits === 1) ?? strokes[0];
  return {
    variant,
    focused,
    keystrokes: strokes.length,
    withoutCommit: strokes.length - toCommit.length,
    toCommitMs: {
      median: round(median(toCommit)),
      p95: round(quantile(toCommit, 0.95)),
      max: round(Math.max(...toCommit)),
    },
    queueMs: round(median(strokes.map((k) => k.queueMs))),
    toInputMs: round(median(defined(strokes.map((k) => k.toInputMs)))),
    inputToCommitMs: round(median(defined(strokes.map((k) => k.inputToCommitMs)))),
    commitsPerKeystroke: spread((k) => k.commits),
    fieldComponentsPerKeystroke: fieldRenders,
    componentsPerKeystroke: spread((k) => k.components),
    typicalRendered: typical?.rendered ?? [],
  };
}
