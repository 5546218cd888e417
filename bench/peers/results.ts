/**
 * The results of a run as results.json keeps them and the docs and chart read them, the ratios
 * of each peer to ours, and the console tables.
 */
import type { KeystrokeStats } from '../browser/measure-keystrokes.ts';
import type { EngineId, FormInfo, Verdict } from './src/api.ts';
import type { MountStats, ValidationStats } from './measure.ts';
import type { BundleSize } from './size/measure-size.ts';

export type PeerId = Exclude<EngineId, 'ours'>;

export interface EngineResult {
  readonly id: EngineId;
  readonly label: string;
  /** The npm packages measured, with their versions. */
  readonly packages: Readonly<Record<string, string>>;
  readonly convertMs: number;
  readonly unexpressed: readonly string[];
  readonly mount: MountStats;
  /** bench/browser's keystroke figures, without the names of what re-rendered. */
  readonly typing: Omit<KeystrokeStats, 'typicalRendered'>;
  readonly validation: ValidationStats;
  readonly size: BundleSize;
}

/** Each figure of a peer divided by ours: above 1, ours is faster or smaller. */
export interface Ratios {
  readonly initialRender: number;
  readonly keystroke: number;
  readonly inputToCommit: number;
  readonly validation: number;
  readonly initialJs: number;
  readonly totalJs: number;
}

export interface PeerResults {
  readonly benchmark: string;
  readonly date: string;
  readonly chromium: string;
  readonly node: string;
  readonly cpu: string | undefined;
  readonly cores: number;
  readonly loadAverage: { readonly before: number[]; readonly after: number[] };
  readonly timerResolutionUs: number;
  readonly form: FormInfo;
  readonly engines: readonly EngineResult[];
  /** bench/browser's plain-React page of the same controls, mounted and typed in alike. */
  readonly baseline: Pick<EngineResult, 'mount' | 'typing'>;
  readonly ratios: Readonly<Record<PeerId, Ratios>>;
  readonly equivalence: { readonly answerSets: number; readonly differences: readonly Verdict[] };
  readonly durationS: number;
}

const ratio = (peer: number, ours: number) => Number((peer / ours).toPrecision(3));

export function ratiosOf(engines: readonly EngineResult[]): Record<PeerId, Ratios> {
  const ours = engines.find((e) => e.id === 'ours')!;
  return Object.fromEntries(
    engines
      .filter((e) => e.id !== 'ours')
      .map((e) => [
        e.id,
        {
          initialRender: ratio(e.mount.initialMs.median, ours.mount.initialMs.median),
          keystroke: ratio(e.typing.toCommitMs.median, ours.typing.toCommitMs.median),
          inputToCommit: ratio(e.typing.inputToCommitMs, ours.typing.inputToCommitMs),
          validation: ratio(e.validation.medianMs, ours.validation.medianMs),
          initialJs: ratio(e.size.initialJs, ours.size.initialJs),
          totalJs: ratio(e.size.totalJs, ours.size.totalJs),
        },
      ]),
  ) as Record<PeerId, Ratios>;
}

/**
 * Milliseconds to the digits that mean something at their size (692, 73.5, 8.71, 0.39, 0.012);
 * kilobytes (1000 bytes) to one decimal.
 */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '–';
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  if (value >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}
export const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function printResults(results: PeerResults): void {
  const { form } = results;
  console.log(
    `\nPage "${form.pageTitle}" with the sample application; typing in #${form.typingKey} (ms)`,
  );
  const rows: (Pick<EngineResult, 'mount' | 'typing'> & Partial<EngineResult>)[] = [
    ...results.engines,
    results.baseline,
  ];
  console.table(
    rows.map((e) => ({
      engine: e.label ?? 'baseline: same controls, plain React',
      'initial render': `${ms(e.mount.initialMs.median)} (${ms(e.mount.initialMs.min)}–${ms(e.mount.initialMs.max)})`,
      setup: ms(e.mount.setupMs),
      'render→commit': ms(e.mount.commitMs),
      commits: e.mount.commits,
      'first mount': ms(e.mount.firstMountMs),
      'DOM nodes': e.mount.domNodes,
      'keydown→commit': `${ms(e.typing.toCommitMs.median)} (p95 ${ms(e.typing.toCommitMs.p95)})`,
      'input→commit': ms(e.typing.inputToCommitMs),
      'components/key': e.typing.componentsPerKeystroke.median,
      validate: e.validation
        ? `${ms(e.validation.medianMs)} (first ${ms(e.validation.firstMs)})`
        : '',
      'JS gz KB': e.size ? `${kb(e.size.initialJs)} / ${kb(e.size.totalJs)}` : '',
      'CSS gz KB': e.size ? kb(e.size.css) : '',
    })),
  );
  console.log('Ratios, peer ÷ ours (above 1: ours is faster or smaller)');
  console.table(
    Object.entries(results.ratios).map(([id, r]) => ({
      peer: id,
      'initial render': r.initialRender,
      'keydown→commit': r.keystroke,
      'input→commit': r.inputToCommit,
      validation: r.validation,
      'initial JS': r.initialJs,
      'all JS': r.totalJs,
    })),
  );
  const { answerSets, differences } = results.equivalence;
  console.log(
    `Equivalence: ${answerSets - differences.length} of ${answerSets} answer sets judged alike by all engines` +
      differences.map((d) => `\n  differs: ${d.label} ${JSON.stringify(d.valid)}`).join(''),
  );
}
