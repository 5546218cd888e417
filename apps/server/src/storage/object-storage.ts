import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where uploads and generated PDFs are kept: files under `DATA_DIR/storage` by default. */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  /** The object's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Throws when the store cannot take objects now (readiness, `GET /ready`). Stores without it
   * are checked by asking for the size of an object that does not exist.
   */
  check?(): Promise<void>;
}

/** A presigned POST form: the browser posts `fields` and then the file to `url`. */
export interface PresignedPost {
  readonly url: string;
  readonly fields: Record<string, string>;
}

/**
 * A store the browser uploads to directly (S3). The embedded disk store has no such thing: the
 * server itself receives uploads at `POST /storage/upload`.
 */
export interface DirectUploads {
  presignPost(
    key: string,
    limits: { readonly maxBytes: number; readonly expiresInSeconds: number },
  ): Promise<PresignedPost>;
}

/** Whether the store takes uploads from the browser itself. */
export const takesDirectUploads = (
  storage: ObjectStorage,
): storage is ObjectStorage & DirectUploads =>
  typeof (storage as Partial<DirectUploads>).presignPost === 'function';

/** Keys are `segment/segment/…` of letters, digits, `-`, `_` and `.` (never `..`). */
const KEY = /^(?!.*\.\.)[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Refuses keys that could name a file outside the store (path traversal). */
export function assertSafeKey(key: string): void {
  if (!KEY.test(key) || key.length > 300)
    throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}

/**
 * Objects as files under a directory: the directories made 0700 and the files 0600, whatever the
 * process's umask, since uploads are applicants' personal documents.
 */
export function diskStorage(directory: string): ObjectStorage {
  const root = resolve(directory);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await writeFile(path, bytes, { mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
