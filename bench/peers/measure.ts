/**
 * The measuring, run from Node against the page: fresh mounts of each engine in rotation,
 * typing through bench/browser's own keystroke measurement, and validation timings. Samples are
 * summarised here; the page (src/main.tsx) takes them.
 */
import type { Page } from 'playwright-core';
import {
  measureKeystrokes,
  type KeystrokeStats,
  type TypingOptions,
} from '../browser/measure-keystrokes.ts';
import { median, quantile, round } from '../browser/statistics.ts';
import type { MountSpec } from '../browser/src/types.ts';
import type { EngineId, PeerMount, ValidationTiming, Verdict } from './src/api.ts';

/** What is mounted and typed in: an engine, or the plain-React baseline of the same controls. */
export type Subject = EngineId | 'baseline';
export type BaselineSpec = Extract<MountSpec, { kind: 'baseline' }>;

/** Validations of the sample timed per engine, after warm-up runs that are not counted. */
export const VALIDATIONS = 40;
export const WARMUP_VALIDATIONS = 5;

export interface MountStats {
  readonly samples: number;
  /** The initial render: setup + render → the mount's last commit, median. */
  readonly initialMs: { readonly median: number; readonly min: number; readonly max: number };
  readonly setupMs: number;
  /** render → first commit, median (bench/browser's figure). */
  readonly commitMs: number;
  readonly settledMs: number;
  readonly layoutMs: number;
  readonly commits: number;
  /** The very first mount after the page loaded (lazy one-time work included). */
  readonly firstMountMs: number;
  readonly components: number;
  readonly controls: number;
  readonly domNodes: number;
}

export interface ValidationStats {
  readonly firstMs: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly valid: boolean;
  readonly schemaBytes: number;
}

const mountOnce = (page: Page, subject: Subject, baseline: BaselineSpec): Promise<PeerMount> =>
  subject === 'baseline'
    ? page.evaluate((spec) => window.__peers.mountBaseline(spec), baseline)
    : page.evaluate((engine) => window.__peers.mount(engine), subject);

/**
 * bench/browser's "same controls" baseline for the page our engine renders: as many text inputs,
 * and selects with as many options, in plain React. What any engine pays for the page's DOM.
 */
export async function baselineOf(page: Page): Promise<BaselineSpec> {
  const probe = await page.evaluate(() => window.__peers.mount('ours'));
  return { kind: 'baseline', inputs: probe.inputs, selects: probe.selectOptions };
}

function mountStats(results: readonly PeerMount[], first: PeerMount): MountStats {
  const m = (pick: (r: PeerMount) => number) => round(median(results.map(pick)));
  const initial = results.map((r) => r.setupMs + r.settledMs);
  const last = results.at(-1)!;
  return {
    samples: results.length,
    initialMs: {
      median: round(median(initial)),
      min: round(Math.min(...initial)),
      max: round(Math.max(...initial)),
    },
    setupMs: m((r) => r.setupMs),
    commitMs: m((r) => r.commitMs),
    settledMs: m((r) => r.settledMs),
    layoutMs: m((r) => r.layoutMs),
    commits: Math.max(...results.map((r) => r.commits)),
    firstMountMs: round(first.setupMs + first.settledMs),
    components: last.components,
    controls: last.controls,
    domNodes: last.domNodes,
  };
}

/**
 * Fresh mounts of every engine and the baseline, in rotation (each round starts one further on),
 * so that the machine's drift and the garbage one engine leaves fall on all of them alike.
 */
export async function measureMounts(
  page: Page,
  subjects: readonly Subject[],
  baseline: BaselineSpec,
  counts: { readonly mounts: number; readonly warmup: number },
): Promise<Record<Subject, MountStats>> {
  const results = new Map(subjects.map((id) => [id, [] as PeerMount[]]));
  const first = new Map<Subject, PeerMount>();
  for (let i = 0; i < counts.warmup + counts.mounts; i++)
    for (let j = 0; j < subjects.length; j++) {
      const id = subjects[(i + j) % subjects.length]!;
      const result = await mountOnce(page, id, baseline);
      if (!first.has(id)) first.set(id, result);
      if (i >= counts.warmup) results.get(id)!.push(result);
    }
  return Object.fromEntries(
    subjects.map((id) => [id, mountStats(results.get(id)!, first.get(id)!)]),
  ) as Record<Subject, MountStats>;
}

/** What to mount to type in `subject`: its page with the sample, or the baseline list. */
export const specOf = (subject: Subject, baseline: BaselineSpec): MountSpec =>
  subject === 'baseline' ? baseline : { kind: 'engine', caseId: subject, seed: 'full' };

/**
 * Typing in the same text field of each engine, and in the baseline's middle input, in the
 * order given (the runner turns it each launch): bench/browser's keys and timing.
 */
export async function measureTyping(
  page: Page,
  subjects: readonly Subject[],
  baseline: BaselineSpec,
  options: TypingOptions,
): Promise<Record<Subject, KeystrokeStats>> {
  const stats: Partial<Record<Subject, KeystrokeStats>> = {};
  for (const id of subjects)
    stats[id] = await measureKeystrokes(page, id, specOf(id, baseline), options);
  return stats as Record<Subject, KeystrokeStats>;
}

export async function measureValidation(
  page: Page,
  ids: readonly EngineId[],
): Promise<Record<EngineId, ValidationStats>> {
  const stats: Partial<Record<EngineId, ValidationStats>> = {};
  for (const id of ids) {
    const timing: ValidationTiming = await page.evaluate(
      ([engine, warmup, runs]) => window.__peers.validation(engine, warmup, runs),
      [id, WARMUP_VALIDATIONS, VALIDATIONS] as const,
    );
    stats[id] = {
      firstMs: round(timing.firstMs),
      medianMs: round(median(timing.samplesMs)),
      p95Ms: round(quantile(timing.samplesMs, 0.95)),
      valid: timing.valid,
      schemaBytes: timing.schemaBytes,
    };
  }
  return stats as Record<EngineId, ValidationStats>;
}

/** Every engine's verdict on the generated answer sets, and where a peer's differs from ours. */
export async function checkEquivalence(page: Page): Promise<{
  readonly answerSets: number;
  readonly differences: readonly Verdict[];
}> {
  const verdicts: Verdict[] = await page.evaluate(() => window.__peers.equivalence());
  const differences = verdicts.filter((v) =>
    Object.values(v.valid).some((valid) => valid !== v.valid.ours),
  );
  return { answerSets: verdicts.length, differences };
}
