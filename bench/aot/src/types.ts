/**
 * What the benchmark's pages and their runner (../browser.ts) exchange: the runner sets
 * `window.__aotInput` before the page's scripts run (an init script, so reading it costs the page
 * nothing), the page sets `window.__aot` when it has measured. Types only, so the runner imports
 * them under Node without loading anything of the pages.
 */
import type { FormSeed } from '@admissions/form-engine';

declare global {
  interface Window {
    __aotInput: PageInput;
    __aot?: { readonly sample: MountSample | ValidationSample } | { readonly error: string };
  }
}

/** The page every measurement is about: the undergraduate variant's largest. */
export const PAGE_ID = 'education';

export type Seed = 'empty' | 'full';

export interface PageInput {
  /** The answers and layout the page starts from (the server's, in the portal). */
  readonly seed: FormSeed;
  /** For the plain list: how many text inputs, and the options of each select (same controls). */
  readonly baseline?: { readonly inputs: number; readonly selects?: readonly number[] };
}

/** One fresh page load's first render. Times are `performance.now()`: ms since navigation. */
export interface MountSample {
  /** Navigation → the entry module's first statement (the scripts fetched, parsed, imported). */
  readonly entryMs: number;
  /** Entry module's first statement → the form in hand (compiled, or its chunk imported). */
  readonly formMs: number;
  /** Entry module's first statement → React's commit: the figure. */
  readonly commitMs: number;
  /** The form in hand → React's commit: the store and the render (commitMs − formMs). */
  readonly renderMs: number;
  /** (B only) Entry module's first statement → the form chunk's last byte (resource timing). */
  readonly chunkFetchedMs?: number;
  /** Navigation → React's commit. */
  readonly navigationToCommitMs: number;
  readonly controls: number;
  readonly inputs: number;
  readonly selectOptions: readonly number[];
  readonly domNodes: number;
}

/** One fresh page load's first validations: the page's, then the whole form's. */
export interface ValidationSample {
  /** The first validatePage(PAGE_ID): ajv loaded and the page's schema compiled, or its chunk. */
  readonly pageMs: number;
  /** The first validate() after it: the whole form's schema compiled, or its chunk loaded. */
  readonly formMs: number;
  /** (B only) The first validatePage's start → the last byte of the chunks it fetched. */
  readonly pageFetchedMs?: number;
  /** (B only) The first validate()'s start → the last byte of the chunks it fetched. */
  readonly formFetchedMs?: number;
  /** A second validatePage and validate(), everything loaded and compiled: the checks alone. */
  readonly pageAgainMs: number;
  readonly formAgainMs: number;
  /** Error counts, which must agree between the two ways (the same checks). */
  readonly pageErrors: number;
  readonly formErrors: number;
}
