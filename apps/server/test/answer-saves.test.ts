/**
 * The save path of issue 19 on both databases: batched saves (one statement for concurrent saves,
 * each acknowledged with its own outcome, order kept per student), a failed batch failing each of
 * its requests with an error answer, the session's last_seen_at written at most once per touch
 * interval while the idle timeout still holds, and the profile and a save in one statement each.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { saveAnswersBatch } from '../src/application/save-answers.ts';
import { readConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { SERVICE_UNAVAILABLE } from '../src/errors.ts';
import { sha256 } from '../src/security.ts';
import { sessionWindow, touchIntervalMs } from '../src/sessions.ts';
import { DEFAULT_APPLICATION_MAX_BYTES } from '../src/settings/sections.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { openTestDatabase, type TestDatabase, TEST_DATA_DIR } from './databases.ts';

const config = readConfig({ COOKIE_SECURE: 'false', DATA_DIR: TEST_DATA_DIR, WORKERS: 'off' });
const window = sessionWindow(config);
const tokenHashOf = (s: TestStudent) => sha256(s.cookie.split('=')[1]!);

describe.each(['pglite', 'postgres'] as const)('answer saves on %s', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  /** The statements the app sent, by name (prepared) or text (query); `fail` makes one throw. */
  const sent: string[] = [];
  let fail: ((name: string) => Error | undefined) | undefined;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const counted: Database = {
      ...db,
      query: (sql, params) => (sent.push(sql), db.query(sql, params)),
      prepared: async (name, sql, params) => {
        sent.push(name);
        const error = fail?.(name);
        if (error) throw error;
        return db.prepared(name, sql, params);
      },
    };
    app = await buildApp({ config, db: counted, mailer: { send: async () => undefined } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  const answersOf = async (s: TestStudent) =>
    (
      await db.query<{ answers: Record<string, unknown> }>(
        'SELECT answers FROM applications WHERE student_id = $1',
        [s.id],
      )
    )[0]?.answers;
  const lastSeen = async (s: TestStudent) =>
    new Date(
      (
        await db.query<{ at: string }>(
          'SELECT last_seen_at AS at FROM sessions WHERE student_id = $1',
          [s.id],
        )
      )[0]!.at,
    ).getTime();
  const ageSession = (s: TestStudent, ms: number) =>
    db.query(
      "UPDATE sessions SET last_seen_at = now() - ($2::double precision * interval '1 millisecond') WHERE student_id = $1",
      [s.id, ms],
    );

  it('saves concurrent saves of different students and of one student in one statement each batch', async () => {
    const [a, b] = [await createLoggedInStudent(db), await createLoggedInStudent(db)];
    sent.length = 0;
    const saves = [
      callAs(app, a, 'PUT', '/api/answer', { first_name: 'Ann', city: 'Boston' }),
      callAs(app, b, 'PUT', '/api/answer', { first_name: 'Bob' }),
      callAs(app, a, 'PUT', '/api/answer', { first_name: 'Anna', last_name: 'Lee' }),
      callAs(app, b, 'PUT', '/api/answer', { city: 'Denver' }),
      callAs(app, a, 'PUT', '/api/answer', { city: 'Salem' }),
    ];
    const responses = await Promise.all(saves);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Fewer statements than saves: concurrent saves share one.
    const statements = sent.filter((s) => s === 'save_answers_batch').length;
    expect(statements).toBeGreaterThanOrEqual(1);
    expect(statements).toBeLessThan(saves.length);
    expect(sent.every((s) => s === 'save_answers_batch')).toBe(true);
    // Each student's saves applied in the order they were made: the later key wins.
    expect(await answersOf(a)).toEqual({ first_name: 'Anna', last_name: 'Lee', city: 'Salem' });
    expect(await answersOf(b)).toEqual({ first_name: 'Bob', city: 'Denver' });
  });

  it('keeps arrival order within one batch, across two sessions of one student', async () => {
    const a = await createLoggedInStudent(db);
    const second = await createLoggedInStudent(db);
    // A second session of student a (another browser).
    await db.query('UPDATE sessions SET student_id = $1 WHERE student_id = $2', [a.id, second.id]);
    const outcomes = await saveAnswersBatch(
      db,
      [
        { tokenHash: tokenHashOf(a), answersJson: JSON.stringify({ city: 'One', zip: '11111' }) },
        { tokenHash: tokenHashOf(second), answersJson: JSON.stringify({ city: 'Two' }) },
        { tokenHash: sha256('no such token'), answersJson: JSON.stringify({ city: 'Never' }) },
        { tokenHash: tokenHashOf(a), answersJson: JSON.stringify({}) },
        { tokenHash: tokenHashOf(a), answersJson: JSON.stringify({ zip: '33333' }) },
      ],
      window,
      DEFAULT_APPLICATION_MAX_BYTES,
    );
    const written = (revisions: Record<string, number>) => ({
      studentId: a.id,
      written: true,
      tooLarge: false,
      conflicts: null,
      bytes: expect.any(Number),
      revisions,
    });
    // Each key's revision after the batch: one write of the student's row, so 1 for each key.
    expect(outcomes).toEqual([
      written({ city: 1, zip: 1 }),
      written({ city: 1 }),
      {
        studentId: null,
        written: false,
        tooLarge: false,
        conflicts: null,
        bytes: null,
        revisions: null,
      },
      written({}),
      written({ zip: 1 }),
    ]);
    expect(await answersOf(a)).toEqual({ city: 'Two', zip: '33333' });
  });

  it('answers each save of a batch with its own outcome: 401, 409 or 200', async () => {
    const [open, submitted] = [await createLoggedInStudent(db), await createLoggedInStudent(db)];
    await db.query(
      "INSERT INTO applications (student_id, answers, submitted_at) VALUES ($1, '{}'::jsonb, now())",
      [submitted.id],
    );
    const responses = await Promise.all([
      callAs(app, open, 'PUT', '/api/answer', { city: 'Open' }),
      callAs(app, submitted, 'PUT', '/api/answer', { city: 'Late' }),
      callAs(app, { ...open, cookie: 'admissions_session=forged' }, 'PUT', '/api/answer', {
        city: 'Forged',
      }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 409, 401]);
    expect(await answersOf(open)).toEqual({ city: 'Open' });
    expect(await answersOf(submitted)).toEqual({});
  });

  it('fails every save of a failed batch with an error answer, then saves again', async () => {
    const students = await Promise.all([1, 2, 3].map(() => createLoggedInStudent(db)));
    fail = (name) =>
      name === 'save_answers_batch'
        ? Object.assign(new Error('canceling statement due to statement timeout'), {
            code: '57014',
          })
        : undefined;
    try {
      const responses = await Promise.all(
        students.map((s) => callAs(app, s, 'PUT', '/api/answer', { city: 'Lost' })),
      );
      for (const r of responses) {
        expect(r.statusCode).toBe(503);
        expect(r.json()).toEqual({ message: SERVICE_UNAVAILABLE });
      }
    } finally {
      fail = undefined;
    }
    for (const s of students) expect(await answersOf(s)).toBeUndefined();
    const retry = await callAs(app, students[0], 'PUT', '/api/answer', { city: 'Kept' });
    expect(retry.statusCode).toBe(200);
    expect(await answersOf(students[0]!)).toEqual({ city: 'Kept' });
  });

  it('writes last_seen_at at most once per touch interval; the idle timeout never ends a session early', async () => {
    const s = await createLoggedInStudent(db);
    const touch = touchIntervalMs(config.sessionIdleMs);
    const idle = config.sessionIdleMs;
    expect(touch).toBe(60_000);
    for (const [method, url, body] of [
      ['PUT', '/api/answer', { city: 'Here' }],
      ['GET', '/api/profile', undefined],
      ['GET', '/api/tabs', undefined],
    ] as const) {
      // Written within the interval: not written again.
      await ageSession(s, touch / 2);
      const before = await lastSeen(s);
      expect((await callAs(app, s, method, url, body)).statusCode, url).toBe(200);
      expect(await lastSeen(s), url).toBe(before);
      // Older than the interval: written now.
      await ageSession(s, touch + 1000);
      const stale = await lastSeen(s);
      expect((await callAs(app, s, method, url, body)).statusCode, url).toBe(200);
      expect(await lastSeen(s), url).toBeGreaterThan(stale + touch);
      // Stored idle + half an interval ago: a request up to an interval after that write may
      // have gone unrecorded, so the session must still be live (and is written again).
      await ageSession(s, idle + touch / 2);
      expect((await callAs(app, s, method, url, body)).statusCode, url).toBe(200);
      // Beyond the idle timeout plus the interval: no request can have come since; ended.
      await ageSession(s, idle + touch + 1000);
      expect((await callAs(app, s, method, url, body)).statusCode, url).toBe(401);
    }
  });

  it('serves the profile and a save in one statement each, the session check included', async () => {
    const s = await createLoggedInStudent(db);
    await db.query('INSERT INTO web_status (student_id, web_status) VALUES ($1, $2)', [
      s.id,
      'started',
    ]);
    sent.length = 0;
    const profile = await callAs(app, s, 'GET', '/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(sent).toEqual(['profile_of_session']);
    expect(profile.json()).toMatchObject({
      username: s.username,
      web_status: [{ web_status: 'started' }],
      answer: {},
      document_answer: {},
    });
    expect(profile.json().successful_login).toHaveLength(1);
    expect(profile.json().successful_login[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    sent.length = 0;
    expect((await callAs(app, s, 'PUT', '/api/answer', { city: 'One' })).statusCode).toBe(200);
    expect(sent).toEqual(['save_answers_batch']);
  });
});
