/**
 * A playground state in the URL's hash (`#v1=<lz-string>`): nothing leaves the browser, and a
 * link opens the same definition, model and switches.
 */
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import type { Workspace } from './lint.ts';

const PREFIX = '#v1=';

export function workspaceToHash(workspace: Workspace): string {
  return PREFIX + compressToEncodedURIComponent(JSON.stringify(workspace));
}

/** The workspace a hash carries, or undefined when it carries none (or a damaged one). */
export function workspaceFromHash(hash: string): Workspace | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  return workspaceFromJson(decompressFromEncodedURIComponent(hash.slice(PREFIX.length)));
}

/** A workspace from its JSON text (a link or the browser's storage), checked: never trusted. */
export function workspaceFromJson(text: string | null): Workspace | undefined {
  try {
    const value = text ? (JSON.parse(text) as Partial<Workspace>) : undefined;
    if (typeof value?.definition !== 'string') return undefined;
    return {
      definition: value.definition,
      model: typeof value.model === 'string' ? value.model : '',
      partnerLists: value.partnerLists === true,
      ...(typeof value.file === 'string' ? { file: value.file } : {}),
      ...(typeof value.options === 'string' ? { options: value.options } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Offers `text` as a file download. */
export function download(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
