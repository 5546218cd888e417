/**
 * The durable copy of the drafts, in IndexedDB. `localStorage` is what a reload reads (written
 * synchronously, held by the browser process), but Chromium writes it to disk lazily — seconds
 * later, and rate-limited to about one commit a minute under steady writing — so a browser that
 * crashes or is killed mid-typing loses the last of it. An IndexedDB transaction is written to
 * the profile's log as it commits, a few milliseconds after the key: that copy survives the
 * crash. On load the newer of the two wins ({@link readDraftCopy}).
 */
import type { Draft } from './draft.ts';

const DATABASE = 'admissions-drafts';
const STORE = 'drafts';

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'));
  });
  return opened;
}

/** Runs one request in its own transaction; resolves with its result. */
async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise<T>((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** The latest draft of each key still to be written (undefined: delete), and keys in flight. */
const latest = new Map<string, Draft | undefined>();
const writing = new Set<string>();

/**
 * Writes `draft` as the copy of `key` (undefined removes it). Writes of one key go one after
 * the other, and a burst of keystrokes collapses into the newest draft: never an older draft
 * committed after a newer one.
 */
export function writeDraftCopy(key: string, draft: Draft | undefined): void {
  latest.set(key, draft);
  if (writing.has(key)) return;
  writing.add(key);
  void (async () => {
    while (latest.has(key)) {
      const next = latest.get(key);
      latest.delete(key);
      const write = next
        ? run('readwrite', (s) => s.put(next, key))
        : run('readwrite', (s) => s.delete(key));
      // Storage off or full: the localStorage copy is what remains.
      await write.catch(() => undefined);
    }
    writing.delete(key);
  })();
}

/** The copy of `key`, if any (undefined also when IndexedDB is unavailable). */
export async function readDraftCopy(key: string): Promise<Draft | undefined> {
  const found = await run<unknown>('readonly', (s) => s.get(key)).catch(() => undefined);
  const draft = found as Draft | undefined;
  return draft && typeof draft.entries === 'object' && draft.entries !== null ? draft : undefined;
}

/** Removes every copy but `keep`'s (see `forgetDrafts`). */
export async function forgetDraftCopies(keep?: string): Promise<void> {
  latest.clear();
  const keys = (await run('readonly', (s) => s.getAllKeys()).catch(() => undefined)) ?? [];
  for (const key of keys)
    if (key !== keep) await run('readwrite', (s) => s.delete(key)).catch(() => undefined);
}
