import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormBackend } from '../backend/form-backend.ts';
import type { FormStore } from '../core/index.ts';
import type { WidgetRegistry } from './widget-types.ts';

/**
 * Who is looking at the form (specification §6): a visitor edits locally (no uploads, saved tabs
 * or Add Another), an applicant does everything, a service user sees a read-only rendering.
 */
export type FormMode = 'visitor' | 'applicant' | 'service';

/** A message for the host's toasts. */
export interface FormToast {
  readonly severity: 'success' | 'error';
  readonly message: string;
}

/** What every widget reads from its provider. */
export interface FormContextValue {
  readonly store: FormStore;
  readonly backend: FormBackend | undefined;
  readonly mode: FormMode;
  /** Widget overrides and additions; the built-in widgets fill the rest. */
  readonly widgets: Partial<WidgetRegistry>;
  readonly notify: (toast: FormToast) => void;
  /** The clock (alert banners); tests and stories pass a fixed one. */
  readonly now: () => Date;
}

const FormContext = createContext<FormContextValue | null>(null);

export interface FormProviderProps {
  /** The store of this form instance (see `createFormStore`). */
  readonly store: FormStore;
  /** The back end the widgets call (uploads, tabs, Add Another, lookups). */
  readonly backend?: FormBackend;
  readonly mode?: FormMode;
  readonly widgets?: Partial<WidgetRegistry>;
  /** Shows a toast; the widgets report failures through it ("Error uploading file for …"). */
  readonly onToast?: (toast: FormToast) => void;
  readonly now?: () => Date;
  readonly children?: ReactNode;
}

const noToast = () => undefined;
const systemNow = () => new Date();

/** Makes a form store, its back end and its mode available to the widgets below. */
export function FormProvider({
  store,
  backend,
  mode = 'applicant',
  widgets,
  onToast,
  now,
  children,
}: FormProviderProps) {
  const value = useMemo<FormContextValue>(
    () => ({
      store,
      backend,
      mode,
      widgets: widgets ?? {},
      notify: onToast ?? noToast,
      now: now ?? systemNow,
    }),
    [store, backend, mode, widgets, onToast, now],
  );
  return <FormContext.Provider value={value}>{children}</FormContext.Provider>;
}

/** The nearest {@link FormProvider}'s value; throws outside one. */
export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('form widgets must be used inside <FormProvider>');
  return value;
}

/** The store of the nearest {@link FormProvider}; throws outside one. */
export function useFormStore(): FormStore {
  return useFormContext().store;
}
