/**
 * Single-use upload keys (migration 009, issue 13 finding 5). Each presigned form gets a fresh
 * random key, recorded here as issued to one student and one question; an upload (embedded
 * store) or an adoption (S3) claims it once. A second POST of the same form, or a second adoption
 * of the same key, is refused, so a stored document can never be replaced under a key the server
 * has already recorded (which is how a re-posted form used to swap the file behind a COMPLETED
 * conversion).
 */
import type { Database } from '../db/database.ts';
import { POLICY_LIFETIME_MS } from './policy.ts';

type Query = Pick<Database, 'query'>;

/** The reply to a form (or key) that was used already. */
export const USED_MESSAGE =
  'This upload form has already been used. Please upload your document again.';

/**
 * Records a freshly presigned key. Expired, never used forms of the same student are pruned
 * here, so the table holds at most the forms of the last 10 minutes plus the accepted uploads.
 */
export async function recordIssuedKey(
  db: Query,
  key: { fileKey: string; studentId: string; answerKey: string },
  now = Date.now(),
): Promise<void> {
  await db.query(
    'DELETE FROM upload_keys WHERE student_id = $1 AND used_at IS NULL AND expires_at < now()',
    [key.studentId],
  );
  await db.query(
    `INSERT INTO upload_keys (file_key, student_id, answer_key, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [key.fileKey, key.studentId, key.answerKey, new Date(now + POLICY_LIFETIME_MS).toISOString()],
  );
}

/**
 * Claims a key for its one upload: true when it was issued to this student for this question
 * and never used (and, with `unexpired`, its form has not expired). The row stays locked until
 * the caller's transaction ends, so of two concurrent claims exactly one succeeds.
 */
export async function claimUploadKey(
  db: Query,
  key: { fileKey: string; studentId: string; answerKey: string },
  options: { unexpired: boolean },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE upload_keys SET used_at = clock_timestamp()
      WHERE file_key = $1 AND student_id = $2 AND answer_key = $3 AND used_at IS NULL
        AND ($4::boolean IS FALSE OR expires_at > now())
      RETURNING 1 AS claimed`,
    [key.fileKey, key.studentId, key.answerKey, options.unexpired],
  );
  return rows.length > 0;
}
