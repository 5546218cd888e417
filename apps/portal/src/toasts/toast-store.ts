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
  /**
   * Why the toast was raised: a new toast of the same cause replaces the old one instead of
   * stacking under it (pressing Save twice offline shows one). By default the label and message:
   * the same words are never shown twice.
   */
  readonly cause: string;
  /** The page (path) it was raised on: it leaves with that page ({@link leavePage}). */
  readonly path: string;
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs' | 'cause' | 'path'> & {
  readonly durationMs?: number;
  readonly cause?: string;
};

export const TOAST_DURATION_MS = 5000;
export const BOUNDARY_TOAST_DURATION_MS = 300_000;
export const SUCCESS_LABEL = 'Success Notification';

interface ToastState {
  readonly toasts: readonly Toast[];
  /** The page the applicant is on ('' until the viewport has told). */
  readonly page: string;
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  /** Dismisses the error toasts of a scope (an action on it has just succeeded). */
  dismissErrors(scope: string): void;
  /** Dismisses the toasts of a cause (what they said is no longer true). */
  dismissCause(cause: string): void;
  /**
   * The applicant is now on `path`: toasts raised on other pages go; those raised before any
   * page was known belong to this one.
   */
  leavePage(path: string): void;
}

let nextId = 1;

/** The portal's toasts: a plain store, so non-React code (query handlers) can raise them too. */
export const toastStore = createStore<ToastState>()((set, get) => ({
  toasts: [],
  page: '',
  show(toast) {
    const id = nextId++;
    const cause = toast.cause ?? `${toast.severity}:${toast.label}:${toast.message}`;
    set((s) => ({
      toasts: [
        ...s.toasts.filter((t) => t.cause !== cause),
        { durationMs: TOAST_DURATION_MS, ...toast, cause, path: get().page, id },
      ],
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
  dismissCause(cause) {
    set((s) => {
      const kept = s.toasts.filter((t) => t.cause !== cause);
      return kept.length === s.toasts.length ? s : { toasts: kept };
    });
  },
  leavePage(path) {
    set((s) => ({
      page: path,
      toasts: s.toasts
        .filter((t) => t.path === path || t.path === '')
        .map((t) => (t.path === '' ? { ...t, path } : t)),
    }));
  },
}));

/** Raises a toast. */
export const showToast = (toast: ToastInput): number => toastStore.getState().show(toast);
/** Dismisses the error toasts raised about `scope` (see {@link Toast.scope}). */
export const dismissErrors = (scope: string): void => toastStore.getState().dismissErrors(scope);
/** Dismisses the toasts of a cause (see {@link Toast.cause}). */
export const dismissCause = (cause: string): void => toastStore.getState().dismissCause(cause);
/** The success toast of navigation-state messages (§2). */
export const showSuccess = (message: string): number =>
  showToast({ severity: 'success', label: SUCCESS_LABEL, message });
