/**
 * The compiled form as a host renders it: a page with its error summary (the engine's `edit` and
 * `answers-only` modes: the portal's applicant and visitor), the printable form, or its plain
 * text (the read-only renderings a portal's service user sees).
 */
import { renderPlainText, type CompiledForm, type FormStore } from '@admissions/form-engine';
import { es } from '@admissions/form-engine/locales/es';
import { ErrorSummary, FormPage, FormProvider, PrintableForm } from '@admissions/form-engine/react';
import { useSyncExternalStore } from 'react';
import type { Language } from './lint.ts';

export type PreviewMode = 'edit' | 'answers-only' | 'printable' | 'text';

export const MODES: readonly { readonly id: PreviewMode; readonly label: string }[] = [
  { id: 'answers-only', label: 'Answers only' },
  { id: 'edit', label: 'Edit' },
  { id: 'printable', label: 'Read-only: printable' },
  { id: 'text', label: 'Read-only: plain text' },
];

export interface PreviewProps {
  readonly form: CompiledForm;
  readonly store: FormStore;
  readonly mode: PreviewMode;
  readonly language: Language;
  readonly pageId: string;
}

/** Re-renders with every change of the store (for the read-only renderings and the answers). */
export function useStoreState(store: FormStore) {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

function PlainText({ form, store }: Pick<PreviewProps, 'form' | 'store'>) {
  useStoreState(store);
  return <pre className="pg-plain-text">{renderPlainText(form, store.snapshot())}</pre>;
}

export function Preview({ form, store, mode, language, pageId }: PreviewProps) {
  const messages = language === 'es' ? es : undefined;
  if (mode === 'text') return <PlainText form={form} store={store} />;
  if (mode === 'printable')
    return (
      <FormProvider store={store} mode="read-only" {...(messages ? { messages } : {})}>
        <PrintableForm form={form} />
      </FormProvider>
    );
  const page = form.pages.find((p) => p.id === pageId) ?? form.pages[0];
  if (!page) return <p>The definition has no page.</p>;
  return (
    <FormProvider store={store} mode={mode} {...(messages ? { messages } : {})}>
      <p className="pg-step">{page.stepLabel}</p>
      <h2 className="pg-page-title">{page.title}</h2>
      <ErrorSummary currentPath={page.path} onNavigate={() => undefined} />
      <FormPage page={page} />
    </FormProvider>
  );
}
