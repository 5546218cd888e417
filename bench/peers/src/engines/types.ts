/**
 * What the benchmark page needs of each engine: how to render the largest page for a fresh
 * mount, where its typing field is, and how it validates a whole answer set with its own API.
 */
import type { ReactNode } from 'react';
import type { FormState } from '@admissions/form-engine';

export type EngineId = 'ours' | 'rjsf' | 'surveyjs' | 'jsonforms';

/** What each engine is measured on: the partner's undergraduate form and its sample answers. */
export interface BenchForm {
  /** The page measured, the form's largest: the same page in every engine. */
  readonly pageId: string;
  /** The text field typed in (unconditioned, read by no condition: typing hides nothing). */
  readonly typingKey: string;
  readonly sample: FormState;
}

export interface Validation {
  /** Validates the sample answers; `valid` must be true (a converter mistake otherwise). */
  readonly validateSample: () => boolean;
  /** Validates any answer set of ours (converted to the engine's data first, not timed). */
  readonly isValid: (state: FormState) => boolean;
  /** Characters of the JSON it validates with (schema or survey), as JSON.stringify writes it. */
  readonly schemaBytes: number;
}

export interface Engine {
  readonly id: EngineId;
  readonly label: string;
  /** Milliseconds the page spent turning our definition into this engine's (not measured). */
  readonly convertMs: number;
  /** What the converter could not say in this engine's own terms. */
  readonly unexpressed: readonly string[];
  /**
   * Prepares a fresh mount of the page with the sample answers: the work an application does
   * before React renders it (our store, SurveyJS's model), timed as part of the initial render.
   */
  prepare(): ReactNode;
  /** The typing field's input in the mounted page. */
  typingInput(container: HTMLElement): HTMLInputElement | null;
  /** Sets up validation; what it costs is timed as the first validation. */
  validation(): Promise<Validation>;
}
