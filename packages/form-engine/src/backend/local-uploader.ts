import type { Answers } from '../core/definition/index.ts';
import type { UploadOptions, Uploader } from './uploader.ts';

export interface LocalUploaderOptions {
  /**
   * Answer with the file itself, as a data URL with its name
   * (`data:application/pdf;name=essay.pdf;base64,…`), so answers posted as JSON carry their
   * files. By default the answer is a short reference (`k3x9a0qz/essay.pdf`) and the files are
   * posted beside the answers (see {@link LocalUploader.files}).
   */
  readonly dataUrl?: boolean;
}

/** An {@link Uploader} that keeps each file in the browser's memory until the form is posted. */
export interface LocalUploader extends Uploader {
  /** The file a reference names, while it is kept (deleted files are forgotten). */
  fileOf(reference: string): File | undefined;
  /**
   * The kept files the answers refer to, by answer key: what to post at submit. Files chosen and
   * then deleted, or whose question a hide rule cleared, are not in the answers, so not here.
   */
  files(answers: Answers): Record<string, File>;
}

/**
 * Keeps chosen files in the browser: nothing is sent until you post the form. Needs no server and
 * no configuration; files are gone when the page is left, so post them with the answers:
 *
 * @example
 * const uploader = createLocalUploader();
 * // at submit: the answers as JSON, each file under its answer key
 * const body = new FormData();
 * body.append('answers', JSON.stringify(answers));
 * for (const [key, file] of Object.entries(uploader.files(answers))) body.append(key, file);
 */
export function createLocalUploader({ dataUrl = false }: LocalUploaderOptions = {}): LocalUploader {
  const kept = new Map<string, File>();
  return {
    async upload(file, options) {
      options.signal.throwIfAborted();
      const reference = dataUrl
        ? await readDataUrl(file, options)
        : `${Math.random().toString(36).slice(2, 10)}/${file.name}`;
      kept.set(reference, file);
      return { reference };
    },
    async remove(reference) {
      kept.delete(reference);
    },
    fileOf: (reference) => kept.get(reference),
    files(answers) {
      const found: Record<string, File> = {};
      for (const [key, value] of Object.entries(answers)) {
        const file = typeof value === 'string' ? kept.get(value) : undefined;
        if (file) found[key] = file;
      }
      return found;
    },
  };
}

/** Reads `file` as a data URL whose header names the file, reporting progress; aborts on signal. */
function readDataUrl(file: File, { signal, onProgress }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // Once the reading has settled, a late abort changes nothing: no need to remove the listener.
    const abort = () => {
      reader.abort();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    reader.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.total });
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const url = reader.result as string;
      const comma = url.indexOf(',');
      // "data:<type>;base64" → "data:<type>;name=<name>;base64" (RFC 2397 allows parameters).
      const type = url.slice(0, comma).replace(/;base64$/, '');
      resolve(`${type};name=${encodeURIComponent(file.name)};base64${url.slice(comma)}`);
    };
    reader.readAsDataURL(file);
  });
}
