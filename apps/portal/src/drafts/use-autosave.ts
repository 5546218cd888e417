/**
 * Wires the draft and the autosave (issue 27) to a logged-in applicant's loaded application:
 * takes back the draft this device kept (per key; a conflict is offered, not applied), keeps
 * every change on this device at once, and saves after a pause in typing, on leaving a field,
 * when the page is hidden, when the browser is back online, and — with `keepalive`, which
 * outlives the page — when the page goes away.
 */
import type { AnswerValue } from '@admissions/form-engine';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { studentApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { reportError } from '../app/report-error.ts';
import { saveProgress } from '../application/application-actions.ts';
import { baseRevisions } from '../application/answer-sync.ts';
import { lastSavedAnswers } from '../application/saved-answers.ts';
import { dismissCause, showToast } from '../toasts/toast-store.ts';
import { Autosave } from './autosave.ts';
import {
  draftKey,
  forgetDrafts,
  mergeDraft,
  readNewestDraft,
  unsavedEntries,
  writeDraft,
  type Draft,
  type DraftEntry,
} from './draft-storage.ts';

export const OFFLINE_CAUSE = 'save:offline';
export const OFFLINE_MESSAGE = "Offline — kept on this device; we'll save when you're back online.";

const autosaves = new WeakMap<Portal, Autosave>();

/** The running autosave of a portal (undefined for a guest, or before the application loads). */
export const autosaveOf = (portal: Portal): Autosave | undefined => autosaves.get(portal);

/**
 * Runs an explicit action that saves (Save, a page change, Submit) after the autosave in flight
 * and with autosaves held back, so one save runs at a time ({@link Autosave.hold}).
 */
export function withAutosave<T>(portal: Portal, work: () => Promise<T>): Promise<T> {
  const autosave = autosaves.get(portal);
  return autosave ? autosave.hold(work) : work();
}

/** The "Offline" toast: one, however many saves failed for it. */
export function showOfflineToast(): void {
  showToast({
    severity: 'error',
    label: 'Offline',
    message: OFFLINE_MESSAGE,
    cause: OFFLINE_CAUSE,
  });
}

/** Answers typed on this device over values the server has changed since: restore or drop. */
export interface DraftOffer {
  readonly count: number;
  restore(): void;
  discard(): void;
}

/**
 * Sends the unsaved answers as the page goes away. A `keepalive` request outlives the page; its
 * outcome is never read, so the draft stays until the next load finds them saved. It names the
 * revisions this tab's copy was based on, as every save does: a key written elsewhere since is
 * refused (409), not overwritten, and the draft offers it back on the next load.
 */
function sendOnExit(portal: Portal, entries: Readonly<Record<string, DraftEntry>>): void {
  const patch: Record<string, AnswerValue> = {};
  for (const [key, entry] of Object.entries(entries)) patch[key] = entry.value;
  const base = baseRevisions(portal, Object.keys(patch));
  studentApi.saveAnswersOnExit(patch, base).catch(() => undefined);
}

type Navigate = Parameters<typeof reportError>[1];

/**
 * Starts the autosave of `key`'s account over the loaded application, taking back `draft` (the
 * one this device kept); returns what stops it.
 */
function startAutosave(
  portal: Portal,
  key: string,
  draft: Draft | undefined,
  ui: {
    navigate: () => Navigate;
    setOffer(offer: DraftOffer | undefined): void;
    setRunning(autosave: Autosave | undefined): void;
  },
): () => void {
  const merge = draft ? mergeDraft(draft, lastSavedAnswers(portal)) : undefined;
  // Conflicting entries stay in the draft until the applicant has decided.
  let pending: Readonly<Record<string, DraftEntry>> = merge?.conflicts ?? {};
  const unsaved = () => unsavedEntries(lastSavedAnswers(portal), portal.store.snapshot().answers);
  const autosave = new Autosave({
    save: () => saveProgress(portal),
    unsaved,
    keep: (entries) => writeDraft(key, { ...pending, ...entries }),
    onUnauthorized: (error) => reportError(portal, ui.navigate(), error),
    onProblem: (problem) =>
      problem.kind === 'offline'
        ? showOfflineToast()
        : showToast({ severity: 'error', label: 'Error', message: problem.message }),
    onRecovered: () => dismissCause(OFFLINE_CAUSE),
  });
  autosaves.set(portal, autosave);
  ui.setRunning(autosave);
  const unsubscribe = portal.store.subscribe(() => autosave.changed());
  if (merge) {
    portal.store.getState().setAnswers(merge.apply);
    autosave.changed();
  }
  const conflicts = Object.keys(pending).length;
  if (conflicts > 0) {
    const decided = (values: Readonly<Record<string, AnswerValue>>) => {
      pending = {};
      ui.setOffer(undefined);
      portal.store.getState().setAnswers(values);
      autosave.changed();
    };
    ui.setOffer({
      count: conflicts,
      restore: () =>
        decided(Object.fromEntries(Object.entries(pending).map(([k, e]) => [k, e.value]))),
      discard: () => decided({}),
    });
  }

  const flushIfUnsaved = () => {
    if (autosave.hasUnsaved()) void autosave.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flushIfUnsaved();
  };
  const onPageHide = () => {
    const entries = unsaved();
    if (Object.keys(entries).length > 0) sendOnExit(portal, entries);
  };
  // Ask before leaving only when something is neither saved nor kept on this device.
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!autosave.status.getState().keptLocally && autosave.hasUnsaved()) event.preventDefault();
  };
  document.addEventListener('focusout', flushIfUnsaved);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('online', flushIfUnsaved);
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    autosave.dispose();
    autosaves.delete(portal);
    unsubscribe();
    ui.setOffer(undefined);
    ui.setRunning(undefined);
    document.removeEventListener('focusout', flushIfUnsaved);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('online', flushIfUnsaved);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * Runs the autosave while `ready` (logged in, application loaded); returns it, with the offer of
 * a conflicting draft while the applicant has not decided, and whether the draft is still being
 * read (the page then waits: it must not show the server's older values for a moment).
 */
export function useAutosave(
  portal: Portal,
  ready: boolean,
): { autosave?: Autosave; offer?: DraftOffer; restoring: boolean } {
  // A ref: the autosave outlives page changes, which give `navigate` a new identity.
  const navigate = useRef(useNavigate());
  const [offer, setOffer] = useState<DraftOffer>();
  const [running, setRunning] = useState<Autosave>();

  useEffect(() => {
    const username = portal.session.getState().username;
    if (!ready || !username) return;
    const key = draftKey(username, portal.config.variant);
    forgetDrafts(key);
    let stop: (() => void) | undefined;
    let cancelled = false;
    void readNewestDraft(key).then((draft) => {
      if (!cancelled)
        stop = startAutosave(portal, key, draft, {
          navigate: () => navigate.current,
          setOffer,
          setRunning,
        });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [portal, ready]);

  const restoring = ready && portal.session.getState().username !== null && !running;
  return { autosave: running, offer, restoring };
}
