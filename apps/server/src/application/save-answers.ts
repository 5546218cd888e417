/**
 * The statement behind `PUT /api/answer`: the saves of a batch checked and written at once, each
 * with its own outcome. Beside the merge it keeps each key's revision (raised by every write of
 * the key, migration 015): a save may say which revision of each key it was based on, and a save
 * based on a revision that another tab or browser has since replaced is not written; it comes
 * back with the newer values instead (issue 27: two tabs that agree).
 */
import type { Database } from '../db/database.ts';
import { MS, windowParams, type SessionWindow } from '../sessions.ts';

/** One `PUT /api/answer` as the batch statement takes it. */
export interface AnswerSave {
  /** The SHA-256 of the session token: the statement checks and touches the session itself. */
  readonly tokenHash: string;
  /** The checked answers as JSON text (a flat object), serialised once by the route. */
  readonly answersJson: string;
  /**
   * The revision each key of the save was based on, as JSON text (`{"city":3}`; 0: the key was
   * never written), checked by the route; absent: the save overwrites whatever is stored.
   */
  readonly baseJson?: string;
}

/** A key written elsewhere since the revision a save was based on: what is stored now. */
export interface StaleAnswer {
  readonly value: unknown;
  readonly revision: number;
}

/**
 * What became of one save: no live session (`studentId` null), refused as submitted, refused
 * because the answers would outgrow the byte budget (`tooLarge`), refused because some of its keys
 * were written elsewhere since (`conflicts`), or written (`bytes`: the size of the stored answers
 * after it; `revisions`: each of its keys' new revision).
 */
export interface AnswerSaveOutcome {
  readonly studentId: string | null;
  readonly written: boolean;
  readonly tooLarge: boolean;
  readonly conflicts: Record<string, StaleAnswer> | null;
  readonly bytes: number | null;
  readonly revisions: Record<string, number> | null;
}

/**
 * The saves of a batch in one statement: each save's session is checked (and touched at most once
 * per interval); the students' rows are locked in student order (`locked`: two batches in flight
 * lock them in the same order, and what follows reads the row as it is now, not as of the
 * statement's start); a save whose base revisions are out of date is left out whole (`stale`);
 * the other patches of one student are merged in arrival order (a later save's key wins) and
 * written with one upsert per student, raising each written key's revision. A save whose
 * application is submitted is not written, nor one that would make the answers larger than the
 * budget ($5 bytes, PostgreSQL's size of the jsonb, checked on the locked row).
 */
