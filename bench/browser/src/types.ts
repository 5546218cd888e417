/**
 * What the benchmark page and its runner (../run.ts) exchange through `window.__bench`: what to
 * mount, what a mount and a keystroke measured, and the cases. Types only, so the runner imports
 * them under Node without loading anything of the page.
 */

declare global {
  interface Window {
    /** Set by main.tsx once the cases are compiled; the runner calls it in page.evaluate. */
    __bench: BenchApi;
  }
}

export type Seed = 'full' | 'empty';

/**
 * What to mount: a page of a benchmark form, or a baseline list of `inputs` text inputs and, if
 * given, one select per entry of `selects` with that many options.
 */
export type MountSpec =
  | { readonly kind: 'engine'; readonly caseId: string; readonly seed: Seed }
  | { readonly kind: 'baseline'; readonly inputs: number; readonly selects?: readonly number[] };

export interface MountResult {
  /** createRoot().render → the root's layout effect: the measure of an initial render. */
  readonly commitMs: number;
  /** render() → the first component rendering (React schedules the render in a task). */
  readonly scheduleMs: number;
  /** Rendering every component and creating the DOM (the render phase). */
  readonly renderMs: number;
  /** Inserting the DOM and running the layout effects (the commit phase). */
  readonly commitPhaseMs: number;
  /** The passive effects after the commit (store subscriptions), before the page responds. */
  readonly effectsMs: number;
  /** The browser's style and layout of the new DOM, forced right after the commit. */
  readonly layoutMs: number;
  /** createFormStore with the seed (0 for the baseline): before render, not in commitMs. */
  readonly storeMs: number;
  readonly components: number;
  readonly fieldComponents: number;
  /** Inputs, selects and text areas. */
  readonly controls: number;
  /** Inputs and text areas. */
  readonly inputs: number;
  /** The number of options of each select. */
  readonly selectOptions: readonly number[];
  readonly domNodes: number;
}

export interface Keystroke {
  readonly key: string;
  /** keydown's `timeStamp` (the page's clock), to match the keystroke in a performance trace. */
  readonly timeStamp: number;
  /** keydown's `timeStamp` → the first commit after it: what the applicant waits for. */
  readonly toCommitMs: number | undefined;
  /** keydown's `timeStamp` → its first listener: the browser's input queue. */
  readonly queueMs: number;
  /** keydown listener → input listener: keypress, beforeinput and the DOM edit. */
  readonly toInputMs: number | undefined;
  /** input listener → commit: React's event dispatch, the store, render and commit. */
  readonly inputToCommitMs: number | undefined;
  readonly commits: number;
  readonly components: number;
  readonly fieldComponents: number;
  readonly rendered: readonly string[];
}

export interface CaseInfo {
  readonly id: string;
  readonly label: string;
  readonly pageId: string;
  readonly pageTitle: string;
  readonly formFields: number;
  readonly pageFields: number;
  readonly typingKey: string;
  readonly compileMs: number;
}

export interface BenchApi {
  readonly ready: true;
  /** Whether the page is cross-origin isolated: performance.now() then has 5 µs resolution. */
  readonly isolated: boolean;
  readonly cases: readonly CaseInfo[];
  mount(spec: MountSpec, keep?: boolean): Promise<MountResult>;
  unmount(): Promise<void>;
  /** Focuses the control to type in (the case's field, or the middle baseline input). */
  focus(spec: MountSpec): string;
  startKeystrokes(): void;
  stopKeystrokes(): Keystroke[];
}
