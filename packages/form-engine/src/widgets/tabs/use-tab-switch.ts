import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CompiledTabGroup, FormStore } from '../../core/index.ts';
import { useFormContext } from '../../react/form-context.tsx';
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

export interface TabSwitch {
  readonly chosen: string;
  /** Asks to switch to `tabId`: checks the files of the tab left behind first. */
  readonly choose: (tabId: string) => Promise<void>;
  /** A switch is being checked or saved. */
  readonly pending: boolean;
  /** The "File Upload in Progress" dialog is open. */
  readonly blocked: boolean;
  readonly setBlocked: (open: boolean) => void;
}

/**
 * Tab choice for an applicant (specification §4): the saved choice is fetched on mount and each
 * switch is saved. Before leaving a tab that holds a file, its conversion is checked: while an
 * upload runs or the conversion is pending the switch is blocked; otherwise the stored file and
 * its conversion are deleted and the switch goes ahead (the store clears the tab's answers). A
 * failure toasts "Error handling tabs for <default tab id>" (specification §8) and refreshes both
 * the document answers and the conversion status of every file of the group, since a failed
 * switch may have deleted some of them.
 */
export function useTabSwitch(group: CompiledTabGroup): TabSwitch {
  const { store, backend, notify, succeeded, messages } = useFormContext();
  const chosen = useChosenTab(group);
  const [pending, setPending] = useState(false);
  const [blocked, setBlocked] = useState(false);
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
    [store, group, backend, fail, succeeded],
  );

  return { chosen, choose, pending, blocked, setBlocked };
}
