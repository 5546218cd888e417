import type { FormStore } from '../core/index.ts';
import { DOCUMENT_ANSWERED } from '../core/store/form-store.ts';
import type { ConversionStatus, FormBackend } from './form-backend.ts';
import type { Uploader } from './uploader.ts';

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

export interface PresignedUploaderOptions {
  /**
   * The form's store. Its answers are saved while the presigned POST is asked for, and a failed
   * upload clears the question's answer, since the back end no longer holds the earlier document
   * by then (specification §4). Without it nothing is saved or cleared.
   */
  readonly store?: FormStore;
  /** Default 2000 ms. */
  readonly pollIntervalMs?: number;
}

/**
 * The portal's upload flow (specification §4) as an {@link Uploader}, over a {@link FormBackend}:
 * save the answers and ask for a presigned POST in parallel, send the file, start its conversion
 * to PDF, then poll the status every 2000 ms (UNPROCESSED and IN_PROGRESS poll again). COMPLETED
 * answers the marker `ANSWERED` (the back end keeps the document by answer key), converted;
 * NOT_ANSWERED keeps nothing; FAILED rejects with the back end's message. On any failure the
 * stored conversion is deleted. `remove` deletes the document answer and its conversion.
 *
 * A `FormProvider` given a `backend` and no `uploader` uses this one.
 */
export function createPresignedUploader(
  backend: FormBackend,
  { store, pollIntervalMs = POLL_INTERVAL_MS }: PresignedUploaderOptions = {},
): Uploader {
  return {
    async upload(file, { key, signal, onProgress }) {
      const step = async <T>(promise: Promise<T> | T): Promise<T> => {
        const value = await promise;
        if (signal.aborted) throw new UploadAbortedError('upload aborted');
        return value;
      };
      try {
        const [, target] = await step(
          Promise.all([
            store && backend.saveAnswers(store.snapshot().answers),
            backend.presignedUrl(key),
          ]),
        );
        await step(backend.uploadFile(target, file, file.name));
        onProgress({ converting: true });
        await step(
          backend.startConversion(key, { file_key: target.fields.key ?? '', file_name: file.name }),
        );
        const status = await settled(backend, key, signal, pollIntervalMs, step);
        if (status.status === 'NOT_ANSWERED') return { reference: '' };
        return {
          reference: DOCUMENT_ANSWERED,
          converted: true,
          ...(status.url && { url: status.url }),
        };
      } catch (error) {
        if (!signal.aborted) {
          store?.getState().setAnswer(key, '');
          // Awaited, so that a new upload of this question cannot start before it is gone.
          await backend.deleteConversion(key).catch(() => undefined);
        }
        throw error;
      }
    },
    async remove(_reference, { key }) {
      await Promise.all([backend.deleteDocumentAnswer(key), backend.deleteConversion(key)]);
    },
  };
}

/** Polls the conversion of `key` until COMPLETED or NOT_ANSWERED; FAILED (or worse) throws. */
async function settled(
  backend: FormBackend,
  key: string,
  signal: AbortSignal,
  pollIntervalMs: number,
  step: <T>(promise: Promise<T>) => Promise<T>,
): Promise<ConversionStatus> {
  for (;;) {
    const status = await step(backend.conversionStatus(key));
    switch (status.status) {
      case 'UNPROCESSED':
      case 'IN_PROGRESS':
        await wait(pollIntervalMs, signal);
        continue;
      case 'COMPLETED':
      case 'NOT_ANSWERED':
        return status;
      default:
        throw new ConversionFailedError(status.message ?? '');
    }
  }
}
