/**
 * The draft of a logged-in applicant (issue 27, "not one keystroke lost"): what differs from the
 * server's copy, kept in `localStorage` per account and form. `setItem` is synchronous, so a
 * reload, a closed tab or a crashed page a moment after a key still finds it; the browser writes
 * it to disk only lazily, so each draft is also copied to IndexedDB (draft-copy.ts), which a
 * killed or crashed browser finds in its profile directory.
 *
 * Each entry keeps the value typed and the server's value it was typed over (its base), so that
 * on the next load a key the server still holds at its base is taken back silently, and one the
 * server changed since (another tab, another device) is a conflict the applicant decides.
 */
import type { AnswerValue, Answers } from '@admissions/form-engine';
import { forgetDraftCopies, readDraftCopy, writeDraftCopy } from './draft-copy.ts';

export type { Draft, DraftEntry } from './draft.ts';
import type { Draft, DraftEntry } from './draft.ts';

const PREFIX = 'admissions.draft.';

/** The storage key of an account's draft of a form (its variant). */
export const draftKey = (account: string, form: string): string =>
  `${PREFIX}${form}.${account.toLowerCase()}`;

/** JSON has no `undefined`: an answer that is not there is stored (and sent) as `null`. */
const stored = (value: AnswerValue | undefined): AnswerValue => value ?? null;
const same = (a: AnswerValue | undefined, b: AnswerValue | undefined): boolean =>
  JSON.stringify(stored(a)) === JSON.stringify(stored(b));
const empty = (value: AnswerValue | undefined): boolean =>
  value === undefined || value === null || value === '';

/**
 * The answers that differ from the server's copy `saved`, each with its base. A cleared answer
 * is an entry of `null`; an answer neither side holds is none.
 */
export function unsavedEntries(saved: Answers, current: Answers): Record<string, DraftEntry> {
  const entries: Record<string, DraftEntry> = {};
  for (const key of new Set([...Object.keys(saved), ...Object.keys(current)])) {
    const value = current[key];
    if (same(saved[key], value) || (empty(saved[key]) && empty(value))) continue;
    entries[key] = { value: stored(value), base: stored(saved[key]) };
  }
  return entries;
}

export function readDraft(key: string): Draft | undefined {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
    return parsed && typeof parsed.entries === 'object' && parsed.entries !== null
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `entries` as the account's draft (none left: the draft is removed). Returns whether they
 * are kept on this device — false when storage is full or disabled, which is when leaving the
 * page has to ask first.
 */
export function writeDraft(key: string, entries: Readonly<Record<string, DraftEntry>>): boolean {
  const draft: Draft | undefined =
    Object.keys(entries).length === 0 ? undefined : { writtenAt: Date.now(), entries };
  writeDraftCopy(key, draft);
  try {
    if (draft) localStorage.setItem(key, JSON.stringify(draft));
    else localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** How long the page waits for the IndexedDB copy before going on with `localStorage`'s. */
const COPY_WAIT_MS = 1500;

/** The newer of the account's draft in `localStorage` and its IndexedDB copy. */
export async function readNewestDraft(key: string): Promise<Draft | undefined> {
  const local = readDraft(key);
  // A blocked or slow IndexedDB must not keep the application from showing.
  const copy = await Promise.race([
    readDraftCopy(key),
    new Promise<undefined>((resolve) => setTimeout(resolve, COPY_WAIT_MS)),
  ]);
  if (!local || !copy) return local ?? copy;
  return copy.writtenAt > local.writtenAt ? copy : local;
}

/**
 * Removes every account's drafts but `keep`'s: at logout (none kept), and when another account's
 * application loads on this browser (a shared computer: the last person's draft must not wait
 * there for anyone who opens the browser's storage).
 */
export function forgetDrafts(keep?: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys)
      if (key?.startsWith(PREFIX) && key !== keep) localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing in it to forget.
  }
  void forgetDraftCopies(keep);
}

/** How a draft meets the server's copy on load. */
export interface DraftMerge {
  /** Typed over what the server still holds: taken back without asking. */
  readonly apply: Readonly<Record<string, AnswerValue>>;
  /** Typed over a value the server has changed since: the applicant decides. */
  readonly conflicts: Readonly<Record<string, DraftEntry>>;
}

/** Merges a draft into the server's copy per key (a key already saved as typed is dropped). */
export function mergeDraft(draft: Draft, server: Answers): DraftMerge {
  const apply: Record<string, AnswerValue> = {};
  const conflicts: Record<string, DraftEntry> = {};
  for (const [key, entry] of Object.entries(draft.entries)) {
    if (same(server[key], entry.value)) continue;
    if (same(server[key], entry.base)) apply[key] = entry.value;
    else conflicts[key] = entry;
  }
  return { apply, conflicts };
}
