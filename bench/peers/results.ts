/**
 * The results of a run as results.json keeps them and the docs and chart read them: every
 * timing as the median of the launches' medians with their min and max, the ratios of each peer
 * to ours, the goals of issue 18 with what was measured against them, and the console tables.
 */
import { median, round } from '../browser/statistics.ts';
import type { EngineId, FormInfo, Verdict } from './src/api.ts';
import type { LaunchRecord, Sampling, SubjectRun } from './launch.ts';
import type { MountStats, Subject } from './measure.ts';
import type { PaintStats } from './paint.ts';
import type { BundleSize } from './size/measure-size.ts';

export type PeerId = Exclude<EngineId, 'ours'>;
export const PEERS: readonly PeerId[] = ['rjsf', 'surveyjs', 'jsonforms'];

/** A figure over the launches: the median of their medians, and the lowest and highest. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/** Every number of `T` turned into a {@link Spread}. */
export type Spreads<T> = T extends number ? Spread : { readonly [K in keyof T]: Spreads<T[K]> };

/** The spread of each number over records of the same shape (one per launch). */
export function spreadOf<T>(records: readonly T[]): Spreads<T> {
  const first = records[0] as unknown;
  if (typeof first === 'number') {
    const values = records as readonly number[];
    return {
      median: round(median(values)),
      min: round(Math.min(...values)),
      max: round(Math.max(...values)),
    } as Spreads<T>;
  }
  const keys = Object.keys(first as object) as (keyof T)[];
  return Object.fromEntries(
    keys.map((key) => [key, spreadOf(records.map((r) => r[key]))]),
  ) as Spreads<T>;
}

export interface EngineResult {
  readonly id: EngineId;
  readonly label: string;
  /** The npm packages measured, with their versions. */
  readonly packages: Readonly<Record<string, string>>;
  readonly unexpressed: readonly string[];
  readonly size: BundleSize;
}

/** Each measure's goal and what was measured against it, per peer where it is a ratio. */
export interface Goal {
  readonly id: string;
  readonly text: string;
  readonly target: number;
  /** Whether the measured value must be at least (ratios) or at most (times) the target. */
  readonly atLeast: boolean;
  readonly measured: Readonly<Record<string, number | null>>;
  readonly met: boolean;
}

export interface PeerResults {
  readonly benchmark: string;
  readonly date: string;
  readonly chromium: string;
  readonly node: string;
  readonly cpu: string | undefined;
  readonly cores: number;
  /** The 1-minute load average at the start, before each launch and at the end (ours counted). */
  readonly loadAverage: {
    readonly start: number;
    readonly atLaunches: readonly number[];
    readonly end: number;
  };
  /** Cores other processes kept busy on average during each launch (load.ts). */
  readonly othersCores: readonly number[];
  /**
   * False when the load average at the start exceeded half the cores, or other processes took
   * more than half of them during a launch: the figures are not publishable.
   */
  readonly publishable: boolean;
  readonly quick: boolean;
  readonly launches: number;
  readonly sampling: Sampling;
  readonly timerResolutionUs: number;
  readonly forms: Readonly<Record<string, FormInfo>>;
  readonly engines: readonly EngineResult[];
  readonly measured: Spreads<Omit<LaunchRecord, 'loadAverage'>>;
  /** The first launch's mount details at scale 1 (counts, not timings). */
  readonly mounts: Readonly<
    Record<Subject, Pick<MountStats, 'components' | 'domNodes' | 'controls' | 'commits'>>
  >;
  readonly componentsPerKey: Readonly<Record<Subject, number>>;
  /** Peer ÷ ours by measure (`inputToCommit@10`, `paint@4x`, …); null: infinite. */
  readonly ratios: Readonly<Record<string, Readonly<Record<PeerId, number | null>>>>;
  readonly goals: readonly Goal[];
  readonly equivalence: { readonly answerSets: number; readonly differences: readonly Verdict[] };
  readonly durationS: number;
}

