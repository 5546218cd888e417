import { useCallback, useSyncExternalStore } from 'react';
import type { AnswerValue, FormStoreState } from '../core/index.ts';
import { useFormStore } from './form-context.tsx';

const NONE: readonly string[] = [];

/** The current answer of `key`; re-renders only when that key changes. */
export function useAnswer(key: string): AnswerValue | undefined {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  return useSyncExternalStore(subscribe, () => store.getState().answers[key]);
}

/** The validation messages of `key`; re-renders only when they change. */
export function useFieldErrors(key: string): readonly string[] {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  return useSyncExternalStore(subscribe, () => store.getState().errors[key] ?? NONE);
}

/**
 * Any value derived from the whole store; re-renders when the selected value changes (compared
 * with Object.is). Prefer {@link useAnswer} for single fields: this subscribes to every change.
 */
export function useFormSelector<T>(selector: (state: FormStoreState) => T): T {
  const store = useFormStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
