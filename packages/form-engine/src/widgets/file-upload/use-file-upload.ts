import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore } from 'react';
import { createPresignedUploader } from '../../backend/presigned-uploader.ts';
import type { UploadProgress } from '../../backend/uploader.ts';
import type { CompiledField, DocumentAnswer, FormStore } from '../../core/index.ts';
import { useFormContext } from '../../bindings/form-context.tsx';
import { checkFiles, fileLimits, type FileLimits } from './file-rules.ts';
import { failureMessage, followConversion, isPending } from './upload-flow.ts';
import { beginUpload } from './uploads-in-progress.ts';

/**
 * The states of an upload (specification §4): idle, validating (the client checks), converting
 * (the uploader is at work: busy), attached (the stored document shows).
 */
export type UploadPhase = 'idle' | 'validating' | 'converting' | 'attached';

export interface UploadState {
  readonly phase: UploadPhase;
  /** The file being sent while converting. */
  readonly fileName: string | undefined;
  /** What the uploader last said of its progress while converting. */
  readonly progress: UploadProgress | undefined;
  /** Messages shown under the field: failed checks, a failed upload or delete. */
  readonly errors: readonly string[];
  /** A confirmed delete is on its way. */
  readonly deleting: boolean;
}

export type UploadEvent =
  | { readonly type: 'select' }
  | { readonly type: 'invalid'; readonly errors: readonly string[] }
  | { readonly type: 'start'; readonly fileName: string }
  | { readonly type: 'progress'; readonly progress: UploadProgress }
  | { readonly type: 'completed' }
  | { readonly type: 'notAnswered' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'deleteStart' }
  | { readonly type: 'deleted' }
  | { readonly type: 'deleteFailed'; readonly message: string };

const NO_ERRORS: readonly string[] = [];

export const initialUploadState = (attached: boolean): UploadState => ({
  phase: attached ? 'attached' : 'idle',
  fileName: undefined,
  progress: undefined,
  errors: NO_ERRORS,
  deleting: false,
});

/** Idle or attached: what the store's document decides between (see {@link shownPhase}). */
const settled = (state: UploadState) => state.phase === 'idle' || state.phase === 'attached';

/** The state machine: events that make no sense in the current phase are ignored. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'select':
      return settled(state) ? { ...state, phase: 'validating', errors: NO_ERRORS } : state;
    case 'invalid':
      return state.phase === 'validating'
        ? { ...state, phase: 'idle', errors: event.errors }
        : state;
    case 'start':
      return state.phase === 'validating'
        ? { ...state, phase: 'converting', fileName: event.fileName, progress: undefined }
        : state;
    case 'progress':
      return state.phase === 'converting'
        ? { ...state, progress: { ...state.progress, ...event.progress } }
        : state;
    case 'completed':
      return state.phase === 'converting'
        ? { ...state, phase: 'attached', fileName: undefined, errors: NO_ERRORS }
        : state;
    case 'notAnswered':
      return state.phase === 'converting'
        ? { ...state, phase: 'idle', fileName: undefined }
        : state;
    case 'failed':
      return state.phase === 'converting'
        ? { ...state, phase: 'idle', fileName: undefined, errors: [event.message] }
        : state;
    case 'deleteStart':
      return settled(state) ? { ...state, deleting: true, errors: NO_ERRORS } : state;
    case 'deleted':
      return { ...state, phase: 'idle', deleting: false, errors: NO_ERRORS };
    case 'deleteFailed':
      return { ...state, deleting: false, errors: [event.message] };
  }
}

/**
 * The phase to show: the store's document wins over a settled phase, so a document loaded (or
 * deleted by a tab switch) elsewhere shows at once; a running check or upload is never hidden.
 */
export function shownPhase(phase: UploadPhase, hasDocument: boolean): UploadPhase {
  if (phase === 'idle' && hasDocument) return 'attached';
  if (phase === 'attached' && !hasDocument) return 'idle';
  return phase;
}

