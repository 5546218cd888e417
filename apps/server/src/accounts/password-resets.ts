import type { Database } from '../db/database.ts';
import { randomToken, sha256 } from '../security.ts';
import { endAttempts } from './signup-attempts.ts';
import { markConfirmed, setPasswordHash } from './students.ts';

type Queryable = Pick<Database, 'query'>;

/** A reset link works for an hour, once. */
export const RESET_TTL_MS = 60 * 60_000;

/** Stores a new reset id (hashed) for a student and returns it in clear for the e-mail link. */
export async function issueResetId(db: Queryable, studentId: string): Promise<string> {
  const id = randomToken();
  await db.query(
    `INSERT INTO password_resets (id_hash, student_id, expires_at)
     VALUES ($1, $2, now() + ($3::double precision * interval '1 millisecond'))`,
    [sha256(id), studentId, RESET_TTL_MS],
  );
  return id;
}

export type ResetOutcome =
  | { readonly ok: true; readonly studentId: string }
  | { readonly ok: false; readonly reason: 'invalid' | 'used' | 'expired' };

/**
 * Uses a reset id of this username to set a new password hash, in one transaction: the id is
 * claimed atomically (single use even under concurrent requests), and the account's other
 * outstanding ids die with it. Receiving the link proves the address, so an account that was
 * never confirmed becomes confirmed, with the password chosen here, and its sign-up attempts end:
 * no password anyone else chose at sign-up can be activated after that.
 */
export async function resetPassword(
  db: Database,
  username: string,
  id: string,
  passwordHash: string,
): Promise<ResetOutcome> {
  return db.transaction(async (tx) => {
    const claimed = await tx.query<{ student_id: string | number }>(
      `UPDATE password_resets r SET used_at = now()
         FROM students s
        WHERE r.id_hash = $1 AND r.student_id = s.id AND s.username = $2
          AND r.used_at IS NULL AND r.expires_at > now()
        RETURNING r.student_id`,
      [sha256(id), username],
    );
    if (!claimed[0]) {
      const rows = await tx.query<{ used: boolean; expired: boolean }>(
        `SELECT r.used_at IS NOT NULL AS used, r.expires_at <= now() AS expired
           FROM password_resets r JOIN students s ON s.id = r.student_id
          WHERE r.id_hash = $1 AND s.username = $2`,
        [sha256(id), username],
      );
      const row = rows[0];
      return { ok: false, reason: !row ? 'invalid' : row.used ? 'used' : 'expired' };
    }
    const studentId = String(claimed[0].student_id);
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE student_id = $1 AND used_at IS NULL',
      [studentId],
    );
    await setPasswordHash(tx, studentId, passwordHash);
    await markConfirmed(tx, studentId);
    await endAttempts(tx, studentId);
    return { ok: true, studentId };
  });
}
