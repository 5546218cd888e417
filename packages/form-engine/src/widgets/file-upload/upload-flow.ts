import { BackendError, GENERIC_ERROR_MESSAGE } from '../../backend/backend-error.ts';
import type { FormBackend } from '../../backend/form-backend.ts';
import { ConversionFailedError, POLL_INTERVAL_MS, wait } from '../../backend/presigned-uploader.ts';
import { UploadError } from '../../backend/uploader.ts';
import type { FormStore } from '../../core/index.ts';
import { en, type FormMessages } from '../../core/messages/index.ts';

/** Whether a conversion status means the conversion has not finished yet. */
export const isPending = (status: string | undefined): boolean =>
  status === 'UNPROCESSED' || status === 'IN_PROGRESS';

export interface FollowConversionOptions {
  readonly backend: FormBackend;
  readonly store: FormStore;
  readonly key: string;
  /** Aborting stops following at once. */
  readonly signal: AbortSignal;
  readonly pollIntervalMs?: number;
}

/**
 * Polls the conversion of a document already stored (loaded with the profile while its
 * conversion was pending) every 2000 ms until it settles, recording each new status on the
 * store's document. Stops quietly when `signal` aborts, the document goes, or a call fails (the
 * status shown then stays the last one known).
 */
export async function followConversion(options: FollowConversionOptions): Promise<void> {
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

/**
 * The message to show for a failed upload or delete: a failed conversion's own words, a back
 * end's or an {@link UploadError}'s message, else the catalogue's generic one.
 */
export function failureMessage(error: unknown, messages: FormMessages = en): string {
  if (error instanceof ConversionFailedError) return error.message || messages.fileConversionFailed;
  // The back end's own words stand; the engine's generic fallback is the catalogue's.
  if (
    (error instanceof BackendError || error instanceof UploadError) &&
    error.message &&
    error.message !== GENERIC_ERROR_MESSAGE
  )
    return error.message;
  return messages.unexpectedError;
}
