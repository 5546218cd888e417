/**
 * Temporary answer sets behind prefilled-application links: the token is random, stored as its
 * SHA-256, and expires.
 */
import type { Database } from '../db/database.ts';
import { randomToken, sha256 } from '../security.ts';

type Query = Pick<Database, 'query'>;

/** The temporary-answer response of §3. */
export interface TmpAnswerSet {
  readonly answer: Record<string, unknown>;
  readonly add_another: Record<string, number>;
  readonly document_answer: Record<string, unknown>;
  readonly tabs: Record<string, string>;
}

/** How long a prefilled link works unless told otherwise. */
export const DEFAULT_TMP_TTL_MS = 30 * 24 * 60 * 60_000;

/** Stores a set and returns its token (shown once; only its hash is kept). */
export async function createTmpAnswerSet(
  db: Query,
  set: Partial<TmpAnswerSet>,
  ttlMs: number = DEFAULT_TMP_TTL_MS,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `INSERT INTO tmp_answer_sets (token_hash, answers, add_another, document_answer, tabs, expires_at)
     VALUES ($1, $2::jsonb, $3::jsonb, $4::jsonb, $5::jsonb,
             now() + ($6::double precision * interval '1 millisecond'))`,
    [
      sha256(token),
      JSON.stringify(set.answer ?? {}),
      JSON.stringify(set.add_another ?? {}),
      JSON.stringify(set.document_answer ?? {}),
      JSON.stringify(set.tabs ?? {}),
      ttlMs,
    ],
  );
  return token;
}

/** The live set of a token, or undefined when unknown or expired. */
export async function readTmpAnswerSet(
  db: Query,
  token: string,
): Promise<TmpAnswerSet | undefined> {
  const [row] = await db.query<{
    answers: Record<string, unknown>;
    add_another: Record<string, number>;
    document_answer: Record<string, unknown>;
    tabs: Record<string, string>;
  }>(
    `SELECT answers, add_another, document_answer, tabs FROM tmp_answer_sets
      WHERE token_hash = $1 AND expires_at > now()`,
    [sha256(token)],
  );
  if (!row) return undefined;
  return {
    answer: row.answers,
    add_another: row.add_another,
    document_answer: row.document_answer,
    tabs: row.tabs,
  };
}
