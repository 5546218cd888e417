import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isAnswered, type CompiledTabGroup, type FormStore } from '../../core/index.ts';
import type { TabSwitchRemoval } from '../../core/messages/index.ts';
import { useFormContext } from '../../bindings/form-context.tsx';
import { isUploading } from '../file-upload/uploads-in-progress.ts';
import { fileKeysOf } from './file-keys.ts';

/** The tab shown for a group: the store's choice, else the default tab. */
export function chosenTabOf(store: FormStore, group: CompiledTabGroup): string {
  const id = store.getState().tabs[group.id];
  return id !== undefined && group.tabs.some((tab) => tab.id === id) ? id : group.defaultTab;
}

/** The chosen tab of a group; re-renders when the store's layout changes. */
export function useChosenTab(group: CompiledTabGroup): string {
  const { store } = useFormContext();
  const snapshot = () => chosenTabOf(store, group);
  return useSyncExternalStore(store.subscribeLayout, snapshot, snapshot);
}

/** Conversion statuses that mean the file is still being processed. */
const PENDING = new Set(['IN_PROGRESS', 'UNPROCESSED']);

/** A switch waiting for the applicant's word: what it would remove, and how to answer. */
export interface TabSwitchQuestion {
  /** The tab chosen. */
  readonly tabId: string;
  readonly removal: TabSwitchRemoval;
  /** Confirm (true: remove and switch) or cancel (false: nothing changes). */
  readonly answer: (confirmed: boolean) => void;
}

export interface TabSwitch {
  readonly chosen: string;
  /** Asks to switch to `tabId`: checks the files of the tab left behind first. */
  readonly choose: (tabId: string) => Promise<void>;
  /** A switch is being checked or saved. */
  readonly pending: boolean;
  /** The "File Upload in Progress" dialog is open. */
  readonly blocked: boolean;
  readonly setBlocked: (open: boolean) => void;
  /** The open question before a switch that removes something, if any. */
  readonly question: TabSwitchQuestion | undefined;
}

/**
 * What leaving `tabId` would remove: the stored documents among `stored` (by file name) and the
 * answered questions the switch clears (by label; an unticked box holds nothing worth asking
 * about, and keys without a field of their own, like a dropdown's `_desc`, go with their field).
 */
export function tabSwitchRemoval(
  store: FormStore,
  group: CompiledTabGroup,
  tabId: string,
  stored: readonly string[],
): TabSwitchRemoval {
  const { answers, documents } = store.getState();
  const files = new Set(stored);
  const tab = group.tabs.find((t) => t.id === tabId);
  return {
    documents: stored.map((key) => documents[key]?.file_name ?? ''),
    answers: (tab?.clearOnSwitch ?? []).flatMap((key) => {
      const field = store.form.fields.get(key);
      const value = answers[key];
      if (!field || files.has(key) || field.definition.widget === 'fileUpload') return [];
      return isAnswered(value) && value !== false ? [field.label] : [];
    }),
  };
}

/**
 * Tab choice for an applicant (specification §4): the saved choice is fetched on mount and each
 * switch is saved. Before leaving a tab that holds a file, its conversion is checked: while an
 * upload runs or the conversion is pending the switch is blocked. When the tab left holds a
 * stored file or answers, the applicant is asked first, with what would be removed named
 * (issue 27: a click on a tab deleted an essay or a document without a word); Cancel changes
 * nothing. Confirmed, the stored file and its conversion are deleted and the switch goes ahead
 * (the store clears the tab's answers), as the specification says. A
 * failure toasts "Error handling tabs for <default tab id>" (specification §8) and refreshes both
 * the document answers and the conversion status of every file of the group, since a failed
 * switch may have deleted some of them.
 */
export function useTabSwitch(group: CompiledTabGroup): TabSwitch {
  const { store, backend, notify, succeeded, messages } = useFormContext();
  const chosen = useChosenTab(group);
  const [pending, setPending] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [question, setQuestion] = useState<TabSwitchQuestion | undefined>(undefined);
  const busy = useRef(false);
  const switched = useRef(false);

  const fail = useCallback(async () => {
    notify({
      severity: 'error',
      message: messages.toastTabsError({ tab: group.defaultTab }),
      subject: group.id,
    });
    if (!backend) return;
    try {
      const fileKeys = group.tabs.flatMap((tab) => fileKeysOf(tab.nodes));
      const [documents, statuses] = await Promise.all([
        backend.documentAnswers(),
        Promise.all(
          fileKeys.map((key) =>
            backend.conversionStatus(key).then(
              (status) => [key, status] as const,
              () => undefined,
            ),
          ),
        ),
      ]);
      const conversions = new Map(statuses.filter((entry) => entry !== undefined));
      const state = store.getState();
      for (const key of Object.keys(state.documents))
        if (!(key in documents)) state.setDocument(key, undefined);
      for (const [key, document] of Object.entries(documents)) {
        const conversion = conversions.get(key);
        state.setDocument(
          key,
          conversion && conversion.status !== 'NOT_ANSWERED'
            ? { ...document, status: conversion.status }
            : document,
        );
      }
    } catch {
      // The toast has been shown; the documents stay as they were.
    }
  }, [group, backend, notify, store, messages]);

  // The saved choice, unless the applicant has switched meanwhile.
  useEffect(() => {
    if (!backend) return;
    let cancelled = false;
    backend.tabs().then(
      (saved) => {
        const id = saved[group.id];
        if (cancelled || switched.current || id === undefined) return;
        if (!group.tabs.some((tab) => tab.id === id) || chosenTabOf(store, group) === id) return;
        const state = store.getState();
        state.load({ tabs: { ...state.tabs, [group.id]: id } });
      },
      () => {
        if (!cancelled) void fail();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [backend, store, group, fail]);

  /** Opens the question; resolves with the applicant's answer once they give it. */
  const ask = useCallback(
    (tabId: string, removal: TabSwitchRemoval) =>
      new Promise<boolean>((resolve) => {
        setQuestion({
          tabId,
          removal,
          answer: (confirmed) => {
            setQuestion(undefined);
            resolve(confirmed);
          },
        });
      }),
    [],
  );

  const choose = useCallback(
    async (tabId: string) => {
      const current = chosenTabOf(store, group);
      if (tabId === current || busy.current) return;
      busy.current = true;
      switched.current = true;
      setPending(true);
      try {
        const leaving = group.tabs.find((tab) => tab.id === current);
        const keys = fileKeysOf(leaving?.nodes ?? []);
        const uploading = () => keys.some((key) => isUploading(store, key));
        if (uploading()) return setBlocked(true);
        const stored = keys.filter((key) => store.getState().documents[key] !== undefined);
        if (backend && stored.length > 0) {
          const statuses = await Promise.all(stored.map((key) => backend.conversionStatus(key)));
          if (uploading() || statuses.some((s) => PENDING.has(s.status))) return setBlocked(true);
        }
        const removal = tabSwitchRemoval(store, group, current, backend ? stored : []);
        if (removal.documents.length + removal.answers.length > 0) {
          setPending(false);
          if (!(await ask(tabId, removal))) return;
          setPending(true);
        }
        if (backend && stored.length > 0) {
          await Promise.all(
            stored.map(async (key) => {
              await backend.deleteDocumentAnswer(key);
              await backend.deleteConversion(key);
              store.getState().setDocument(key, undefined);
            }),
          );
        }
        store.getState().setTab(group.id, tabId);
        await backend?.saveTab(group.id, tabId);
        succeeded(group.id);
      } catch {
        await fail();
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [store, group, backend, fail, succeeded, ask],
  );

  return { chosen, choose, pending, blocked, setBlocked, question };
}
