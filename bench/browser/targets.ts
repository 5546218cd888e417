/**
 * The targets the engine is held to while an applicant types, judged on the engine's keystrokes
 * of each case, and the result of a case as results.json records it.
 */
import type { KeystrokeStats } from './measure-keystrokes.ts';
import type { MountStats } from './measure-mounts.ts';
import type { CaseInfo } from './src/types.ts';

/** A keystroke in an unconditioned field should re-render that field and no other. */
export const TARGET_FIELD_RENDERS = 1;
export const TARGET_KEYSTROKE_MS = 4;

export interface Target {
  readonly target: number;
  readonly measured: number;
  readonly met: boolean;
}

export interface Targets {
  /** The most field components any keystroke re-rendered (at most the target). */
  readonly fieldComponentsPerKeystroke: Target;
  /** The median keydown → commit (below the target). */
  readonly keystrokeToCommitMs: Target;
}

export interface CaseResult extends CaseInfo {
  readonly mounts: readonly MountStats[];
  /** The engine's, then the plain-inputs baseline's. */
  readonly keystrokes: readonly KeystrokeStats[];
  readonly targets: Targets;
}

export function targetsOf(engine: KeystrokeStats): Targets {
  return {
    fieldComponentsPerKeystroke: {
      target: TARGET_FIELD_RENDERS,
      measured: engine.fieldComponentsPerKeystroke.max,
      met: engine.fieldComponentsPerKeystroke.max <= TARGET_FIELD_RENDERS,
    },
    keystrokeToCommitMs: {
      target: TARGET_KEYSTROKE_MS,
      measured: engine.toCommitMs.median,
      met: engine.toCommitMs.median < TARGET_KEYSTROKE_MS,
    },
  };
}

export const allTargetsMet = (results: readonly CaseResult[]) =>
  results.every(
    (r) => r.targets.fieldComponentsPerKeystroke.met && r.targets.keystrokeToCommitMs.met,
  );
