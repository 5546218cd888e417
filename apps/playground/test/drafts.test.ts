/**
 * Edits are never lost: each example's edits are kept while they differ from the file, come back
 * after a reload, and go when discarded; a full storage does not stop the typing.
 */
import { describe, expect, it } from 'vitest';
import {
  discardDraft,
  hasEdits,
  readCurrent,
  readDraft,
  writeCurrent,
  writeDraft,
  type DraftStorage,
} from '../src/drafts.ts';
import type { Workspace } from '../src/lint.ts';

function memory(): DraftStorage & { size: () => number } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    size: () => map.size,
  };
}

const pristine: Workspace = {
  definition: '{ "sections": [] }\n',
  model: '{}',
  partnerLists: true,
  file: 'sections/family.json',
};
const edited: Workspace = { ...pristine, definition: '{ "sections": [1] }\n' };

describe('drafts: edits kept per example', () => {
  it('keeps an edited workspace and gives it back (a reload reads the same storage)', () => {
    const storage = memory();
    expect(writeDraft(storage, 'family', edited, pristine)).toBe(true);
    writeCurrent(storage, 'family');
    expect(readCurrent(storage)).toBe('family');
    expect(readDraft(storage, 'family')).toEqual(edited);
    expect(readDraft(storage, 'personal')).toBeUndefined();
  });

  it('leaves no entry for a workspace equal to its file (reverted by hand)', () => {
    const storage = memory();
    writeDraft(storage, 'family', edited, pristine);
    writeDraft(storage, 'family', { ...pristine }, pristine);
    expect(readDraft(storage, 'family')).toBeUndefined();
  });

  it('tells edits from the pristine version (what makes switching ask first)', () => {
    expect(hasEdits(edited, pristine)).toBe(true);
    expect(hasEdits({ ...pristine }, pristine)).toBe(false);
    expect(hasEdits({ ...pristine, partnerLists: false }, pristine)).toBe(true);
  });

  it('forgets discarded edits, ignores a damaged entry, survives a full storage', () => {
    const storage = memory();
    writeDraft(storage, 'family', edited, pristine);
    discardDraft(storage, 'family');
    expect(storage.size()).toBe(0);
    storage.setItem('playground.draft.v1:family', '{ not json');
    expect(readDraft(storage, 'family')).toBeUndefined();
    const full: DraftStorage = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeDraft(full, 'family', edited, pristine)).toBe(false);
  });
});
