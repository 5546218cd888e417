/**
 * Service tokens (migration 006): random, stored as their SHA-256, valid for 5 minutes, each
 * giving read-only access to one student's data through `GET /service/tmp-pdf` and nothing else.
 */
import type { Database } from '../db/database.ts';
import { randomToken, sha256 } from '../security.ts';

type Query = Pick<Database, 'query'>;

export const SERVICE_TOKEN_TTL_MS = 5 * 60 * 1000;

/** Issues a token for the student; returns the token itself (only its hash is stored). */
export async function issueServiceToken(
  db: Query,
  studentId: string,
  ttlMs: number = SERVICE_TOKEN_TTL_MS,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO service_tokens (token_hash, student_id, expires_at)
     VALUES ($1, $2, now() + ($3::double precision * interval '1 millisecond'))`,
    [sha256(token), studentId, ttlMs],
  );
  // Expired rows are of no use to anyone: drop them while we are here.
  await db.query('DELETE FROM service_tokens WHERE expires_at < now()');
  return token;
}

/** The student of a live service token, or undefined when unknown or expired. */
export async function resolveServiceToken(
  db: Query,
  token: string | undefined,
): Promise<string | undefined> {
  if (!token) return undefined;
  const [row] = await db.query<{ student_id: string }>(
    'SELECT student_id FROM service_tokens WHERE token_hash = $1 AND expires_at > now()',
    [sha256(token)],
  );
  return row ? String(row.student_id) : undefined;
}
