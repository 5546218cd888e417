/**
 * The path of `PUT /api/answer` to the database, built so that one student's heavy writes cannot
 * hold up everyone else's saves (issue 26, finding 1).
 *
 * Saves are batched (`db/batcher.ts`: one statement, one commit for the saves of a moment), in two
 * lanes. The shared lane takes the ordinary saves: a few keys of a person typing, on an
 * application of ordinary size. The heavy lane takes a save carrying more than
 * {@link HEAVY_SAVE_CHARS} of answers, and every save of a session whose stored answers passed
 * {@link HEAVY_APPLICATION_BYTES} (rewriting a large row costs the same whatever the patch): its
 * batches hold one save each, rest between them ({@link HEAVY_LANE_REST}), and on PostgreSQL run on a
 * connection of their own beside the shared lane's. In each lane a session has at most one save per batch, so a client firing many saves at
 * once takes no more of a batch than one saving once.
 */
import type { Database } from '../db/database.ts';
import { createBatcher } from '../db/batcher.ts';
import { createLanes } from '../db/lanes.ts';
import type { SessionWindow } from '../sessions.ts';
import { saveAnswersBatch, type AnswerSave, type AnswerSaveOutcome } from './save-answers.ts';

/** A save carrying more than this many characters of JSON goes to the heavy lane. */
export const HEAVY_SAVE_CHARS = 16 * 1024;
/** A session whose stored answers are larger than this saves through the heavy lane. */
export const HEAVY_APPLICATION_BYTES = 48 * 1024;
/** The heavy lane rests this many times as long as each of its batches took. */
export const HEAVY_LANE_REST = 2;
/** The sessions whose stored size is remembered (the oldest are forgotten first). */
const REMEMBERED_SESSIONS = 20_000;

export interface AnswerSaver {
  save(save: AnswerSave): Promise<AnswerSaveOutcome>;
  /** Batches sent by each lane so far (tests, benchmark). */
  readonly batches: { readonly shared: number; readonly heavy: number };
}

export function createAnswerSaver(
  db: Pick<Database, 'prepared'>,
  window: SessionWindow,
  maxBytes: number,
): AnswerSaver {
  // A deadlock with another instance's batch (PostgreSQL aborts one of the two) is retried once:
  // the statement is one transaction, so nothing of it was written.
  const run = (batch: readonly AnswerSave[]) =>
    saveAnswersBatch(db, batch, window, maxBytes).catch((error: unknown) => {
      if ((error as { code?: unknown }).code !== '40P01') throw error;
      return saveAnswersBatch(db, batch, window, maxBytes);
    });
  const keyOf = (save: AnswerSave) => save.tokenHash;
  const sizeOf = (save: AnswerSave) => save.answersJson.length;
  // One shared batch in flight: on a quiet machine two at once on PostgreSQL gave smaller batches
  // and cost more CPU per save in the server and in PostgreSQL (2-key saves: about 8 600 against
  // 9 200 per second), and no gain on page diffs.
  const shared = createBatcher(run, {
    maxInFlight: 1,
    keyOf,
    maxPerKey: 1,
    sizeOf,
    maxSize: 1024 * 1024,
  });
  // One save a heavy batch (each rewrites a large row; on PGlite, in this very process, a longer
  // statement would hold every request up: two a batch measured /health p99 80–110 ms in the
  // fault suite, one 45 ms), and the lane rests twice as long as each batch took: however many
  // heavy writers queue, they get a third of the time at most, and wait for it themselves.
  const heavy = createBatcher(run, {
    maxInFlight: 1,
    keyOf,
    maxPerKey: 1,
    maxItems: 1,
    restAfterMs: (elapsedMs) => HEAVY_LANE_REST * elapsedMs,
  });
  /** The stored size after each session's last write, for the lane of its next save. */
  const storedBytes = new Map<string, number>();
  const remember = (tokenHash: string, bytes: number) => {
    storedBytes.delete(tokenHash);
    storedBytes.set(tokenHash, bytes);
    if (storedBytes.size > REMEMBERED_SESSIONS)
      storedBytes.delete(storedBytes.keys().next().value!);
  };
  const lanes = createLanes(
    { shared, heavy },
    (save) =>
      save.answersJson.length > HEAVY_SAVE_CHARS ||
      (storedBytes.get(save.tokenHash) ?? 0) > HEAVY_APPLICATION_BYTES
        ? 'heavy'
        : 'shared',
    keyOf,
  );
  return {
    async save(save) {
      const outcome = await lanes.submit(save);
      if (outcome.bytes !== null) remember(save.tokenHash, outcome.bytes);
      return outcome;
    },
    get batches() {
      return { shared: shared.batches, heavy: heavy.batches };
    },
  };
}
