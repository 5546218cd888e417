/**
 * The messages between the playground and its preview frame. The frame is a page of its own
 * (`preview.html`) in an `<iframe sandbox="allow-scripts">`: an opaque origin, so whatever runs in
 * the preview (it renders a definition anyone can put in a share link) can neither reach the
 * playground's page nor act with the portal's session. Nothing but these messages crosses: the
 * workspace to compile (a compiled form holds functions, which cannot be posted), the view
 * switches, and the form's data both ways (the applicant answers in the frame; Validate sets
 * the errors in the page).
 */
import type { Answers, FieldErrors, FormStore } from '@admissions/form-engine';
import type { Language, Workspace } from './lint.ts';
import type { PreviewMode } from './preview.tsx';

/** The part of a form store's data that the two copies keep equal. */
export interface PreviewData {
  readonly answers: Answers;
  readonly addAnother: Readonly<Record<string, number>>;
  readonly tabs: Readonly<Record<string, string>>;
  readonly errors: FieldErrors;
  readonly showErrors: boolean;
}

/** What the preview shows, besides the form. */
export interface PreviewView {
  readonly mode: PreviewMode;
  readonly pageId: string;
  /** The frame document's title and language. */
  readonly title: string;
  readonly lang: Language;
}

/** From the playground to the frame. */
export type ToPreview =
  /** A form to compile (the last good workspace) and the data its store starts with. */
  | {
      readonly kind: 'form';
      /** Numbers the forms: the frame's data carries it, so data of an older form is dropped. */
      readonly seq: number;
      readonly workspace: Workspace;
      readonly language: Language;
      readonly data: PreviewData;
    }
  | { readonly kind: 'view'; readonly view: PreviewView }
  | { readonly kind: 'data'; readonly data: PreviewData };

/** From the frame to the playground. */
export type FromPreview =
  /** The frame's script runs and listens: send it the form. */
  | { readonly kind: 'ready' }
  /** The frame's content height, so the frame grows with it and the page scrolls as one. */
  | { readonly kind: 'height'; readonly height: number }
  /** The frame's store changed (the applicant answered): `seq` of the form it belongs to. */
  | { readonly kind: 'data'; readonly seq: number; readonly data: PreviewData }
  /** The applicant clicked the field of this answer key: "Why hidden?" explains it. */
  | { readonly kind: 'explain'; readonly key: string };

/** A copy of a store's data that can be posted. */
export function dataOf(store: FormStore): PreviewData {
  const { answers, addAnother, tabs, errors, showErrors } = store.getState();
  return { answers: { ...answers }, addAnother, tabs, errors, showErrors };
}

/**
 * Sends a store's changes to the other side (`send`), and loads what the other side sent
 * (`apply`) without sending it back.
 */
export function syncedStore(store: FormStore, send: (data: PreviewData) => void) {
  let applying = false;
  const unsubscribe = store.subscribe(() => {
    if (!applying) send(dataOf(store));
  });
  return {
    apply(data: PreviewData) {
      applying = true;
      try {
        store.getState().load(data);
      } finally {
        applying = false;
      }
    },
    unsubscribe,
  };
}

/** Whether a posted value is a message of the given kinds (the other side is not trusted). */
export function isMessage<T extends { kind: string }>(
  value: unknown,
  kinds: readonly T['kind'][],
): value is T {
  return (
    typeof value === 'object' &&
    value !== null &&
    kinds.includes((value as { kind: unknown }).kind as T['kind'])
  );
}
