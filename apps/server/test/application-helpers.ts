/**
 * Logged-in students for application tests, created directly in the database (the account
 * routes are tested on their own): a confirmed student, one login and a session row.
 */
import { randomBytes } from 'node:crypto';
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { randomToken, sha256 } from '../src/security.ts';
import { SESSION_COOKIE } from '@admissions/api';

export interface TestStudent {
  readonly id: string;
  readonly username: string;
  /** The Cookie header of the student's session. */
  readonly cookie: string;
}

/** Inserts a confirmed student with one login and a live session. */
export async function createLoggedInStudent(
  db: Pick<Database, 'query'>,
  username = `student-${randomBytes(4).toString('hex')}@example.com`,
): Promise<TestStudent> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, 'not-a-hash', now())
     RETURNING id`,
    [username],
  );
  const id = String(row!.id);
  await db.query('INSERT INTO logins (student_id) VALUES ($1)', [id]);
  const token = randomToken();
  await db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
    sha256(token),
    id,
  ]);
  return { id, username, cookie: `${SESSION_COOKIE}=${token}` };
}

/** An injected JSON call as a student. */
export function callAs(
  app: FastifyInstance,
  student: TestStudent | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: student ? { cookie: student.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A complete, valid undergraduate application (the partner's sample): it submits. */
export const completeApplication = SAMPLE_APPLICATION;
