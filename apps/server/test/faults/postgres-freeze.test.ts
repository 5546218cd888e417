/**
 * PostgreSQL frozen while serving: not stopped (connections stay open, the port still accepts TCP
 * connections) but answering nothing, as a hung host or a stalled disk looks. A server process on
 * a private cluster, clients calling `PUT /api/answer` and `GET /api/profile` without pause, and
 * the postmaster and all its processes stopped with SIGSTOP for longer than any deadline. Every
 * call must end within the database deadlines (connect + statement + the driver's slack) with a
 * 503 and the message, never hang and never 500; `/ready` must answer 503 within its own limit;
 * after SIGCONT every client is served again without restarting the server, and no acknowledged
 * answer is lost.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { QUERY_TIMEOUT_SLACK_MS } from '../../src/db/database.ts';
import { SERVICE_UNAVAILABLE } from '../../src/errors.ts';
import { NOT_READY, READY_CHECK_TIMEOUT_MS } from '../../src/routes/health.ts';
import { AnswerWriter, call, sleep, storedAnswers, waitFor, type Outcome } from './clients.ts';
import { createCluster, type PostgresCluster } from './postgres-cluster.ts';
import { seedStudents, tempDataDir } from './seed.ts';
import { killAllServers, startServer } from './server-process.ts';
import { recordFault } from './summary.ts';

/** The server's deadlines in this test (shorter than the defaults, to keep the test short). */
const CONNECT_MS = 2_000;
const STATEMENT_MS = 2_000;
/**
 * The longest a call may take while PostgreSQL is frozen: waiting for a pooled client or a new
 * connection, then one statement up to the driver's deadline, plus headroom for a loaded machine.
 */
const DEADLINE_MS = CONNECT_MS + STATEMENT_MS + QUERY_TIMEOUT_SLACK_MS + 2_500;
/** How long PostgreSQL stays frozen: well past the deadline, so a hanging call cannot pass. */
const FREEZE_MS = 12_000;
/** Client-side give-up: longer than the freeze, so a call that hangs shows as hanging. */
const CLIENT_TIMEOUT_MS = 20_000;

/** Calls `GET /api/profile` until stopped, recording every outcome. */
function profileReader(base: string, cookie: string) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const outcome = await call(base, 'GET', '/api/profile', {
        cookie,
        timeoutMs: CLIENT_TIMEOUT_MS,
      });
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

describe('PostgreSQL frozen while serving', () => {
  let cluster: PostgresCluster | undefined;
  let data: Awaited<ReturnType<typeof tempDataDir>> | undefined;
  afterAll(async () => {
    await cluster?.thaw();
    await killAllServers();
    await cluster?.dispose();
    await data?.dispose();
  });

  it('answers 503 with a message within the deadline, and recovers after SIGCONT', async () => {
    cluster = await createCluster();
    data = await tempDataDir();
    const students = await seedStudents(cluster.url, 4);
    const server = await startServer('pg-freeze', {
      DATA_DIR: data.path,
      DATABASE_URL: cluster.url,
      WORKERS: 'off',
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    });

    const writers = students.slice(0, 2).map((s, i) => new AnswerWriter(s, `freeze-w${i}`));
    const writing = writers.map((w) =>
      w.run(() => server.url, { untilRefused: false, pauseMs: 50 }),
    );
    const readers = students.slice(2).map((s) => profileReader(server.url, s.cookie));
    const clients = [...writers.map((w) => w.outcomes), ...readers.map((r) => r.outcomes)];
    await waitFor('every client to be served before the freeze', async () =>
      clients.every((o) => o.some((x) => x.status === 200)) ? true : undefined,
    );
    await sleep(500);

    const frozenAt = Date.now();
    await cluster.freeze();
    // Readiness during the freeze, once the pool's connections are all stuck.
    await sleep(STATEMENT_MS);
    const ready = await call(server.url, 'GET', '/ready', { timeoutMs: CLIENT_TIMEOUT_MS });
    await sleep(FREEZE_MS - (Date.now() - frozenAt));
    await cluster.thaw();
    const thawedAt = Date.now();

    const recoveredAt = await waitFor(
      'every client to succeed again',
      async () => {
        const firsts = clients.map((o) => o.find((x) => x.at >= thawedAt && x.status === 200));
        return firsts.every(Boolean) ? Math.max(...firsts.map((x) => x!.at + x!.ms)) : undefined;
      },
      { timeoutMs: 30_000, everyMs: 50 },
    );
    writers.forEach((w) => w.stop());
    await Promise.all([...writing, ...readers.map((r) => r.stop())]);

    // Every call that overlapped the freeze: 200 (before it) or 503 with the message, in time.
    const during = clients.flat().filter((o) => o.at + o.ms >= frozenAt && o.at <= thawedAt);
    const unavailable = during.filter((o) => o.status === 503);
    const other = during
      .filter((o) => o.status !== 200 && o.status !== 503)
      .map((o) => `${o.status} ${o.error ?? JSON.stringify(o.body)} after ${o.ms} ms`);
    const slowestMs = Math.max(...during.map((o) => o.ms));
    const first503Ms = Math.min(...unavailable.map((o) => o.at + o.ms)) - frozenAt;
    expect(other).toEqual([]);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) expect(o.body).toEqual({ message: SERVICE_UNAVAILABLE });
    expect(slowestMs).toBeLessThan(DEADLINE_MS);
    expect(first503Ms).toBeLessThan(DEADLINE_MS);
    // Frozen for 12 s, so every client met several 503s: none hung through the freeze.
    for (const o of clients)
      expect(o.filter((x) => x.status === 503 && x.at <= thawedAt).length).toBeGreaterThan(1);

    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: NOT_READY, checks: { database: 'failing' } });
    expect(ready.ms).toBeLessThan(READY_CHECK_TIMEOUT_MS + 2_000);

    // The same process serves again, ready, and nothing acknowledged was lost.
    expect(await Promise.race([server.exited, sleep(0).then(() => 'running')])).toBe('running');
    expect((await call(server.url, 'GET', '/ready')).status).toBe(200);
    let acknowledged = 0;
    let lost = 0;
    for (const w of writers) {
      acknowledged += w.acknowledged;
      lost += w.lost(await storedAnswers(server.url, w.student)).length;
    }
    expect(lost).toBe(0);

    await server.stop();
    recordFault(
      `PostgreSQL frozen (SIGSTOP) ${FREEZE_MS / 1000} s while serving, deadlines connect ` +
        `${CONNECT_MS} ms + statement ${STATEMENT_MS} ms: first 503 ${first503Ms} ms after the ` +
        `freeze, ${unavailable.length} × 503, ${other.length} other errors, slowest call ` +
        `${slowestMs} ms, /ready 503 in ${ready.ms} ms; every client served again ` +
        `${recoveredAt - thawedAt} ms after SIGCONT; ${acknowledged} answers acknowledged, ${lost} lost`,
    );
  });
});
