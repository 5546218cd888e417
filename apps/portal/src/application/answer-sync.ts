/**
 * Two tabs that agree (issue 27, item 5). A tab used to send only the keys whose value differed
 * from its last save, so an edit that happened to equal its stale copy was never sent, and a stale
 * tab overwrote what another had saved, each time saying "saved". Now:
 *
 * - every key the applicant changes is sent at the next save, whatever its value (`editedKeys`);
 * - each save names the revision of each key it was based on (`Answer-Base`); the server refuses a
 *   save based on a replaced revision (409 with the newer values), which this tab then shows,
 *   saves the rest, and reports in words instead of claiming "saved";
 * - a `BroadcastChannel` per applicant keeps the open tabs of one browser in step: what one saves,
 *   the others show at once (a key being edited in the other tab is left alone: its own save will
 *   meet the conflict and say so).
 */
import { BackendError, type AnswerValue, type Answers } from '@admissions/form-engine';
import { studentApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { rememberSavedKeys } from './saved-answers.ts';

/** A key another tab or browser wrote since this tab's copy: what the server holds now. */
interface StaleAnswer {
  readonly value: AnswerValue;
  readonly revision: number;
}

/** What one tab tells the others after a save. */
interface SavedMessage {
  readonly answers: Readonly<Record<string, AnswerValue>>;
  readonly revisions: Readonly<Record<string, number>>;
}

interface SyncState {
  readonly revisions: Map<string, number>;
  /** Keys changed in this tab since they were last saved or loaded. */
  readonly edited: Set<string>;
  /** The answers as this module last saw them, to tell which keys a change touched. */
  seen: Answers;
  /** While true, store changes are this module's own (adopted values), not edits. */
  adopting: boolean;
  readonly channel: BroadcastChannel | undefined;
  readonly stop: () => void;
}

const states = new WeakMap<Portal, SyncState>();

/**
 * Starts (or restarts, after a new load) keeping `portal`'s tab in step: the loaded answers'
 * revisions, edits tracked from here on, and the channel of `username`'s tabs.
 */
export function startAnswerSync(
  portal: Portal,
  revisions: Readonly<Record<string, number>>,
  username: string,
): void {
  states.get(portal)?.stop();
  const channel =
    typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(`admissions-answers:${username}`)
      : undefined;
  const state: SyncState = {
    revisions: new Map(Object.entries(revisions)),
    edited: new Set(),
    seen: portal.store.snapshot().answers,
    adopting: false,
    channel,
    stop: () => {
      unsubscribe();
      channel?.close();
    },
  };
  const unsubscribe = portal.store.subscribe((next) => {
    const answers = next.answers;
    if (!state.adopting)
      for (const key of new Set([...Object.keys(answers), ...Object.keys(state.seen)]))
        if (answers[key] !== state.seen[key]) state.edited.add(key);
    state.seen = { ...answers };
  });
  if (channel)
    channel.onmessage = (event: MessageEvent<SavedMessage>) => {
      const { answers, revisions: saved } = event.data;
      const mine = Object.keys(answers).filter((key) => !state.edited.has(key));
      adopt(portal, state, Object.fromEntries(mine.map((key) => [key, answers[key]!])));
      for (const key of mine) state.revisions.set(key, saved[key] ?? 0);
    };
  states.set(portal, state);
}

/**
 * The revision each of `keys` was based on in this tab (the `Answer-Base` of a save of them), for
 * a request sent outside {@link saveInStep}: the autosave's `keepalive` one as the page goes.
 */
export function baseRevisions(
  portal: Portal,
  keys: readonly string[],
): Record<string, number> | undefined {
  const state = states.get(portal);
  return state && Object.fromEntries(keys.map((key) => [key, state.revisions.get(key) ?? 0]));
}

/** The keys changed in this tab since they were last saved or loaded. */
export const editedKeys = (portal: Portal): ReadonlySet<string> =>
  states.get(portal)?.edited ?? new Set();

/** Shows `answers` in this tab as saved, without counting them as the applicant's edits. */
function adopt(portal: Portal, state: SyncState, answers: Readonly<Record<string, AnswerValue>>) {
  if (Object.keys(answers).length === 0) return;
  state.adopting = true;
  try {
    portal.store.getState().setAnswers(answers);
  } finally {
    state.adopting = false;
  }
  rememberSavedKeys(portal, answers);
}

/** A 409 that names keys written elsewhere (not the one of a submitted application). */
const conflictsOf = (error: unknown): Record<string, StaleAnswer> | undefined =>
  error instanceof BackendError && error.status === 409
    ? (error.body as { conflicts?: Record<string, StaleAnswer> } | undefined)?.conflicts
    : undefined;

/**
 * Saves `patch` based on this tab's revisions. When keys of it were written elsewhere since, the
 * newer values are shown here, the rest of the patch is saved, and the server's 409 is thrown so
 * the applicant reads why their copy changed (nothing claims "saved").
 */
export async function saveInStep(
  portal: Portal,
  patch: Readonly<Record<string, AnswerValue>>,
): Promise<void> {
  const state = states.get(portal);
  const send = async (answers: Readonly<Record<string, AnswerValue>>) => {
    const base = Object.fromEntries(
      Object.keys(answers).map((key) => [key, state?.revisions.get(key) ?? 0]),
    );
    const reply = await studentApi.saveAnswers(answers, state ? base : undefined);
    rememberSavedKeys(portal, answers);
    if (!state) return;
    for (const [key, revision] of Object.entries(reply.revisions ?? {}))
      state.revisions.set(key, revision);
    // A key edited again while the save was on its way stays edited.
    const now = portal.store.snapshot().answers;
    for (const key of Object.keys(answers)) if (now[key] === answers[key]) state.edited.delete(key);
    state.channel?.postMessage({
      answers,
      revisions: reply.revisions ?? {},
    } satisfies SavedMessage);
  };
  try {
    await send(patch);
  } catch (error) {
    const conflicts = conflictsOf(error);
    if (!conflicts || !state) throw error;
    adopt(
      portal,
      state,
      Object.fromEntries(Object.entries(conflicts).map(([key, stale]) => [key, stale.value])),
    );
    for (const [key, stale] of Object.entries(conflicts)) {
      state.revisions.set(key, stale.revision);
      state.edited.delete(key);
    }
    const rest = Object.fromEntries(Object.entries(patch).filter(([key]) => !(key in conflicts)));
    if (Object.keys(rest).length > 0) await send(rest);
    throw error;
  }
}
