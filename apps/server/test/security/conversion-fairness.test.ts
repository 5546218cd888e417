/**
 * Conversion fairness (issue 26, finding 3), on PGlite and PostgreSQL: the queue was one line,
 * first come first served, with a per-student limit only, so a few accounts uploading heavy files
 * kept every other applicant waiting. Now the workers serve students in turn (the claim picks the
 * student with the fewest jobs in progress, then the one served least recently), one worker is
 * kept for students not served lately, a client address has an hourly budget besides each
 * student's, and a job left waiting past the queue's deadline is FAILED with a message saying
 * why. The jobs here have no stored file (so they settle FAILED at once, without a conversion
 * process): what is checked is which job a worker takes, not the conversion.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import {
  BUSY_MESSAGE,
  MISSING_UPLOAD_MESSAGE,
  NEWCOMER_MS,
  runOnce,
} from '../../src/conversion/worker.ts';
import { TOO_MANY_CONVERSIONS } from '../../src/routes/conversion.ts';
import { createLoggedInStudent, type TestStudent } from '../application-helpers.ts';
import { makePng } from '../conversion-fixtures.ts';
import { startServer, upload, url } from '../conversion-helpers.ts';
import type { TestDatabase } from '../databases.ts';

const ADDRESS_LIMIT = 3;

describe.each(['pglite', 'postgres'] as const)('conversion fairness on %s', (kind) => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let storage: Awaited<ReturnType<typeof startServer>>['storage'];

  beforeAll(async () => {
    ({ app, db, storage } = await startServer(kind, 'off', {
      CONVERSION_ADDRESS_RATE_LIMIT: String(ADDRESS_LIMIT),
    }));
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  /** Queues a job for `student`'s `key`, asked for `secondsAgo` (its stored file missing). */
  const queue = async (student: TestStudent, key: string, secondsAgo: number) =>
    db.query(
      `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, updated_at)
       VALUES ($1, $2, 'uploads/none', 'a.png', now() - $3 * interval '1 second')`,
      [student.id, key, secondsAgo],
    );
  /** The jobs a worker has taken and settled (FAILED: no stored file). */
  const settled = async () =>
    (
      await db.query<{ answer_key: string }>(
        `SELECT answer_key FROM document_conversions WHERE status = 'FAILED' AND attempts > 0`,
      )
    ).map((row) => row.answer_key);
  /** Runs the worker until it finds nothing to do; the jobs in the order it took them. */
  const takenInOrder = async (options: Parameters<typeof runOnce>[1] = {}) => {
    const order = await settled();
    const before = order.length;
    while (await runOnce(app.ctx, options))
      order.push(...(await settled()).filter((key) => !order.includes(key)));
    return order.slice(before);
  };
  const clear = () => db.query('DELETE FROM document_conversions');

  it('serves students in turn: one with five queued jobs does not hold up one with one', async () => {
    await clear();
    const [many, one] = [await createLoggedInStudent(db), await createLoggedInStudent(db)];
    for (let i = 1; i <= 5; i++) await queue(many, `many${i}`, 100 - i);
    await queue(one, 'one', 10);
    expect(await takenInOrder()).toEqual(['many1', 'one', 'many2', 'many3', 'many4', 'many5']);
  });

  it('takes the job of a student with none in progress before one of a student with a job in progress', async () => {
    await clear();
    const [busy, idle] = [await createLoggedInStudent(db), await createLoggedInStudent(db)];
    // Claimed by another server a moment ago, still converting there.
    await db.query(
      `INSERT INTO document_conversions
         (student_id, answer_key, file_key, file_name, status, attempts, locked_at, run_id)
       VALUES ($1, 'running', 'uploads/none', 'a.png', 'IN_PROGRESS', 1, now(), 'elsewhere')`,
      [busy.id],
    );
    await queue(busy, 'busy_next', 60);
    await queue(idle, 'idle', 5);
    expect(await takenInOrder()).toEqual(['idle', 'busy_next']);
  });

  it('keeps a worker for newcomers: it takes only jobs of students not served lately', async () => {
    await clear();
    const [flooder, newcomer] = [await createLoggedInStudent(db), await createLoggedInStudent(db)];
    for (let i = 1; i <= 3; i++) await queue(flooder, `flood${i}`, 100 - i);
    // The flooder is served once (by any worker); after that only the newcomer is the lane's.
    expect(await runOnce(app.ctx)).toBe(true);
    const lane = { newcomersMs: NEWCOMER_MS };
    expect(await runOnce(app.ctx, lane)).toBe(false);
    await queue(newcomer, 'newcomer', 1);
    expect(await takenInOrder(lane)).toEqual(['newcomer']);
    // Asking again for the same job does not make the flooder new.
    await db.query(
      `UPDATE document_conversions SET status = 'UNPROCESSED', attempts = 0, updated_at = now()
        WHERE answer_key = 'flood1'`,
    );
    expect(await runOnce(app.ctx, lane)).toBe(false);
    // Not served for longer than the newcomers' window: new again.
    await db.query(
      `UPDATE conversion_turns SET served_at = now() - $2 * interval '1 millisecond'
        WHERE student_id = $1`,
      [flooder.id, NEWCOMER_MS + 1000],
    );
    expect(await runOnce(app.ctx, lane)).toBe(true);
  });

  it('FAILS a job that waited past the queue deadline, with a message the applicant sees', async () => {
    await clear();
    const student = await createLoggedInStudent(db);
    const fileKey = await upload(db, storage, student, 'waited', makePng(), 'a.png');
    const post = await app.inject({
      method: 'POST',
      url: url('waited'),
      headers: { cookie: student.cookie },
      remoteAddress: '198.51.100.7',
      payload: { file_key: fileKey, file_name: 'a.png' },
    });
    expect(post.statusCode).toBe(200);
    await db.query(
      `UPDATE document_conversions SET updated_at = now() - interval '11 minutes'
        WHERE student_id = $1`,
      [student.id],
    );
    // A job that has waited less than the deadline is taken as usual.
    await queue(student, 'fresh', 60);
    storage.objects.delete(fileKey);
    expect(await takenInOrder()).toEqual(['fresh']);
    const status = await app.inject({
      method: 'GET',
      url: url('waited'),
      headers: { cookie: student.cookie },
    });
    expect(status.json()).toEqual({ status: 'FAILED', message: BUSY_MESSAGE });
    const [fresh] = await db.query<{ message: string }>(
      `SELECT message FROM document_conversions WHERE answer_key = 'fresh'`,
    );
    expect(fresh!.message).toBe(MISSING_UPLOAD_MESSAGE);
  });

  it(`limits conversion requests per client address to ${ADDRESS_LIMIT} an hour, whatever the accounts (429 with Retry-After)`, async () => {
    const ask = async (address: string) => {
      const student = await createLoggedInStudent(db);
      const fileKey = await upload(db, storage, student, 'essay', makePng(), 'a.png');
      return app.inject({
        method: 'POST',
        url: url('essay'),
        headers: { cookie: student.cookie },
        remoteAddress: address,
        payload: { file_key: fileKey, file_name: 'a.png' },
      });
    };
    const statuses = [];
    for (let i = 0; i < ADDRESS_LIMIT; i++) statuses.push((await ask('203.0.113.5')).statusCode);
    expect(statuses).toEqual(Array(ADDRESS_LIMIT).fill(200));
    const refused = await ask('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_CONVERSIONS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await ask('203.0.113.6')).statusCode).toBe(200);
  });
});

describe('the conversion queue settings', () => {
  it('run one worker per core unless CONVERSION_WORKERS says otherwise', async () => {
    const { availableParallelism } = await import('node:os');
    expect(readConfig({}).conversion.workers).toBe(availableParallelism());
    expect(readConfig({ CONVERSION_WORKERS: '6' }).conversion.workers).toBe(6);
    expect(() => readConfig({ CONVERSION_WORKERS: '0' })).toThrow(/CONVERSION_WORKERS/);
    expect(() => readConfig({ CONVERSION_ADDRESS_RATE_LIMIT: 'x' })).toThrow(
      /CONVERSION_ADDRESS_RATE_LIMIT/,
    );
    expect(readConfig({ CONVERSION_QUEUE_DEADLINE_MS: '5000' }).conversion.queueDeadlineMs).toBe(
      5000,
    );
  });
});
