import type { FormStore } from '../../core/index.ts';

/**
 * Which answer keys of a form instance have an upload running (from the first call to the end of
 * polling). The tabs view reads it before letting the applicant leave a tab that holds the file
 * (specification §4, "File Upload in Progress"). Keyed by store, so two forms on a page, or two
 * tests, never see each other's uploads.
 */
const running = new WeakMap<FormStore, Set<string>>();

/** Marks an upload of `key` as running; call the returned function when it ends. */
export function beginUpload(store: FormStore, key: string): () => void {
  let keys = running.get(store);
  if (!keys) running.set(store, (keys = new Set()));
  keys.add(key);
  return () => {
    keys.delete(key);
  };
}

/** Whether an upload of `key` is running in this form instance. */
export function isUploading(store: FormStore, key: string): boolean {
  return running.get(store)?.has(key) ?? false;
}