const SAVE_ANSWERS = `WITH input AS (
  SELECT e.item->>0 AS token_hash, e.item->1 AS patch, nullif(e.item->2, 'null') AS base, e.ord
    FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(item, ord)
), live AS (
  SELECT i.ord, i.patch, i.base, s.token_hash, s.student_id, s.last_seen_at
    FROM input i JOIN sessions s ON s.token_hash = i.token_hash
   WHERE s.last_seen_at > now() - ($2${MS}) AND s.created_at > now() - ($3${MS})
), touch AS (
  UPDATE sessions SET last_seen_at = now()
   WHERE token_hash IN (SELECT token_hash FROM live WHERE last_seen_at <= now() - ($4${MS}))
), locked AS (
  SELECT a.student_id, a.answers, a.answer_revisions, a.submitted_at
    FROM applications a
   WHERE a.student_id IN (SELECT student_id FROM live)
   ORDER BY a.student_id
     FOR UPDATE
), stale AS (
  SELECT l.ord, jsonb_object_agg(b.key, jsonb_build_object(
           'value', coalesce(k.answers->b.key, 'null'::jsonb),
           'revision', coalesce((k.answer_revisions->>b.key)::bigint, 0))) AS conflicts
    FROM live l
   CROSS JOIN LATERAL jsonb_each_text(coalesce(l.base, '{}'::jsonb)) b
    LEFT JOIN locked k ON k.student_id = l.student_id
   WHERE coalesce((k.answer_revisions->>b.key)::bigint, 0) <> b.value::bigint
   GROUP BY l.ord
), patches AS (
  SELECT l.student_id,
         coalesce(jsonb_object_agg(p.key, p.value ORDER BY l.ord) FILTER (WHERE p.key IS NOT NULL),
                  '{}'::jsonb) AS answers
    FROM live l LEFT JOIN LATERAL jsonb_each(l.patch) p ON true
   WHERE NOT EXISTS (SELECT 1 FROM stale s WHERE s.ord = l.ord)
   GROUP BY l.student_id
), written AS (
  INSERT INTO applications (student_id, answers, answer_revisions)
  SELECT student_id, answers,
         (SELECT coalesce(jsonb_object_agg(k, 1), '{}'::jsonb) FROM jsonb_object_keys(answers) k)
    FROM patches
   WHERE pg_column_size(answers) <= $5
   ORDER BY student_id
  ON CONFLICT (student_id) DO UPDATE
     SET answers = applications.answers || EXCLUDED.answers,
         answer_revisions = applications.answer_revisions || (
           SELECT coalesce(jsonb_object_agg(k,
                    coalesce((applications.answer_revisions->>k)::bigint, 0) + 1), '{}'::jsonb)
             FROM jsonb_object_keys(EXCLUDED.answers) k),
         updated_at = now()
   WHERE applications.submitted_at IS NULL
     AND pg_column_size(applications.answers || EXCLUDED.answers) <= $5
  RETURNING student_id, pg_column_size(answers) AS bytes, answer_revisions
)
SELECT i.ord, l.student_id, w.student_id IS NOT NULL AND s.ord IS NULL AS written, w.bytes,
       k.submitted_at IS NOT NULL AS submitted, s.conflicts::text AS conflicts,
       CASE WHEN w.student_id IS NOT NULL AND s.ord IS NULL THEN
         (SELECT coalesce(jsonb_object_agg(pk, w.answer_revisions->pk), '{}'::jsonb)
            FROM jsonb_object_keys(l.patch) pk)::text END AS revisions
  FROM input i
  LEFT JOIN live l ON l.ord = i.ord
  LEFT JOIN written w ON w.student_id = l.student_id
  LEFT JOIN locked k ON k.student_id = l.student_id
  LEFT JOIN stale s ON s.ord = i.ord`;

type SaveRow = {
  ord: string;
  student_id: string | null;
  written: boolean;
  bytes: number | null;
  submitted: boolean;
  conflicts: string | null;
  revisions: string | null;
};

/**
 * Writes a batch of answer saves in one prepared statement (one round trip, one commit); the
 * outcomes come back in the saves' order.
 */
export async function saveAnswersBatch(
  db: Pick<Database, 'prepared'>,
  saves: readonly AnswerSave[],
  window: SessionWindow,
  maxBytes: number,
): Promise<AnswerSaveOutcome[]> {
  const items = saves.map(
    (s) => `[${JSON.stringify(s.tokenHash)},${s.answersJson},${s.baseJson ?? 'null'}]`,
  );
  const rows = await db.prepared<SaveRow>('save_answers_batch', SAVE_ANSWERS, [
    `[${items.join(',')}]`,
    ...windowParams(window),
    maxBytes,
  ]);
  const outcomes: AnswerSaveOutcome[] = new Array(saves.length);
  for (const row of rows) {
    const studentId = row.student_id == null ? null : String(row.student_id);
    const written = row.written === true;
    const conflicts = row.conflicts == null ? null : parseStale(row.conflicts);
    outcomes[Number(row.ord) - 1] = {
      studentId,
      written,
      tooLarge: studentId !== null && !written && !conflicts && row.submitted !== true,
      conflicts,
      bytes: row.bytes == null ? null : Number(row.bytes),
      revisions:
        row.revisions == null ? null : (JSON.parse(row.revisions) as Record<string, number>),
    };
  }
  return outcomes;
}

const parseStale = (text: string): Record<string, StaleAnswer> =>
  JSON.parse(text) as Record<string, StaleAnswer>;
