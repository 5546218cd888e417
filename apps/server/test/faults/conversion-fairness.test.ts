/**
 * The conversion queue cannot be monopolised (issue 26, finding 3). Before, a server converted
 * one file at a time, first come first served: four accounts uploading ordinary 40-megapixel
 * PNGs made another applicant's 1.5 s conversion take 25–35 s. Here a real server (PostgreSQL,
 * default settings: one worker per core) converts an applicant's ordinary image alone, then while
 * four accounts keep the queue full of 40-megapixel PNGs (within every limit, some 4 s of work
 * each); each measured applicant is a new one, as each real one is. Bound: the median time from
 * asking to COMPLETED while flooded is at most {@link BOUND} × the median alone.
 */
import { availableParallelism, loadavg } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { TestStudent } from '../application-helpers.ts';
import { makePng } from '../conversion-fixtures.ts';
import { openTestDatabase } from '../databases.ts';
import { call, sleep, waitFor } from './clients.ts';
import { createStudents, storeUpload, tempDataDir } from './seed.ts';
import { killAllServers, startServer, type ServerProcess } from './server-process.ts';
import { recordFault } from './summary.ts';

const BOUND = 2;
const FLOODERS = 4;
/** Jobs each flooder queues: more than the workers get through while the applicants are measured. */
const FLOOD_JOBS = 8;
/** Applicants measured alone, and as many while the queue is flooded. */
const RUNS = 5;
/** An applicant's wait beyond this fails the test (first come first served took 25–35 s). */
const VICTIM_TIMEOUT_MS = 60_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
const load = () => loadavg()[0]!.toFixed(2);

interface Applicant {
  readonly student: TestStudent;
  readonly fileKey: string;
}

/**
 * Asks for the applicant's conversion; returns the ms until its status is COMPLETED, and of
 * these the ms it waited for a worker (until its turn was recorded).
 */
async function convert(
  server: ServerProcess,
  db: Pick<Database, 'query'>,
  { student, fileKey }: Applicant,
): Promise<{ total: number; wait: number }> {
  const path = '/api/pdf/document-answer/essay';
  const started = Date.now();
  const asked = await call(server.url, 'POST', path, {
    cookie: student.cookie,
    body: { file_key: fileKey, file_name: 'essay.png' },
  });
  expect(asked.status, asked.error).toBe(200);
  const status = await waitFor(
    'the applicant’s conversion',
    async () => {
      const got = await call(server.url, 'GET', path, { cookie: student.cookie });
      const value = got.body?.status;
      return value === 'COMPLETED' || value === 'FAILED' ? value : undefined;
    },
    { timeoutMs: VICTIM_TIMEOUT_MS, everyMs: 25 },
  );
  expect(status).toBe('COMPLETED');
  const total = Date.now() - started;
  const [turn] = await db.query<{ served_at: Date }>(
    'SELECT served_at FROM conversion_turns WHERE student_id = $1',
    [student.id],
  );
  return { total, wait: new Date(turn!.served_at).getTime() - started };
}

describe('conversion fairness while four accounts flood the queue', () => {
  afterAll(killAllServers);

  it(`keeps an applicant's ordinary conversion within ${BOUND}× its time alone (PostgreSQL)`, async () => {
    const db = await openTestDatabase('postgres');
    const data = await tempDataDir();
    try {
      const ordinary = makePng(1200, 900);
      const heavy = makePng(6300, 6300); // 39.7 megapixels, 130 KB: within every limit
      const applicants: Applicant[] = [];
      for (const student of await createStudents(db, 2 * RUNS + 1))
        applicants.push({
          student,
          fileKey: await storeUpload(db, data.path, student, 'essay', ordinary, 'essay.png'),
        });
      const flooders = await createStudents(db, FLOODERS);
      const floodKeys = new Map<TestStudent, string[]>();
      for (const flooder of flooders) {
        const keys: string[] = [];
        for (let i = 0; i < FLOOD_JOBS; i++)
          keys.push(await storeUpload(db, data.path, flooder, `scan${i}`, heavy, 'scan.png'));
        floodKeys.set(flooder, keys);
      }
      const server = await startServer('conversion-fairness', {
        DATA_DIR: data.path,
        DATABASE_URL: db.url,
      });
      const loadBefore = load();
      // The first conversion of a server pays for compiling the child's modules once.
      await convert(server, db, applicants.shift()!);
      const alone: { total: number; wait: number }[] = [];
      for (const applicant of applicants.splice(0, RUNS)) {
        alone.push(await convert(server, db, applicant));
        await sleep(200);
      }

      for (const [flooder, keys] of floodKeys)
        for (const [i, fileKey] of keys.entries())
          expect(
            (
              await call(server.url, 'POST', `/api/pdf/document-answer/scan${i}`, {
                cookie: flooder.cookie,
                body: { file_key: fileKey, file_name: 'scan.png' },
              })
            ).status,
          ).toBe(200);
      // Every flooder has had a file converted: from now on none is a newcomer, as in a lasting
      // flood, and the newcomers' worker has finished their first files.
      await waitFor(
        'every flooder served once',
        async () => {
          const [row] = await db.query<{ n: number }>(
            `SELECT count(DISTINCT student_id)::int AS n FROM document_conversions
              WHERE status = 'COMPLETED' AND student_id = ANY($1::bigint[])`,
            [flooders.map((f) => f.id)],
          );
          return row!.n === FLOODERS ? true : undefined;
        },
        { timeoutMs: 120_000, everyMs: 100 },
      );
      const loadDuring = load();
      const flooded: { total: number; wait: number }[] = [];
      for (const applicant of applicants) {
        flooded.push(await convert(server, db, applicant));
        await sleep(200);
      }
      // The flood lasted the whole measurement.
      const [waiting] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM document_conversions
          WHERE status = 'UNPROCESSED' AND student_id = ANY($1::bigint[])`,
        [flooders.map((f) => f.id)],
      );
      const workers = process.env.CONVERSION_WORKERS ?? availableParallelism();
      await server.stop();

      const totals = { alone: alone.map((r) => r.total), flooded: flooded.map((r) => r.total) };
      const waits = { alone: alone.map((r) => r.wait), flooded: flooded.map((r) => r.wait) };
      const ratio = median(totals.flooded) / median(totals.alone);
      recordFault(
        `conversion fairness — an applicant's ordinary conversion (1200×900 PNG) while ${FLOODERS} accounts flood the queue with ${FLOODERS * FLOOD_JOBS} 40-megapixel PNGs: median ${median(totals.flooded)} ms (${range(totals.flooded)}; waiting for a worker ${median(waits.flooded)} ms, ${range(waits.flooded)}; ${RUNS} applicants) vs ${median(totals.alone)} ms alone (${range(totals.alone)}; waiting ${median(waits.alone)} ms), ${ratio.toFixed(2)}× (bound ${BOUND}×), ${waiting!.n} flood jobs still queued at the end; PostgreSQL, ${workers} workers, load average ${loadBefore} before, ${loadDuring} during`,
      );
      expect(waiting!.n).toBeGreaterThan(0);
      expect(ratio).toBeLessThanOrEqual(BOUND);
    } finally {
      await db.dispose();
      await data.dispose();
    }
  });
});
