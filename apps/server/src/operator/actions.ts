/**
 * What the operator's command-line tools do to the database, in one place: the CLIs run these on
 * the database directly, or — when a server holds a PGlite data directory — the server runs them
 * for the CLIs through its operator endpoint (`./endpoint.ts`).
 */
import { normaliseUsername } from '@admissions/accounts';
import type { VariantName } from '@admissions/partner-config';
import { tmpSetFromJson } from '../application/tmp-file.ts';
import { createTmpAnswerSet } from '../application/tmp-answers.ts';
import type { Database } from '../db/database.ts';
import { issueServiceToken } from '../pdf-copy/service-tokens.ts';

/** A refusal whose message is for the operator (a 400 or 404 from the endpoint). */
export class OperatorError extends Error {
  override readonly name = 'OperatorError';
  constructor(
    message: string,
    readonly statusCode: 400 | 404 = 400,
  ) {
    super(message);
  }
}

/** Issues a read-only service token for the account `username` (see `cli/service-token.ts`). */
export async function serviceToken(
  db: Pick<Database, 'query'>,
  username: string,
  minutes: number,
): Promise<string> {
  if (!(minutes > 0) || minutes > 24 * 60)
    throw new OperatorError('minutes must be from 1 to 1440.');
  const [student] = await db.query<{ id: string }>('SELECT id FROM students WHERE username = $1', [
    normaliseUsername(username),
  ]);
  if (!student) throw new OperatorError(`There is no account for ${username}.`, 404);
  return issueServiceToken(db, String(student.id), minutes * 60_000);
}

/** Stores a prefilled answer set from a file's JSON content (see `cli/tmp-token.ts`). */
export async function prefilledToken(
  db: Pick<Database, 'query'>,
  content: unknown,
  variant: VariantName,
  days: number,
): Promise<string> {
  if (!(days > 0) || !Number.isFinite(days)) throw new OperatorError('days must be above 0.');
  let set;
  try {
    set = tmpSetFromJson(content, variant);
  } catch (error) {
    throw new OperatorError(error instanceof Error ? error.message : String(error));
  }
  return createTmpAnswerSet(db, set, days * 24 * 60 * 60_000);
}

/** The link a token opens, under the public URL. */
export function linkFor(publicUrl: string, parameter: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?${parameter}=${encodeURIComponent(token)}`;
}
