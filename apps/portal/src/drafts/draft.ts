/** A draft's shape, apart from where it is kept (draft-storage.ts, draft-copy.ts). */
import type { AnswerValue } from '@admissions/form-engine';

/** One unsaved answer: what was typed, and the server's value it replaces. */
export interface DraftEntry {
  readonly value: AnswerValue;
  readonly base: AnswerValue;
}

/** An account's unsaved answers to one form, as kept between page loads. */
export interface Draft {
  /** When it was written (ms since the epoch). */
  readonly writtenAt: number;
  readonly entries: Readonly<Record<string, DraftEntry>>;
}