/** The stored document of `key`; re-renders when it changes. */
export function useStoredDocument(store: FormStore, key: string): DocumentAnswer | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(key, listener),
    [store, key],
  );
  const snapshot = () => store.getState().documents[key];
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export interface FileUpload extends UploadState {
  readonly document: DocumentAnswer | undefined;
  /** The question's limits (its definition's, or the defaults). */
  readonly limits: FileLimits;
  /** Checks the chosen files and, when they pass, uploads the one file. */
  readonly select: (files: readonly File[]) => void;
  /** Deletes the stored document and its conversion, then clears the answer. */
  readonly remove: () => Promise<void>;
}

/**
 * The upload logic of a file field: the state machine above, the provider's uploader (or the
 * back end's presigned-POST flow), and what the store and the toasts hear of it. A running upload
 * is aborted when the component unmounts.
 */
export function useFileUpload(field: CompiledField): FileUpload {
  const { store, backend, uploader: given, notify, succeeded, messages } = useFormContext();
  const uploader = useMemo(
    () => given ?? (backend && createPresignedUploader(backend, { store })),
    [given, backend, store],
  );
  const { definition } = field;
  const limits = useMemo(
    () => fileLimits(definition.widget === 'fileUpload' ? definition : {}),
    [definition],
  );
  const key = field.key;
  const document = useStoredDocument(store, key);
  const [state, dispatch] = useReducer(uploadReducer, document !== undefined, initialUploadState);
  const running = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
      running.current = null;
    },
    [],
  );

  // A document stored while its conversion was still pending (loaded after a reload or a new
  // login): follow the conversion until it settles, so the status shown is the real one.
  const pendingStored = document !== undefined && isPending(document.status);
  useEffect(() => {
    if (!pendingStored || !backend || running.current) return;
    const controller = new AbortController();
    void followConversion({ backend, store, key, signal: controller.signal });
    return () => controller.abort();
  }, [pendingStored, backend, store, key]);

  const upload = useCallback(
    async (file: File) => {
      const controller = new AbortController();
      running.current = controller;
      const end = beginUpload(store, key);
      try {
        if (!uploader) throw new Error('no uploader and no back end to upload to');
        const { reference, converted, url } = await uploader.upload(file, {
          key,
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: 'progress', progress }),
        });
        if (controller.signal.aborted) return;
        if (!reference) {
          dispatch({ type: 'notAnswered' });
          return;
        }
        store.getState().setAnswer(key, reference);
        // No status for a file nobody converted: the line says "Uploaded", not "Converted".
        store.getState().setDocument(key, {
          ...(converted && { status: 'COMPLETED' }),
          file_name: file.name,
          file_size: file.size,
          ...(url && { url }),
        });
        dispatch({ type: 'completed' });
        succeeded(key);
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', message: failureMessage(error, messages) });
        notify({ severity: 'error', message: messages.toastUploadError({ key }), subject: key });
      } finally {
        end();
        if (running.current === controller) running.current = null;
      }
    },
    [store, uploader, notify, succeeded, key, messages],
  );

  const select = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0 || running.current) return;
      dispatch({ type: 'select' });
      const errors = checkFiles(files, limits, messages);
      if (errors.length > 0) {
        dispatch({ type: 'invalid', errors });
        return;
      }
      const file = files[0]!;
      dispatch({ type: 'start', fileName: file.name });
      void upload(file);
    },
    [upload, limits, messages],
  );

  const remove = useCallback(async () => {
    dispatch({ type: 'deleteStart' });
    try {
      const reference = store.getState().answers[key];
      await uploader?.remove?.(typeof reference === 'string' ? reference : '', { key });
      store.getState().setAnswer(key, '');
      store.getState().setDocument(key, undefined);
      dispatch({ type: 'deleted' });
      succeeded(key);
    } catch (error) {
      dispatch({ type: 'deleteFailed', message: failureMessage(error, messages) });
    }
  }, [store, uploader, succeeded, key, messages]);

  return {
    ...state,
    phase: shownPhase(state.phase, document !== undefined),
    document,
    limits,
    select,
    remove,
  };
}
