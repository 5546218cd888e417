import type { Database } from '../db/database.ts';
import { randomCode, sha256 } from '../security.ts';
import { markConfirmed } from './students.ts';

type Queryable = Pick<Database, 'query'>;

/** A confirmation code lives 15 minutes… */
export const CODE_TTL_MS = 15 * 60_000;
/** …and dies after this many wrong guesses (a 6-digit code must not be guessable). */
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Issues a fresh code for a student, replacing any earlier one (attempts back to 0), and returns
 * it in clear for the e-mail; only its SHA-256 is stored.
 */
export async function issueConfirmationCode(db: Queryable, studentId: string): Promise<string> {
  const code = randomCode();
  await db.query(
    `INSERT INTO confirmation_codes (student_id, code_hash, attempts, expires_at)
     VALUES ($1, $2, 0, now() + ($3::double precision * interval '1 millisecond'))
     ON CONFLICT (student_id) DO UPDATE
       SET code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
    [studentId, sha256(code), CODE_TTL_MS],
  );
  return code;
}

export type ConfirmOutcome = 'confirmed' | 'incorrect' | 'expired' | 'too-many-attempts';

/**
 * Checks a code for a student in one transaction. The right code (live, not over-tried) confirms
 * the account and is deleted (single use); a wrong one counts an attempt.
 */
export async function confirmWithCode(
  db: Database,
  studentId: string,
  code: string,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ code_hash: string; attempts: number; expired: boolean }>(
      `SELECT code_hash, attempts, expires_at <= now() AS expired
         FROM confirmation_codes WHERE student_id = $1 FOR UPDATE`,
      [studentId],
    );
    const row = rows[0];
    if (!row) return 'incorrect';
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'too-many-attempts';
    if (row.expired) return 'expired';
    if (row.code_hash === sha256(code)) {
      await tx.query('DELETE FROM confirmation_codes WHERE student_id = $1', [studentId]);
      await markConfirmed(tx, studentId);
      return 'confirmed';
    }
    const updated = await tx.query<{ attempts: number }>(
      `UPDATE confirmation_codes SET attempts = attempts + 1 WHERE student_id = $1
       RETURNING attempts`,
      [studentId],
    );
    return (updated[0]?.attempts ?? CODE_MAX_ATTEMPTS) >= CODE_MAX_ATTEMPTS
      ? 'too-many-attempts'
      : 'incorrect';
  });
}
