/**
 * Two server processes on one PostgreSQL (and one DATA_DIR for their stored files, as a shared
 * bucket would be): a session made through one is good on the other, a job queued on an instance
 * whose workers are off is done by the other, and with both running workers every job is claimed
 * exactly once (attempts = 1).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/security.ts';
import type { TestStudent } from '../application-helpers.ts';
import { makeDocx, makePng } from '../conversion-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../databases.ts';
import { call, waitFor } from './clients.ts';
import { createStudents, storeUpload, tempDataDir } from './seed.ts';
import { killAllServers, startServer, type ServerProcess } from './server-process.ts';
import { recordFault } from './summary.ts';

const PASSWORD = 'Two-instances-9';

/** Logs in through `server` and returns the Cookie header of the new session. */
async function logIn(server: ServerProcess, username: string): Promise<string> {
  const response = await fetch(`${server.url}/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Waits until `GET path` on `server` reports COMPLETED (or FAILED, which fails the test). */
async function completed(server: ServerProcess, student: TestStudent, path: string) {
  const status = await waitFor(
    `${path} to settle`,
    async () => {
      const got = await call(server.url, 'GET', path, { cookie: student.cookie });
      const status = got.body?.status;
      return status === 'COMPLETED' || status === 'FAILED' ? status : undefined;
    },
    { timeoutMs: 90_000, everyMs: 200 },
  );
  expect(status, path).toBe('COMPLETED');
}

/** Every job row with its status and attempts. */
const jobRows = (db: TestDatabase) =>
  db.query<{ job: string; status: string; attempts: number }>(
    `SELECT student_id || '/' || answer_key AS job, status, attempts FROM document_conversions
     UNION ALL SELECT student_id || '/copy', status, attempts FROM pdf_copies`,
  );

describe('two instances on one PostgreSQL', () => {
  let db: TestDatabase | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  afterAll(async () => {
    await killAllServers();
    await db?.dispose();
    await data?.dispose();
  });

  it('share sessions and jobs, and run each job exactly once', async () => {
    db = await openTestDatabase('postgres');
    data = await tempDataDir();
    const shared = { DATABASE_URL: db.url, DATA_DIR: data.path };
    const username = `two-${randomBytes(4).toString('hex')}@example.com`;
    await db.query(
      `INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, $2, now())`,
      [username, await hashPassword(PASSWORD)],
    );
    const started = await Promise.all([
      startServer('instance-A', { ...shared, WORKERS: 'off' }),
      startServer('instance-B', { ...shared, WORKERS: 'on' }),
    ]);
    let a = started[0];
    const b = started[1];

    // Sessions: made on A, used and ended on B.
    const cookie = await logIn(a, username);
    const onB = await call(b.url, 'GET', '/api/profile', { cookie });
    expect(onB.status).toBe(200);
    expect(onB.body?.username).toBe(username);
    const answer = { first_name: 'Shared' };
    expect((await call(b.url, 'PUT', '/api/answer', { cookie, body: answer })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/profile', { cookie })).body?.answer).toEqual(answer);
    expect((await call(b.url, 'GET', '/api/logout', { cookie })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/profile', { cookie })).status).toBe(401);

    // Jobs queued on A (workers off) are done by B.
    const [handoff] = await createStudents(db, 1);
    const docx = await makeDocx('Queued on A, converted by B.');
    const fileKey = await storeUpload(db, data.path, handoff!, 'handoff', docx, 'handoff.docx');
    const url = '/api/pdf/document-answer/handoff';
    const body = { file_key: fileKey, file_name: 'handoff.docx' };
    expect((await call(a.url, 'POST', url, { cookie: handoff!.cookie, body })).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/pdf', { cookie: handoff!.cookie })).status).toBe(200);
    await completed(a, handoff!, url);
    await completed(a, handoff!, '/api/pdf');
    const handedOff = (await jobRows(db)).length;

    // Both with workers: every job of a burst queued through both is claimed once.
    await a.stop();
    a = await startServer('instance-A2', { ...shared, WORKERS: 'on' });
    const students = await createStudents(db, 6);
    const queued: { server: ServerProcess; student: TestStudent; path: string }[] = [];
    for (const [i, student] of students.entries()) {
      const server = i % 2 ? b : a;
      for (const [key, bytes, name] of [
        ['scan', makePng(), 'scan.png'],
        ['essay', await makeDocx(`Essay of ${student.id}.`), 'essay.docx'],
      ] as const) {
        const stored = await storeUpload(db, data.path, student, key, bytes, name);
        const path = `/api/pdf/document-answer/${key}`;
        const posted = await call(server.url, 'POST', path, {
          cookie: student.cookie,
          body: { file_key: stored, file_name: name },
        });
        expect(posted.status).toBe(200);
        queued.push({ server, student, path });
      }
      expect((await call(server.url, 'GET', '/api/pdf', { cookie: student.cookie })).status).toBe(
        200,
      );
      queued.push({ server, student, path: '/api/pdf' });
    }
    // Each status is read through the other instance.
    for (const { server, student, path } of queued)
      await completed(server === a ? b : a, student, path);
    // B has printed since the hand-off; a warm Chromium under the new A shows it printed too.
    const bothPrinted = a.children().some((name) => /chrom/.test(name));
    const rows = await jobRows(db);
    expect(rows.filter((row) => row.status !== 'COMPLETED')).toEqual([]);
    const twice = rows.filter((row) => row.attempts !== 1);
    expect(twice).toEqual([]);
    await Promise.all([a.stop(), b.stop()]);

    recordFault(
      `two instances on one PostgreSQL — session made on A used and ended on B; ` +
        `${handedOff} jobs queued on A (workers off) completed by B; ` +
        `${queued.length} jobs queued through both with both working: ` +
        `${rows.length - handedOff} COMPLETED, ${twice.length} run twice` +
        (bothPrinted ? ' (both instances printed)' : ' (B printed them all)'),
    );
  });
});
