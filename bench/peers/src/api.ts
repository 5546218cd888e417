/**
 * What the peer benchmark's page (main.tsx) and its runner (../run.ts) exchange through
 * `window.__peers`. Types only, so the runner imports them under Node without the page's code.
 * The page also offers the browser benchmark's `window.__bench`, so the runner types keys with
 * bench/browser's own keystroke measurement.
 */
import type { MountResult, MountSpec } from '../../browser/src/types.ts';
import type { EngineId } from './engines/types.ts';

export type { EngineId };

declare global {
  interface Window {
    /** Set by main.tsx once every engine's form is converted and compiled. */
    __peers: PeersApi;
  }
}

/** A fresh mount of the measured page in one engine. */
export interface PeerMount extends MountResult {
  /** Creating what the render needs from the answers (our store, SurveyJS's model). */
  readonly setupMs: number;
  /** Commits of the mount, its first included, until two frames after its effects. */
  readonly commits: number;
  /** `render()` → the mount's last commit (the first, when there is one commit). */
  readonly settledMs: number;
}

export interface ValidationTiming {
  /** Setting up validation and the first validation of the sample (compiling included). */
  readonly firstMs: number;
  /** Each timed validation of the sample, after warm-up runs. */
  readonly samplesMs: readonly number[];
  /** Whether every validation found the sample valid (it is). */
  readonly valid: boolean;
  /** Characters of the JSON the engine validates with (its schema, or SurveyJS's survey). */
  readonly schemaBytes: number;
}

/** One answer set and each engine's verdict on it. */
export interface Verdict {
  readonly label: string;
  readonly valid: Readonly<Record<EngineId, boolean>>;
}

export interface EngineInfo {
  readonly id: EngineId;
  readonly label: string;
  readonly convertMs: number;
  readonly unexpressed: readonly string[];
}

export interface FormInfo {
  readonly pageId: string;
  readonly pageTitle: string;
  readonly typingKey: string;
  /** Fields of the measured page (our engine's count: every block's every copy). */
  readonly pageFields: number;
  readonly formFields: number;
  /** Fields the sample application shows, on every page. */
  readonly shownFields: number;
  /** The page's size as asked (`?scale=`): a multiple of the fields the sample shows on it. */
  readonly scale: number;
  /** Filled copies of each add-another block of the page (1: the partner's sample). */
  readonly copies: number;
  /** How many times each shown block appears (beyond 1: renamed duplicates, see scaled.ts). */
  readonly blocks: number;
  /** Fields the (scaled) sample shows on the measured page. */
  readonly shownPageFields: number;
}

export interface PeersApi {
  readonly ready: true;
  readonly engines: readonly EngineInfo[];
  readonly form: FormInfo;
  mount(id: EngineId, keep?: boolean): Promise<PeerMount>;
  /** A fresh mount of bench/browser's plain-React baseline (no engine), timed the same way. */
  mountBaseline(spec: Extract<MountSpec, { kind: 'baseline' }>): Promise<PeerMount>;
  validation(id: EngineId, warmup: number, runs: number): Promise<ValidationTiming>;
  equivalence(): Promise<Verdict[]>;
}
