/**
 * The `Uploader` contract: what a file question calls to keep a chosen file somewhere. One
 * function, so any storage fits in a few lines (an S3 presigned POST, a `fetch` to your own
 * endpoint, or the browser's memory until the form is posted); the engine ships two:
 * `createLocalUploader()` (the file stays in the browser) and `createPresignedUploader(backend)`
 * (the portal's flow over a {@link FormBackend}: presigned POST, then conversion to PDF).
 */

/** How far an upload has got, for the progress bar and the status text. */
export interface UploadProgress {
  /** Bytes sent (or read) so far. */
  readonly loaded?: number;
  /** Bytes in all; without it the progress bar shows activity, not a fraction. */
  readonly total?: number;
  /** The file is stored and now being converted: the status says "Uploading and converting". */
  readonly converting?: boolean;
}

/** What {@link Uploader.upload} is given beside the file. */
export interface UploadOptions {
  /** The answer key of the file question, e.g. to name the stored object. */
  readonly key: string;
  /**
   * Aborts when the question goes away (the page changes, the form unmounts): stop and reject.
   * The engine ignores whatever an aborted upload resolves or rejects with.
   */
  readonly signal: AbortSignal;
  /** Report progress as often as you like; optional to call. */
  readonly onProgress: (progress: UploadProgress) => void;
}

/** What a finished upload answers. */
export interface UploadResult {
  /**
   * The answer the file question holds from now on: your name for the stored file (an object
   * key, a URL, an id). The question counts as answered (`required` is met) while it holds one.
   * A reference ending in `/<file name>` (or a data URL with a `name` parameter) lets the
   * read-only view show the file's name. An empty reference means nothing was kept: the question
   * stays as it was, without a message.
   */
  readonly reference: string;
  /**
   * The file was converted on the way (the portal converts to PDF): the attached file then says
   * "Converted to PDF"; otherwise it says "Uploaded".
   */
  readonly converted?: boolean;
  /** Where the stored file (or its conversion) can be read, when there is such a place. */
  readonly url?: string;
}

/**
 * A failure whose message is for the applicant: an uploader rejects with one to have its words
 * shown under the question. Any other rejection shows the catalogue's `unexpectedError`.
 */
export class UploadError extends Error {
  override name = 'UploadError';
}

/**
 * Keeps the files chosen in file questions. `upload` resolves once the file is kept, or rejects:
 * the question shows an {@link UploadError}'s message (any other error: the catalogue's
 * `unexpectedError`), the host is told through `onToast` ("Error uploading file for <key>"), and
 * the question's previous answer is left as it was. Files are checked against the
 * definition's `maxBytes`, `accept` and `maxNameLength` before `upload` is called.
 *
 * @example
 * const uploader: Uploader = {
 *   async upload(file, { key, signal }) {
 *     const response = await fetch(`/files/${key}`, { method: 'PUT', body: file, signal });
 *     if (!response.ok) throw new UploadError('The file could not be stored. Please try again.');
 *     return { reference: `${(await response.json()).id}/${file.name}` };
 *   },
 * };
 */
export interface Uploader {
  upload(file: File, options: UploadOptions): Promise<UploadResult>;
  /**
   * Forgets a stored file when the applicant deletes it (after confirming). Without it, Delete
   * only clears the answer. A rejection keeps the file attached and shows its message.
   */
  remove?(reference: string, options: { readonly key: string }): Promise<void>;
}

/** `name=` in a data URL's header (`data:application/pdf;name=essay.pdf;base64,…`). */
const DATA_URL_NAME = /^data:[^,]*;name=([^;,]*)/;

/**
 * The file name a reference carries, if any: a data URL's `name` parameter, or what follows the
 * last `/` of any other reference (`3kf9/essay.pdf` → `essay.pdf`).
 */
export function fileNameOf(reference: string): string | undefined {
  const named = DATA_URL_NAME.exec(reference);
  if (named)
    try {
      return decodeURIComponent(named[1]!);
    } catch {
      return named[1]; // not percent-encoded after all: shown as written
    }
  if (reference.startsWith('data:')) return undefined;
  const slash = reference.lastIndexOf('/');
  return slash >= 0 && slash < reference.length - 1 ? reference.slice(slash + 1) : undefined;
}
