/**
 * What the benchmark shows and keeps: a table per case for the mounts and for the typing, a line
 * per case on its targets, and results.json with every figure.
 */
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type { KeystrokeStats } from './measure-keystrokes.ts';
import type { MountStats } from './measure-mounts.ts';
import { MOUNTS } from './settings.ts';
import type { CaseInfo } from './src/types.ts';
import { TARGET_FIELD_RENDERS, TARGET_KEYSTROKE_MS, type CaseResult } from './targets.ts';

/** Everything results.json holds: the run's conditions, then every case's figures. */
export interface Summary {
  readonly benchmark: string;
  readonly date: string;
  readonly chromium: string;
  readonly node: string;
  readonly cpu: string | undefined;
  readonly cores: number;
  /** 1, 5 and 15 minute load averages: figures taken on a loaded machine drift. */
  readonly loadAverage: { readonly before: number[]; readonly after: number[] };
  readonly react: string;
  readonly timerResolutionUs: number;
  readonly mounts: number;
  readonly keystrokes: number;
  readonly durationS: { readonly build: number; readonly total: number };
  readonly allTargetsMet: boolean;
  readonly cases: readonly CaseResult[];
}

/** Milliseconds with two decimals, or a dash for a figure no sample gave. */
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

export function printMounts(info: CaseInfo, stats: readonly MountStats[]): void {
  console.log(
    `\n${info.label}: page "${info.pageId}" (${info.pageFields} of ${info.formFields} fields), ` +
      `initial render, median of ${MOUNTS} fresh mounts (ms)`,
  );
  console.table(
    stats.map((s) => ({
      variant: s.variant,
      'render→commit': `${ms(s.commitMs.median)} (${ms(s.commitMs.min)}–${ms(s.commitMs.max)})`,
      '× inputs': s.ratio === undefined ? '' : s.ratio.toFixed(1),
      '× same controls': s.ratioSameControls === undefined ? '' : s.ratioSameControls.toFixed(1),
      schedule: ms(s.scheduleMs),
      'render phase': ms(s.renderMs),
      'commit phase': ms(s.commitPhaseMs),
      'passive effects': ms(s.effectsMs),
      'style+layout': ms(s.layoutMs),
      fields: s.fieldComponents || '',
      components: s.components,
      controls: s.controls,
      'DOM nodes': s.domNodes,
    })),
  );
}

/** `stats` are the engine's, then the baseline's. */
export function printKeystrokes(info: CaseInfo, stats: readonly KeystrokeStats[]): void {
  console.log(
    `\n${info.label}: typing in #${stats[0]!.focused} (baseline: #${stats[1]!.focused}), ` +
      `${stats[0]!.keystrokes} keystrokes (ms)`,
  );
  console.table(
    stats.map((s) => ({
      variant: s.variant,
      'keydown→commit': `${ms(s.toCommitMs.median)} (p95 ${ms(s.toCommitMs.p95)})`,
      '× baseline': s.ratio === undefined ? '' : s.ratio.toFixed(2),
      'input queue': ms(s.queueMs),
      'keydown→input': ms(s.toInputMs),
      'input→commit': ms(s.inputToCommitMs),
      // The baseline has no field components: its inputs are plain components.
      'fields re-rendered': s.variant.startsWith('baseline')
        ? '–'
        : `${s.fieldComponentsPerKeystroke.median} (max ${s.fieldComponentsPerKeystroke.max})`,
      'components re-rendered': `${s.componentsPerKeystroke.median} (max ${s.componentsPerKeystroke.max})`,
      commits: s.commitsPerKeystroke.max,
      'no commit': s.withoutCommit,
    })),
  );
  console.log(`  rendered per keystroke: ${stats[0]!.typicalRendered.join(' › ')}`);
}

/** A line per case on its targets, then one on the run's conditions. */
export function printSummary(summary: Summary): void {
  for (const r of summary.cases)
    console.log(
      `${r.label}: ${r.targets.fieldComponentsPerKeystroke.measured} field(s) re-rendered per ` +
        `keystroke (target ${TARGET_FIELD_RENDERS}) ${r.targets.fieldComponentsPerKeystroke.met ? '✔' : '✘'}; ` +
        `keydown→commit ${ms(r.targets.keystrokeToCommitMs.measured)} ms ` +
        `(target < ${TARGET_KEYSTROKE_MS} ms) ${r.targets.keystrokeToCommitMs.met ? '✔' : '✘'}`,
    );
  console.log(
    `\nChromium ${summary.chromium}, ${summary.cores} × ${summary.cpu}, load average ` +
      `${summary.loadAverage.before[0]} → ${summary.loadAverage.after[0]}; ` +
      `${summary.durationS.total} s (build ${summary.durationS.build} s).`,
  );
}

export async function writeResults(file: string, summary: Summary): Promise<void> {
  // Formatted like the repository's prettier would, so `prettier --check .` stays clean.
  const json = JSON.stringify(summary);
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(json, { ...options, filepath: file }));
  console.log(`Wrote ${file}`);
}
