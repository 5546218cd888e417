import { createStore } from 'zustand/vanilla';

/** §3 "Toast: severity, message, duration, label". */
export interface Toast {
  readonly id: number;
  readonly severity: 'success' | 'error';
  /** The toast's title, e.g. "Login Card Error" or "Success Notification". */
  readonly label: string;
  readonly message: string;
  /** Auto-close after this long (§9: 5000 ms; error-boundary toasts 300000 ms). */
  readonly durationMs: number;
  /**
   * What the toast is about: an auth card ("card:confirm") or a form field, tab group or button
   * ("form:personal_statement_doc"). When an action on the same subject succeeds, its error
   * toasts are dismissed ({@link dismissErrors}): a red "Confirm Card Error" must not stay beside
   * the "Success Notification" of the right code.
   */
  readonly scope?: string;
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { readonly durationMs?: number };

export const TOAST_DURATION_MS = 5000;
export const BOUNDARY_TOAST_DURATION_MS = 300_000;
export const SUCCESS_LABEL = 'Success Notification';

interface ToastState {
  readonly toasts: readonly Toast[];
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  /** Dismisses the error toasts of a scope (an action on it has just succeeded). */
  dismissErrors(scope: string): void;
}

let nextId = 1;

/** The portal's toasts: a plain store, so non-React code (query handlers) can raise them too. */
export const toastStore = createStore<ToastState>()((set) => ({
  toasts: [],
  show(toast) {
    const id = nextId++;
    set((s) => ({
      toasts: [...s.toasts, { durationMs: TOAST_DURATION_MS, ...toast, id }],
    }));
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  dismissErrors(scope) {
    set((s) => {
      const kept = s.toasts.filter((t) => t.scope !== scope || t.severity !== 'error');
      return kept.length === s.toasts.length ? s : { toasts: kept };
    });
  },
}));

/** Raises a toast. */
export const showToast = (toast: ToastInput): number => toastStore.getState().show(toast);
/** Dismisses the error toasts raised about `scope` (see {@link Toast.scope}). */
export const dismissErrors = (scope: string): void => toastStore.getState().dismissErrors(scope);
/** The success toast of navigation-state messages (§2). */
export const showSuccess = (message: string): number =>
  showToast({ severity: 'success', label: SUCCESS_LABEL, message });
