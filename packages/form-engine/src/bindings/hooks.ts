import { useCallback, useSyncExternalStore } from 'react';
import type {
  ConditionScope,
  FormStore,
  FormStoreState,
  Visibility,
  AnswerValue,
} from '../core/index.ts';
import { useFormContext, useFormStore } from './form-context.tsx';

const NONE: readonly string[] = [];

// Every hook passes its snapshot as the server snapshot too: the store is the same on a server
// (the PDF copy renders the printable form there), so server and first client render agree.

/** The current answer of `key`; re-renders only when that key changes. */
export function useAnswer(key: string): AnswerValue | undefined {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  const snapshot = () => store.getState().answers[key];
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The validation messages of `key`, shown or not (`showErrors`); re-renders when they change. */
export function useFieldErrors(key: string): readonly string[] {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  const snapshot = () => store.getState().errors[key] ?? NONE;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The messages to show for `key`: none while the store does not show errors (`showErrors`). */
export function useShownErrors(key: string): readonly string[] {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  const snapshot = () => {
    const state = store.getState();
    return state.showErrors ? (state.errors[key] ?? NONE) : NONE;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * Any value derived from the whole store; re-renders when the selected value changes (compared
 * with Object.is). Prefer the per-key hooks for fields: this runs on every change.
 */
export function useFormSelector<T>(selector: (state: FormStoreState) => T): T {
  const store = useFormStore();
  const snapshot = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

const scopes = new WeakMap<FormStore, ConditionScope>();

/** A condition scope that always reads the store's current state. */
export function storeScope(store: FormStore): ConditionScope {
  let scope = scopes.get(store);
  if (!scope) {
    scope = {
      answer: (key) => store.getState().answers[key],
      count: (blockId) => store.getState().addAnother[blockId],
      tab: (groupId) => store.getState().tabs[groupId],
    };
    scopes.set(store, scope);
  }
  return scope;
}

/**
 * Whether a node shows. Subscribes only to what its condition reads (the answers it names, and
 * the layout when it reads tabs or block counts), so typing elsewhere costs it nothing.
 */
export function useVisibility(node: Visibility): boolean {
  return useConditionValue(node.visibilitySources, node.isVisible);
}

/**
 * A condition's value over the answers, re-read only when one of its `sources` changes (a key,
 * or the layout for `$`-sources such as tabs and block counts): the one subscription that
 * visibility and required-when rules share.
 */
export function useConditionValue(
  sources: readonly string[],
  test: (scope: ConditionScope) => boolean,
): boolean {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribes = sources.map((source) =>
        source.startsWith('$')
          ? store.subscribeLayout(listener)
          : store.subscribeKey(source, listener),
      );
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    [store, sources],
  );
  const snapshot = () => test(storeScope(store));
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The form mode of the nearest provider. */
export function useFormMode() {
  return useFormContext().mode;
}
