import { BackendError, GENERIC_ERROR_MESSAGE } from '../../backend/backend-error.ts';
import type { ConversionStatus, FormBackend } from '../../backend/form-backend.ts';
import type { FormStore } from '../../core/index.ts';
import { en, type FormMessages } from '../../messages/index.ts';

/** How often the conversion status is asked for while it is pending (specification §9). */
export const POLL_INTERVAL_MS = 2000;

/**
 * A conversion that ended FAILED: its message (the back end's, or empty for the catalogue's
 * `fileConversionFailed`) is shown under the field.
 */
export class ConversionFailedError extends Error {
  override name = 'ConversionFailedError';
}

/** Thrown inside the flow once its signal is aborted (the widget unmounted). */
export class UploadAbortedError extends Error {
  override name = 'UploadAbortedError';
}

/** How an upload ended when it did not fail. */
export type UploadOutcome =
  | { readonly kind: 'completed'; readonly status: ConversionStatus }
  | { readonly kind: 'notAnswered' };

export interface UploadFlowOptions {
  readonly backend: FormBackend;
  readonly store: FormStore;
  readonly key: string;
  readonly file: File;
  /** Aborting stops the flow at its next step and cancels a pending poll. */
  readonly signal: AbortSignal;
  readonly pollIntervalMs?: number;
}

/** Waits `ms`, or rejects with {@link UploadAbortedError} as soon as `signal` aborts. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new UploadAbortedError('upload aborted'));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new UploadAbortedError('upload aborted'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The upload flow of specification §4: save the answers and ask for a presigned POST in
 * parallel, send the file, start the conversion, then poll its status every 2000 ms. UNPROCESSED
 * and IN_PROGRESS poll again; COMPLETED and NOT_ANSWERED end the flow; FAILED throws a
 * {@link ConversionFailedError}. Any failure of a call rejects with it. The caller updates the
 * store (this function only reads it).
 */
export async function runUpload(options: UploadFlowOptions): Promise<UploadOutcome> {
  const { backend, store, key, file, signal, pollIntervalMs = POLL_INTERVAL_MS } = options;
  const step = async <T>(promise: Promise<T>): Promise<T> => {
    const value = await promise;
    if (signal.aborted) throw new UploadAbortedError('upload aborted');
    return value;
  };

  const [, target] = await step(
    Promise.all([backend.saveAnswers(store.snapshot().answers), backend.presignedUrl(key)]),
  );
  await step(backend.uploadFile(target, file, file.name));
  await step(
    backend.startConversion(key, { file_key: target.fields.key ?? '', file_name: file.name }),
  );
  for (;;) {
    const status = await step(backend.conversionStatus(key));
    switch (status.status) {
      case 'UNPROCESSED':
      case 'IN_PROGRESS':
        await wait(pollIntervalMs, signal);
        continue;
      case 'COMPLETED':
        return { kind: 'completed', status };
      case 'NOT_ANSWERED':
        return { kind: 'notAnswered' };
      case 'FAILED':
        throw new ConversionFailedError(status.message ?? '');
      default:
        throw new ConversionFailedError('');
    }
  }
}

/** Whether a conversion status means the conversion has not finished yet. */
export const isPending = (status: string | undefined): boolean =>
  status === 'UNPROCESSED' || status === 'IN_PROGRESS';

/**
 * Polls the conversion of a document already stored (loaded with the profile while its
 * conversion was pending) every 2000 ms until it settles, recording each new status on the
 * store's document. Stops quietly when `signal` aborts, the document goes, or a call fails (the
 * status shown then stays the last one known).
 */
export async function followConversion(options: Omit<UploadFlowOptions, 'file'>): Promise<void> {
  const { backend, store, key, signal, pollIntervalMs = POLL_INTERVAL_MS } = options;
  try {
    for (;;) {
      const status = await backend.conversionStatus(key);
      const document = store.getState().documents[key];
      if (signal.aborted || !document) return;
      if (status.status !== document.status)
        store.getState().setDocument(key, {
          ...document,
          status: status.status,
          ...(status.url ? { url: status.url } : {}),
          ...(status.message ? { message: status.message } : {}),
        });
      if (!isPending(status.status)) return;
      await wait(pollIntervalMs, signal);
    }
  } catch {
    // Aborted, or the status could not be read: nothing more to show than what is shown.
  }
}

/** The message to show for a failure of the flow or of a delete. */
export function failureMessage(error: unknown, messages: FormMessages = en): string {
  if (error instanceof ConversionFailedError) return error.message || messages.fileConversionFailed;
  // The back end's own words stand; the engine's generic fallback is the catalogue's.
  if (error instanceof BackendError && error.message && error.message !== GENERIC_ERROR_MESSAGE)
    return error.message;
  return messages.unexpectedError;
}
