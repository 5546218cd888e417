/**
 * PostgreSQL restarted while serving: a server process on a private PostgreSQL cluster, clients
 * calling `GET /api/profile` and `PUT /api/answer` without pause, and the database stopped for a
 * few seconds (`pg_ctl stop -m fast`, then start), restarted (`pg_ctl restart`), and crashed
 * (`stop -m immediate`) and started. During an outage every call must fail cleanly and quickly (503 with the message),
 * never 500 and never hang; afterwards calls succeed again without restarting the server, the
 * workers' pollers keep running, and no acknowledged answer is lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { SERVICE_UNAVAILABLE } from '../../src/errors.ts';
import { makePng } from '../conversion-fixtures.ts';
import { AnswerWriter, call, sleep, storedAnswers, waitFor, type Outcome } from './clients.ts';
import { createCluster, type PostgresCluster } from './postgres-cluster.ts';
import { seedStudents, storeUpload, tempDataDir } from './seed.ts';
import { errorLines, killAllServers, startServer } from './server-process.ts';
import { recordFault } from './summary.ts';

/** How long the database stays stopped in the first outage. */
const OUTAGE_MS = 3_000;
/** A call during an outage may wait for the pool's connection timeout (5 s), not more. */
const MAX_CALL_MS = 6_500;

/** Calls `GET /api/profile` until stopped, recording every outcome. */
function profileReader(base: string, cookie: string) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const outcome = await call(base, 'GET', '/api/profile', { cookie, timeoutMs: 15_000 });
      outcomes.push(outcome);
      await sleep(outcome.status === 200 ? 5 : 50);
    }
  })();
  return {
    outcomes,
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

interface Outage {
  readonly how: string;
  /** From the stop command to the database accepting connections again (ms). */
  readonly downMs: number;
  /** From the database accepting connections to every client's first success (ms). */
  readonly recoverMs: number;
  readonly unavailable: number;
  /** Statuses other than 200 and 503 (must be none). */
  readonly other: string[];
  readonly slowestMs: number;
}

describe('PostgreSQL restart while serving', () => {
  let cluster: PostgresCluster | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  afterAll(async () => {
    await killAllServers();
    await cluster?.dispose();
    await data?.dispose();
  });

  it('answers 503 with a message while PostgreSQL is down, and recovers by itself', async () => {
    cluster = await createCluster();
    data = await tempDataDir();
    const students = await seedStudents(cluster.url, 4);
    const server = await startServer('pg-restart', {
      DATA_DIR: data.path,
      DATABASE_URL: cluster.url,
      WORKERS: 'on',
    });

    const writers = students.slice(0, 2).map((s, i) => new AnswerWriter(s, `restart-w${i}`));
    const writing = writers.map((w) =>
      w.run(() => server.url, { untilRefused: false, pauseMs: 50 }),
    );
    const readers = students.slice(2).map((s) => profileReader(server.url, s.cookie));
    const clients = [...writers.map((w) => w.outcomes), ...readers.map((r) => r.outcomes)];

    /** Takes the database down with `down`, brings it back with `up`, waits for recovery. */
    const outage = async (how: string, down: () => Promise<void>, up: () => Promise<void>) => {
      const from = Date.now();
      await down();
      await up();
      const back = Date.now();
      const recovered = await waitFor(
        'every client to succeed again',
        async () => {
          const firsts = clients.map((o) => o.find((x) => x.at >= back && x.status === 200));
          return firsts.every(Boolean) ? Math.max(...firsts.map((x) => x!.at + x!.ms)) : undefined;
        },
        { timeoutMs: 30_000, everyMs: 50 },
      );
      const during = clients.flat().filter((o) => o.at + o.ms >= from && o.at <= recovered);
      const unavailable = during.filter((o) => o.status === 503);
      for (const o of unavailable) expect(o.body).toEqual({ message: SERVICE_UNAVAILABLE });
      return {
        how,
        downMs: back - from,
        recoverMs: recovered - back,
        unavailable: unavailable.length,
        other: during
          .filter((o) => o.status !== 200 && o.status !== 503)
          .map((o) => `${o.status} ${o.error ?? JSON.stringify(o.body)}`),
        slowestMs: Math.max(...during.map((o) => o.ms)),
      } satisfies Outage;
    };

    await sleep(1_000);
    const outages: Outage[] = [];
    outages.push(
      await outage(
        `stop -m fast, ${OUTAGE_MS / 1000} s down, start`,
        async () => {
          await cluster!.stop('fast');
          await sleep(OUTAGE_MS);
        },
        () => cluster!.start(),
      ),
    );
    await sleep(1_000);
    outages.push(
      await outage(
        'pg_ctl restart',
        () => cluster!.restart('fast'),
        async () => {},
      ),
    );
    await sleep(1_000);
    outages.push(
      await outage(
        'crash (stop -m immediate) and start',
        () => cluster!.stop('immediate'),
        () => cluster!.start(),
      ),
    );
    await sleep(500);
    writers.forEach((w) => w.stop());
    await Promise.all([...writing, ...readers.map((r) => r.stop())]);

    for (const o of outages) {
      expect(o.unavailable, o.how).toBeGreaterThan(0);
      expect(o.other, o.how).toEqual([]);
      expect(o.slowestMs, o.how).toBeLessThan(MAX_CALL_MS);
    }
    // The server never restarted: the same process answers, and nothing acknowledged was lost.
    expect(await Promise.race([server.exited, sleep(0).then(() => 'running')])).toBe('running');
    let acknowledged = 0;
    let lost = 0;
    for (const w of writers) {
      acknowledged += w.acknowledged;
      lost += w.lost(await storedAnswers(server.url, w.student)).length;
    }
    expect(lost).toBe(0);

    // The workers' pollers met the outage (logged) and still run: a new conversion completes.
    const pollerErrors = errorLines(server, /document conversion failed|PDF copy failed/).length;
    const db = await openDatabase({ databaseUrl: cluster.url });
    const [student] = students;
    const fileKey = await storeUpload(db, data!.path, student!, 'after_outage', makePng(), 'a.png');
    await db.close();
    const url = '/api/pdf/document-answer/after_outage';
    const cookie = student!.cookie;
    const body = { file_key: fileKey, file_name: 'a.png' };
    expect((await call(server.url, 'POST', url, { cookie, body })).status).toBe(200);
    await waitFor('the conversion after the outage', async () => {
      const status = (await call(server.url, 'GET', url, { cookie })).body?.status;
      return status === 'COMPLETED' ? true : undefined;
    });

    await server.stop();
    recordFault(
      `PostgreSQL restart while serving ×${outages.length} — ` +
        outages
          .map(
            (o) =>
              `${o.how}: down ${(o.downMs / 1000).toFixed(1)} s, ${o.unavailable} × 503, ` +
              `${o.other.length} other errors, slowest call ${o.slowestMs} ms, ` +
              `every client served again ${o.recoverMs} ms after PostgreSQL was back`,
          )
          .join('; ') +
        `; ${acknowledged} answers acknowledged, ${lost} lost; pollers logged ${pollerErrors} errors and kept running`,
    );
  });
});
