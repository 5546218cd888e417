/**
 * Edits are never lost: each example's workspace is kept in the browser's storage as the author
 * types (one entry per example, so a section file's edits come back when it is opened again),
 * and the example last open is reopened after a reload.
 */
import type { Workspace } from './lint.ts';
import { workspaceFromJson } from './share.ts';

/** The part of `localStorage` the drafts use (a Map-backed one in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const DRAFT = 'playground.draft.v1:';
const CURRENT = 'playground.current.v1';

/** Whether the workspace differs from the version it was loaded from. */
export const hasEdits = (workspace: Workspace, pristine: Workspace): boolean =>
  workspace.definition !== pristine.definition ||
  workspace.model !== pristine.model ||
  workspace.options !== pristine.options ||
  workspace.partnerLists !== pristine.partnerLists;

/** The edited workspace kept for an example, if any (a damaged entry is ignored). */
export function readDraft(storage: DraftStorage, id: string): Workspace | undefined {
  return workspaceFromJson(storage.getItem(DRAFT + id));
}

/**
 * Keeps the workspace of an example while it differs from the pristine version; an unedited one
 * (or one reverted by hand) leaves no entry. A full storage is reported to the caller, never
 * thrown: typing goes on.
 */
export function writeDraft(
  storage: DraftStorage,
  id: string,
  workspace: Workspace,
  pristine: Workspace,
): boolean {
  try {
    if (hasEdits(workspace, pristine)) storage.setItem(DRAFT + id, JSON.stringify(workspace));
    else storage.removeItem(DRAFT + id);
    return true;
  } catch {
    return false;
  }
}

/** Forgets an example's edits (the author chose to discard them). */
export const discardDraft = (storage: DraftStorage, id: string): void =>
  storage.removeItem(DRAFT + id);

/** The example open last, so a reload reopens it. */
export const readCurrent = (storage: DraftStorage): string | null => storage.getItem(CURRENT);

export function writeCurrent(storage: DraftStorage, id: string): void {
  try {
    storage.setItem(CURRENT, id);
  } catch {
    // A full storage: the reload opens the first example, its drafts are still kept.
  }
}