/**
 * Peer ÷ ours. An engine share of ours at or below zero (ours within the floor's noise) makes
 * the ratio infinite: null, when the peer's share is above zero; 0 when both are at the floor.
 */
const ratio = (peer: number, ours: number): number | null =>
  ours > 0 ? Number((peer / ours).toPrecision(3)) : peer > 0 ? null : 0;
type Ratio = Record<PeerId, number | null>;

type Measured = PeerResults['measured'];
type ScaleRow = Spreads<Record<Subject, SubjectRun>>;
type PaintRow = Spreads<Record<Subject, PaintStats>>;

/** Each peer's figure divided by ours, for every measure compared (medians over launches). */
export function ratiosOf(m: Measured): Record<string, Ratio> {
  const of = (pick: (s: Subject) => number) =>
    Object.fromEntries(PEERS.map((p) => [p, ratio(pick(p), pick('ours'))])) as Ratio;
  const ratios: Record<string, Ratio> = {};
  for (const [scale, row] of Object.entries(m.scales) as [string, ScaleRow][]) {
    ratios[`inputToCommit@${scale}`] = of((s) => row[s].inputToCommitMs.median);
    ratios[`initialShare@${scale}`] = of((s) => row[s].initialShareMs.median);
    ratios[`initial@${scale}`] = of((s) => row[s].initialMs.median);
  }
  for (const [rate, row] of Object.entries(m.paint) as [string, PaintRow][])
    ratios[`paint@${rate}x`] = of((s) => row[s].toPaintMs.median);
  ratios.cold = of((s) => m.coldMs[s].median);
  ratios.validation = of((s) => m.validationMs[s as EngineId].median);
  return ratios;
}

const goal = (
  id: string,
  text: string,
  target: number,
  atLeast: boolean,
  measured: Record<string, number | null>,
): Goal => ({
  id,
  text,
  target,
  atLeast,
  measured,
  met: Object.values(measured).every((v) =>
    v === null ? atLeast : atLeast ? v >= target : v <= target,
  ),
});

/** The goals of issue 18's five measures, checked against the medians. */
export function goalsOf(m: Measured, ratios: Record<string, Ratio>): Goal[] {
  const scales = Object.keys(m.scales).map(Number);
  const [small, large] = [Math.min(...scales), Math.max(...scales)];
  const rates = Object.keys(m.paint).map(Number);
  const ours = (scale: number) => (m.scales[scale] as ScaleRow).ours.inputToCommitMs.median;
  return [
    goal(
      'keystrokeShare',
      'engine share per keystroke (input → commit), peer ÷ ours',
      5,
      true,
      ratios[`inputToCommit@${small}`]!,
    ),
    goal(
      'initialShare',
      'engine share of the initial render (minus the plain-React floor), peer ÷ ours',
      5,
      true,
      ratios[`initialShare@${small}`]!,
    ),
    goal(
      'paint',
      `keystroke → next paint at ${Math.max(...rates)}× CPU slowdown, ours (ms)`,
      16,
      false,
      {
        ours: (m.paint[Math.max(...rates)] as PaintRow).ours.toPaintMs.median,
      },
    ),
    goal('flat', `ours per keystroke at ${large}× ÷ at ${small}× (input → commit)`, 1.5, false, {
      ours: round(ours(large) / ours(small)),
    }),
    goal(
      'scaleKeystroke',
      `engine share per keystroke at ${large}×, peer ÷ ours`,
      10,
      true,
      ratios[`inputToCommit@${large}`]!,
    ),
    goal(
      'phoneFirstValidation',
      'first whole-form validation at 4× CPU, the form shown on a fresh page, ours (ms)',
      20,
      false,
      { ours: m.phoneValidation.ours.firstMs.median },
    ),
    goal('warmValidation', 'warm whole-form validation, rjsf ÷ ours', 1, true, {
      rjsf: round(m.validationMs.rjsf.median / m.validationMs.ours.median),
    }),
    goal(
      'scaleInitial',
      `engine share of the initial render at ${large}×, peer ÷ ours`,
      10,
      true,
      ratios[`initialShare@${large}`]!,
    ),
  ];
}

