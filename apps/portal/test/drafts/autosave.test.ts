/**
 * The autosave's rules (issue 27) with the clock in hand: when it saves, how it keeps what was
 * typed on the device, how it tells offline from a refusal, and how a draft meets the server's
 * copy on the next load.
 */
import { BackendError } from '@admissions/form-engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_MAX_INTERVAL_MS,
  Autosave,
  RETRY_FIRST_MS,
  type AutosaveParts,
} from '../../src/drafts/autosave.ts';
import {
  draftKey,
  forgetDrafts,
  mergeDraft,
  readDraft,
  unsavedEntries,
  writeDraft,
} from '../../src/drafts/draft-storage.ts';

/** An autosave over a plain answers map, whose save copies it to `server` (or fails). */
function harness() {
  const server: Record<string, string> = {};
  const answers: Record<string, string> = {};
  let failure: unknown;
  const parts = {
    save: vi.fn(async () => {
      if (failure) throw failure;
      Object.assign(server, answers);
    }),
    unsaved: () => unsavedEntries(server, answers),
    keep: vi.fn(() => true),
    onUnauthorized: vi.fn(),
    onProblem: vi.fn(),
    onRecovered: vi.fn(),
  } satisfies AutosaveParts;
  const autosave = new Autosave(parts);
  const type = (key: string, value: string) => {
    answers[key] = value;
    autosave.changed();
  };
  return { autosave, parts, server, type, fail: (error: unknown) => (failure = error) };
}

describe('autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps each change on the device at once and saves a pause after typing stops', async () => {
    const { autosave, parts, server, type } = harness();
    type('city', 'Ea');
    expect(parts.keep).toHaveBeenLastCalledWith({ city: { value: 'Ea', base: null } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 100);
    type('city', 'Easton');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 100);
    expect(parts.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(parts.save).toHaveBeenCalledTimes(1);
    expect(server.city).toBe('Easton');
    expect(autosave.status.getState().state.kind).toBe('saved');
    // Saved: the draft is emptied.
    expect(parts.keep).toHaveBeenLastCalledWith({});
  });

  it('saves at the latest the maximum interval after the first unsaved key of non-stop typing', async () => {
    const { parts, type } = harness();
    for (let t = 0; t < AUTOSAVE_MAX_INTERVAL_MS; t += 500) {
      type('essay', `x${t}`);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(parts.save).toHaveBeenCalledTimes(1);
  });

  it('offline: says so once per failure, retries with backoff, and saves when back', async () => {
    const { autosave, parts, server, type, fail } = harness();
    fail(new BackendError('An unexpected error occurred.', undefined));
    type('city', 'Easton');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(autosave.status.getState().state.kind).toBe('offline');
    expect(parts.onProblem).toHaveBeenCalledWith({ kind: 'offline' });
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(parts.save).toHaveBeenCalledTimes(2);
    // The next retry waits twice as long.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS * 2 - 100);
    expect(parts.save).toHaveBeenCalledTimes(2);
    fail(undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(server.city).toBe('Easton');
    expect(parts.onRecovered).toHaveBeenCalled();
    expect(autosave.status.getState().state.kind).toBe('saved');
  });

  it('a refusal (422, 413) shows the server’s words and is not retried until the next change', async () => {
    const { autosave, parts, type, fail } = harness();
    fail(new BackendError('Your answer to "City" is longer than 80 characters.', 422));
    type('city', 'x'.repeat(81));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(autosave.status.getState().state).toEqual({
      kind: 'refused',
      message: 'Your answer to "City" is longer than 80 characters.',
    });
    await vi.advanceTimersByTimeAsync(RETRY_MAX_WAIT);
    expect(parts.save).toHaveBeenCalledTimes(1);
  });

  it('an explicit Save waits for the autosave in flight and holds new ones back', async () => {
    const { autosave, parts, type } = harness();
    type('city', 'Easton');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    const order: string[] = [];
    type('zip', '18301');
    await autosave.hold(async () => {
      order.push('explicit');
      type('zip', '18302');
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
      order.push(`autosaves meanwhile: ${parts.save.mock.calls.length - 1}`);
    });
    expect(order).toEqual(['explicit', 'autosaves meanwhile: 0']);
  });
});

const RETRY_MAX_WAIT = 120_000;

describe('drafts on the device', () => {
  afterEach(() => localStorage.clear());

  it('take back a key the server still holds as typed over; a key changed since is a conflict', () => {
    const key = draftKey('Student@Example.com', 'undergraduate');
    writeDraft(
      key,
      unsavedEntries({ city: 'Easton', zip: '18301' }, { city: 'Stroudsburg', zip: '18360' }),
    );
    const draft = readDraft(key)!;
    // Another tab saved a new ZIP since; the city is as this draft found it.
    expect(mergeDraft(draft, { city: 'Easton', zip: '18399' })).toEqual({
      apply: { city: 'Stroudsburg' },
      conflicts: { zip: { value: '18360', base: '18301' } },
    });
    // Everything already saved as typed: nothing to take back.
    expect(mergeDraft(draft, { city: 'Stroudsburg', zip: '18360' })).toEqual({
      apply: {},
      conflicts: {},
    });
  });

  it('are forgotten at logout, every account’s, and another account’s at login', () => {
    const mine = draftKey('a@example.com', 'undergraduate');
    const theirs = draftKey('b@example.com', 'undergraduate');
    writeDraft(mine, { city: { value: 'Easton', base: null } });
    writeDraft(theirs, { city: { value: 'Bangor', base: null } });
    forgetDrafts(mine);
    expect(readDraft(theirs)).toBeUndefined();
    expect(readDraft(mine)).toBeDefined();
    forgetDrafts();
    expect(readDraft(mine)).toBeUndefined();
  });
});
