/**
 * Retention (issue 26, finding 9): nothing was ever deleted — expired sessions, every login
 * record (all of them returned by GET /api/profile), unconfirmed accounts. A pass of
 * `pruneExpired` deletes what has expired and keeps what is live; the profile lists the recent
 * logins only; the server runs the pass on its schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_LOGINS } from '../../src/application/repository.ts';
import { pruneExpired } from '../../src/retention/prune.ts';
import { sessionWindow } from '../../src/sessions.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { callAs, createLoggedInStudent } from '../application-helpers.ts';
import { DATABASES } from './support.ts';

const YEAR_MS = 365 * 24 * 60 * 60_000;

describe.each(DATABASES)('retention (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(() => server?.close());

  const settings = () => ({
    sessions: sessionWindow(server.config),
    loginRetentionMs: YEAR_MS,
  });
  /** An account created eight days ago, never confirmed, with one attempt expiring at `expiresIn`. */
  const unconfirmedSince8Days = async (username: string, expiresIn: string) => {
    const [row] = await server.db.query<{ id: string }>(
      `INSERT INTO students (username, password_hash, created_at)
       VALUES ($1, NULL, now() - interval '8 days') RETURNING id`,
      [username],
    );
    const id = String(row!.id);
    await server.db.query(
      `INSERT INTO signup_attempts (student_id, password_hash, code_hash, browser_hash,
         code_expires_at, expires_at)
       VALUES ($1, 'h', 'c', 'b', now() - interval '8 days', now() + $2::interval)`,
      [id, expiresIn],
    );
    return id;
  };
  const countOf = async (sql: string, params: unknown[]) =>
    Number((await server.db.query<{ n: number | string }>(sql, params))[0]!.n);

  it('deletes expired sessions, old logins, dead attempts and dead unconfirmed accounts; keeps the rest', async () => {
    const student = await createLoggedInStudent(server.db);
    const idle = await createLoggedInStudent(server.db);
    await server.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE student_id = $1`,
      [idle.id],
    );
    await server.db.query(
      `INSERT INTO logins (student_id, at) VALUES ($1, now() - interval '400 days')`,
      [student.id],
    );
    // Two addresses signed up eight days ago, never confirmed: one whose attempt has expired,
    // one whose attempt lives (a resend or a new sign-up).
    const dead = await unconfirmedSince8Days(`dead-${student.id}@example.com`, '-1 day');
    const pending = await unconfirmedSince8Days(`pending-${student.id}@example.com`, '1 day');

    const counts = await pruneExpired(server.db, settings());
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.logins).toBeGreaterThanOrEqual(1);
    expect(counts.attempts).toBeGreaterThanOrEqual(1);
    expect(counts.unconfirmed).toBeGreaterThanOrEqual(1);
    // The idle session is gone (its cookie no longer works); the live one stays.
    expect((await callAs(server.app, idle, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await callAs(server.app, student, 'GET', '/api/profile')).statusCode).toBe(200);
    expect(
      await countOf(`SELECT count(*) AS n FROM logins WHERE student_id = $1`, [student.id]),
    ).toBe(1);
    expect(await countOf('SELECT count(*) AS n FROM students WHERE id = $1', [dead])).toBe(0);
    expect(await countOf('SELECT count(*) AS n FROM students WHERE id = $1', [pending])).toBe(1);
    // A second pass finds nothing of these left.
    const again = await pruneExpired(server.db, settings());
    expect(again.logins + again.unconfirmed).toBe(0);
  });

  it(`lists the latest ${PROFILE_LOGINS} logins in the profile, newest last`, async () => {
    const student = await createLoggedInStudent(server.db);
    await server.db.query(
      `INSERT INTO logins (student_id, at)
       SELECT $1, now() - (n || ' minutes')::interval FROM generate_series(1, 40) AS n`,
      [student.id],
    );
    const logins: string[] = (await callAs(server.app, student, 'GET', '/api/profile')).json()
      .successful_login;
    expect(logins).toHaveLength(PROFILE_LOGINS);
    expect([...logins].sort()).toEqual(logins);
  });
});

describe('the retention schedule', () => {
  it('runs a pass every RETENTION_INTERVAL_MS when the workers run', async () => {
    const server = await startTestServer('pglite', { RETENTION_INTERVAL_MS: '100' });
    try {
      const idle = await createLoggedInStudent(server.db);
      await server.db.query(
        `UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE student_id = $1`,
        [idle.id],
      );
      await expect
        .poll(() => server.db.query('SELECT 1 FROM sessions WHERE student_id = $1', [idle.id]), {
          timeout: 10_000,
        })
        .toHaveLength(0);
    } finally {
      await server.close();
    }
  }, 60_000);
});