/** Milliseconds to the digits that mean something at their size (692, 73.5, 8.71, 0.39). */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  if (Math.abs(value) >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}
/** "1.23 (1.10–1.40)": a spread's median with its range over the launches. */
export const spread = (s: Spread) => `${ms(s.median)} (${ms(s.min)}–${ms(s.max)})`;
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export const SUBJECT_NAMES: Readonly<Record<Subject, string>> = {
  ours: 'ours',
  rjsf: 'rjsf',
  surveyjs: 'SurveyJS',
  jsonforms: 'JSON Forms',
  baseline: 'plain React (floor)',
};

/** The warning a run gives when the machine was too busy for its figures to be published. */
export function loadWarning(r: PeerResults): string | undefined {
  if (r.publishable) return undefined;
  return `NOT PUBLISHABLE: 1-minute load average ${r.loadAverage.start} at the start, other processes busy on up to ${Math.max(...r.othersCores)} cores during a launch (limit: half of ${r.cores} cores)`;
}

export function printResults(r: PeerResults): void {
  const warning = loadWarning(r);
  if (warning) console.log(`\n⚠ ${warning}`);
  const subjects = Object.keys(SUBJECT_NAMES) as Subject[];
  console.log(
    `\nMedian of ${r.launches} launches' medians (min–max), ms; load average ${r.loadAverage.start} → ${r.loadAverage.end}; other processes' cores per launch ${r.othersCores.join(', ')}`,
  );
  for (const [scale, row] of Object.entries(r.measured.scales) as [string, ScaleRow][]) {
    const form = r.forms[scale]!;
    console.log(
      `Scale ${scale}×: "${form.pageTitle}", ${form.shownPageFields} fields shown, ${form.copies} copies per block`,
    );
    console.table(
      subjects.map((s) => ({
        engine: SUBJECT_NAMES[s],
        'initial render': spread(row[s].initialMs),
        'engine share of it': spread(row[s].initialShareMs),
        'input→commit': spread(row[s].inputToCommitMs),
        'keydown→commit': spread(row[s].toCommitMs),
      })),
    );
  }
  console.log('Keystroke → next paint (Event Timing), and cold start (navigation → commit)');
  console.table(
    subjects.map((s) => ({
      engine: SUBJECT_NAMES[s],
      ...Object.fromEntries(
        (Object.entries(r.measured.paint) as [string, PaintRow][]).map(([rate, row]) => [
          `paint ${rate}×`,
          spread(row[s].toPaintMs),
        ]),
      ),
      'cold start': spread(r.measured.coldMs[s]),
    })),
  );
  console.log(
    'Whole-form validation at 4× CPU (a phone), fresh pages: first with the form shown, first with nothing shown (cold), warm',
  );
  console.table(
    subjects
      .filter((s): s is EngineId => s !== 'baseline')
      .map((id) => ({
        engine: SUBJECT_NAMES[id],
        first: spread(r.measured.phoneValidation[id].firstMs),
        cold: spread(r.measured.phoneValidation[id].coldMs),
        warm: spread(r.measured.phoneValidation[id].warmMs),
      })),
  );
  console.log('Ratios, peer ÷ ours (above 1: ours is faster)');
  console.table(r.ratios);
  for (const g of r.goals)
    console.log(
      `${g.met ? '✔' : '✘'} ${g.text}: ${JSON.stringify(g.measured)} (goal ${g.atLeast ? '≥' : '≤'} ${g.target})`,
    );
  const { answerSets, differences } = r.equivalence;
  console.log(
    `Equivalence: ${answerSets - differences.length} of ${answerSets} answer sets judged alike by all engines`,
  );
}
