import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FormBackend } from '../backend/form-backend.ts';
import type { Uploader } from '../backend/uploader.ts';
import type { FormStore } from '../core/index.ts';
import {
  resolveMessages,
  type FormMessages,
  type FormMessagesOverride,
} from '../core/messages/index.ts';
import type { WidgetRegistry } from './widget-types.ts';

/**
 * What the form lets its user do:
 * - `edit` (the default): everything — answers, files, the choice of tab, adding and removing
 *   add-another blocks;
 * - `answers-only`: answers only — a file question shows a note instead of its upload control, a
 *   tab group its default tab with a note naming the others, an add-another list its blocks with
 *   no Add or Remove (for a host that can keep nothing but answers yet, say before sign-up);
 * - `read-only`: the answers as text (choices marked, the chosen tab), no control and no alert.
 */
export type FormMode = 'edit' | 'answers-only' | 'read-only';

/** A message for the host's toasts. */
export interface FormToast {
  readonly severity: 'success' | 'error';
  readonly message: string;
  /**
   * What the message is about: a field's answer key, a tab group's id or an Add Another button's
   * id. The host keeps it with the toast, so that {@link FormProviderProps.onSuccess} for the same
   * subject can dismiss an error toast that is no longer true.
   */
  readonly subject?: string;
}

/** What every widget reads from its provider. */
export interface FormContextValue {
  readonly store: FormStore;
  readonly backend: FormBackend | undefined;
  /** Where file questions keep their files (see {@link FormProviderProps.uploader}). */
  readonly uploader: Uploader | undefined;
  readonly mode: FormMode;
  /** Widget overrides and additions; the built-in widgets fill the rest. */
  readonly widgets: Partial<WidgetRegistry>;
  readonly notify: (toast: FormToast) => void;
  /** Tells the host that an action about `subject` succeeded (see `onSuccess`). */
  readonly succeeded: (subject: string) => void;
  /** The clock (alert banners); tests and stories pass a fixed one. */
  readonly now: () => Date;
  /** The engine's words: the provider's `messages` over the compiled form's catalogue. */
  readonly messages: FormMessages;
}

const FormContext = createContext<FormContextValue | null>(null);

export interface FormProviderProps {
  /** The store of this form instance (see `createFormStore`). */
  readonly store: FormStore;
  /** The back end the widgets call (uploads, tabs, Add Another, lookups). */
  readonly backend?: FormBackend;
  /**
   * Where file questions keep their files: `createLocalUploader()` (in the browser, posted with
   * the answers), `createPresignedUploader(backend, { store })`, or your own {@link Uploader}.
   * Without one, a `backend` uploads through its presigned-POST flow; with neither, a file
   * question cannot upload.
   */
  readonly uploader?: Uploader;
  readonly mode?: FormMode;
  readonly widgets?: Partial<WidgetRegistry>;
  /** Shows a toast; the widgets report failures through it ("Error uploading file for …"). */
  readonly onToast?: (toast: FormToast) => void;
  /**
   * An action about `subject` (an upload or delete of a field, a tab switch, Add Another)
   * succeeded: the host should dismiss the error toasts it shows for that subject, which are now
   * stale ("Error uploading file for …" after a good upload).
   */
  readonly onSuccess?: (subject: string) => void;
  readonly now?: () => Date;
  /**
   * The engine's words, per key, over the catalogue the form was compiled with (English by
   * default): `messages={{ errorSummaryTitle: 'Please check your answers' }}`, or a whole locale,
   * `messages={es}` from `@admissions/form-engine/locales/es`. Messages with parameters are
   * functions. Validation messages come from the compiled form: give the same catalogue to
   * `compileForm(definition, model, { messages })` so the browser and the server agree.
   * Keep the object stable (a constant or `useMemo`): a new object re-renders every widget.
   */
  readonly messages?: FormMessagesOverride;
  readonly children?: ReactNode;
}

const noToast = () => undefined;
const systemNow = () => new Date();

/** Makes a form store, its back end and its mode available to the widgets below. */
export function FormProvider({
  store,
  backend,
  uploader,
  mode = 'edit',
  widgets,
  onToast,
  onSuccess,
  now,
  messages,
  children,
}: FormProviderProps) {
  const value = useMemo<FormContextValue>(
    () => ({
      store,
      backend,
      uploader,
      mode,
      widgets: widgets ?? {},
      notify: onToast ?? noToast,
      succeeded: onSuccess ?? noToast,
      now: now ?? systemNow,
      messages: resolveMessages(messages, store.form.messages),
    }),
    [store, backend, uploader, mode, widgets, onToast, onSuccess, now, messages],
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

/** The message catalogue of the nearest {@link FormProvider}; throws outside one. */
export function useMessages(): FormMessages {
  return useFormContext().messages;
}
