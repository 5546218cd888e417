/** The tables the AOT browser benchmark prints, and its results file. */
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type { Spread } from './measure.ts';

/** One variant's first render over fresh loads (ms). */
export interface MountRow {
  readonly variant: string;
  readonly seed: string;
  readonly samples: number;
  /** Entry module's first statement → React's commit: the figure. */
  readonly commitMs: Spread;
  /** Entry module's first statement → the form in hand (compiled, or its chunk imported). */
  readonly formMs: Spread;
  /** The form in hand → React's commit: the store and the render. */
  readonly renderMs: Spread;
  /** (B only) Entry module's first statement → the form chunk's last byte. */
  readonly chunkFetchedMs?: Spread;
  /** Navigation → the entry module's first statement. */
  readonly entryMs: Spread;
  /** Navigation → React's commit. */
  readonly navigationToCommitMs: Spread;
  readonly controls: number;
  readonly domNodes: number;
  /** Median commitMs over the plain list's (inputs only), and over the same-controls list's. */
  ratio?: number;
  ratioSameControls?: number;
}

/** One way of validating's first validations over fresh loads (ms). */
export interface ValidationRow {
  readonly variant: string;
  readonly seed: string;
  readonly samples: number;
  readonly pageMs: Spread;
  readonly formMs: Spread;
  /** (B only) The chunks' last byte, from each first call's start. */
  readonly pageFetchedMs?: Spread;
  readonly formFetchedMs?: Spread;
  /** Second calls: the checks alone. */
  readonly pageAgainMs: Spread;
  readonly formAgainMs: Spread;
  readonly pageErrors: number;
  readonly formErrors: number;
}

export type LoadAverages = Readonly<Record<string, readonly number[]>>;

const cell = ({ median, min, max }: Spread) => `${median} (${min}–${max})`;
const inParens = (s: Spread | undefined) => (s ? ` (${s.median})` : '');
const times = (ratio: number | undefined) => (ratio === undefined ? '' : `${ratio}×`);

export function printMounts(rows: readonly MountRow[]): void {
  console.log(
    '\n### First render of `education`, fresh page loads (ms, median (min–max))\n\n' +
      '| seed | variant | entry → commit | entry → form (chunk fetched) | form → commit | navigation → entry | navigation → commit | controls | ÷ plain list | ÷ same controls |\n' +
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows)
    console.log(
      `| ${r.seed} | ${r.variant} | ${cell(r.commitMs)} | ${cell(r.formMs)}${inParens(r.chunkFetchedMs)} | ${cell(r.renderMs)} | ` +
        `${cell(r.entryMs)} | ` +
        `${cell(r.navigationToCommitMs)} | ${r.controls} | ${times(r.ratio)} | ${times(r.ratioSameControls)} |`,
    );
}

export function printValidations(rows: readonly ValidationRow[]): void {
  console.log(
    '\n### First validation in the browser, cold, fresh page loads (ms, median (min–max))\n\n' +
      '| seed | variant | first validatePage(education) (chunks fetched) | then first validate() (chunks fetched) | validatePage again | validate() again | errors (page / form) |\n' +
      '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const r of rows)
    console.log(
      `| ${r.seed} | ${r.variant} | ${cell(r.pageMs)}${inParens(r.pageFetchedMs)} | ` +
        `${cell(r.formMs)}${inParens(r.formFetchedMs)} | ${cell(r.pageAgainMs)} | ` +
        `${cell(r.formAgainMs)} | ${r.pageErrors} / ${r.formErrors} |`,
    );
}

export function printLoad(load: LoadAverages, busy: boolean): void {
  console.log('\nLoad average (1, 5, 15 min):');
  for (const [when, values] of Object.entries(load)) console.log(`  ${when}: ${values.join(', ')}`);
  if (busy)
    console.log(
      'The load average exceeded 1.0: these figures were taken on a busy machine (2 cores ' +
        'shared); compare the ratios of the same run, not the absolute times.',
    );
}

/** Writes `summary` as JSON formatted like the repository's prettier (`prettier --check .`). */
export async function writeResults(file: string, summary: unknown): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(JSON.stringify(summary), { ...options, filepath: file }));
  console.log(`\nWrote ${file}`);
}
