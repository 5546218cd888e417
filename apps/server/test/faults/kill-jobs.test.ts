/**
 * kill -9 during conversions and PDF copies: Word documents queued for conversion and PDF copies
 * queued through `GET /api/pdf` on a real server process with its workers on; the server is
 * SIGKILLed while jobs are IN_PROGRESS and restarted on the same data. Every job must end
 * COMPLETED or FAILED: the restarted workers take over the dead worker's stale locks
 * (JOB_STALE_LOCK_MS, short here) and none stays IN_PROGRESS.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { TestStudent } from '../application-helpers.ts';
import { makeDocx } from '../conversion-fixtures.ts';
import { openTestDatabase } from '../databases.ts';
import { call, waitFor } from './clients.ts';
import { createStudents, storeUpload, tempDataDir, withPglite } from './seed.ts';
import { killAllServers, startServer, type ServerProcess } from './server-process.ts';
import { recordFault } from './summary.ts';

/** Per round: students with two Word documents to convert, and students asking for a copy. */
const CONVERTERS = 2;
const DOCUMENTS = ['a', 'b'];
const COPIERS = 2;
/** Above a conversion on a busy machine, and short enough for the test. */
const STALE_LOCK_MS = 4_000;

type Status = 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'NOT_ANSWERED';

/** One round's jobs: conversions (student, answer key, file key) and copies (student). */
interface Round {
  readonly conversions: { student: TestStudent; key: string; fileKey: string }[];
  readonly copies: TestStudent[];
}

interface Figures {
  kills: number;
  jobs: number;
  /** Jobs the database held IN_PROGRESS right after a kill… */
  inProgressAtKill: number;
  /** …and how many of those the restarted workers claimed again (attempts > 1). */
  takenOver: number;
  completed: number;
  failed: number;
  stuck: number;
  /** The longest time from a restart until every job had settled (ms). */
  settleMs: number;
  /** Processes of the killed server (Chromium) still alive 2 s after it died, then killed. */
  orphans: number;
}

type JobRow = { job: string; status: string; attempts: number };

/** The jobs' rows, straight from the database. */
const jobRows = (db: Pick<Database, 'query'>) =>
  db.query<JobRow>(
    `SELECT student_id || '/' || answer_key AS job, status, attempts FROM document_conversions
     UNION ALL SELECT student_id || '/copy', status, attempts FROM pdf_copies`,
  );

/** The round's job statuses through the API. */
async function statuses(server: ServerProcess, round: Round) {
  const conversions: Status[] = [];
  const copies: Status[] = [];
  for (const { student, key } of round.conversions) {
    const got = await call(server.url, 'GET', `/api/pdf/document-answer/${key}`, {
      cookie: student.cookie,
    });
    conversions.push((got.body?.status as Status) ?? 'NOT_ANSWERED');
  }
  for (const { cookie } of round.copies) {
    const got = await call(server.url, 'GET', '/api/pdf', { cookie });
    copies.push((got.body?.status as Status) ?? 'NOT_ANSWERED');
  }
  return { conversions, copies };
}

/** Queues the round's conversions (`POST /api/pdf/document-answer/{key}`) and copies (`GET /api/pdf`). */
async function enqueue(server: ServerProcess, round: Round): Promise<void> {
  for (const { student, key, fileKey } of round.conversions) {
    const queued = await call(server.url, 'POST', `/api/pdf/document-answer/${key}`, {
      cookie: student.cookie,
      body: { file_key: fileKey, file_name: `${key}.docx` },
    });
    expect(queued.status).toBe(200);
  }
  for (const { cookie } of round.copies)
    expect((await call(server.url, 'GET', '/api/pdf', { cookie })).status).toBe(200);
}

/**
 * Each round: queues its jobs, kills the server once jobs of both kinds are IN_PROGRESS (or one
 * kind has been for a while), reads the rows (`inspect`, while no server runs), restarts the
 * server and waits until every job has settled. Stops the last server and reads the rows again.
 */
async function killDuringJobs(
  name: string,
  env: NodeJS.ProcessEnv,
  rounds: readonly Round[],
  inspect: () => Promise<JobRow[]>,
): Promise<Figures> {
  let server = await startServer(`${name}-1`, env);
  const killedInProgress = new Set<string>();
  let kills = 0;
  let settleMs = 0;
  let orphans = 0;
  for (const [index, round] of rounds.entries()) {
    await enqueue(server, round);
    let firstSeen = 0;
    await waitFor(
      'jobs IN_PROGRESS',
      async () => {
        const { conversions, copies } = await statuses(server, round);
        const converting = conversions.includes('IN_PROGRESS');
        const copying = copies.includes('IN_PROGRESS');
        if ((converting || copying) && !firstSeen) firstSeen = Date.now();
        const waitedEnough = firstSeen > 0 && Date.now() - firstSeen > 3_000;
        return (converting && copying) || waitedEnough ? true : undefined;
      },
      { everyMs: 20 },
    );
    orphans += (await server.kill9()).orphansKilled;
    kills++;
    for (const row of await inspect())
      if (row.status === 'IN_PROGRESS') killedInProgress.add(row.job);
    const restarted = Date.now();
    server = await startServer(`${name}-${index + 2}`, env);
    await waitFor(
      'every job settled',
      async () => {
        const { conversions, copies } = await statuses(server, round);
        const settled = (s: Status) => s === 'COMPLETED' || s === 'FAILED';
        return [...conversions, ...copies].every(settled) ? true : undefined;
      },
      { timeoutMs: 120_000, everyMs: 250 },
    );
    settleMs = Math.max(settleMs, Date.now() - restarted);
  }
  await server.stop();
  const rows = await inspect();
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    kills,
    jobs: rows.length,
    inProgressAtKill: killedInProgress.size,
    takenOver: rows.filter((row) => killedInProgress.has(row.job) && row.attempts > 1).length,
    completed: count('COMPLETED'),
    failed: count('FAILED'),
    stuck: count('IN_PROGRESS') + count('UNPROCESSED'),
    settleMs,
    orphans,
  };
}

/** Students and stored Word documents for `rounds` rounds (new students and keys each round). */
async function seedRounds(db: Pick<Database, 'query'>, dataDir: string, rounds: number) {
  const seeded: Round[] = [];
  const converters = await createStudents(db, CONVERTERS);
  for (let r = 1; r <= rounds; r++) {
    const round: Round = { conversions: [], copies: await createStudents(db, COPIERS) };
    for (const student of converters)
      for (const letter of DOCUMENTS) {
        const key = `essay_${r}_${letter}`;
        const docx = await makeDocx(`Essay ${key} of student ${student.id}.`);
        const fileKey = await storeUpload(db, dataDir, student, key, docx, `${key}.docx`);
        round.conversions.push({ student, key, fileKey });
      }
    seeded.push(round);
  }
  return seeded;
}

const jobsPerRound = CONVERTERS * DOCUMENTS.length + COPIERS;

describe('kill -9 during conversions and PDF copies', () => {
  afterAll(killAllServers);
  const results: Record<string, Figures> = {};

  it('PGlite: every job ends COMPLETED or FAILED after 2 kills', async () => {
    const data = await tempDataDir();
    try {
      const rounds = await withPglite(data.path, (db) => seedRounds(db, data.path, 2));
      const env = {
        DATA_DIR: data.path,
        DATABASE_URL: '',
        JOB_STALE_LOCK_MS: String(STALE_LOCK_MS),
      };
      const figures = await killDuringJobs('pglite-jobs', env, rounds, () =>
        withPglite(data.path, jobRows),
      );
      results.PGlite = figures;
      expect(figures).toMatchObject({ kills: 2, jobs: 2 * jobsPerRound, stuck: 0 });
      expect(figures.inProgressAtKill).toBeGreaterThan(0);
      expect(figures.takenOver).toBe(figures.inProgressAtKill);
    } finally {
      await data.dispose();
    }
  });

  it('PostgreSQL: every job ends COMPLETED or FAILED after a kill', async () => {
    const db = await openTestDatabase('postgres');
    const data = await tempDataDir();
    try {
      const rounds = await seedRounds(db, data.path, 1);
      const env = {
        DATA_DIR: data.path,
        DATABASE_URL: db.url,
        JOB_STALE_LOCK_MS: String(STALE_LOCK_MS),
      };
      const figures = await killDuringJobs('postgres-jobs', env, rounds, () => jobRows(db));
      results.PostgreSQL = figures;
      expect(figures).toMatchObject({ kills: 1, jobs: jobsPerRound, stuck: 0 });
      expect(figures.inProgressAtKill).toBeGreaterThan(0);
      expect(figures.takenOver).toBe(figures.inProgressAtKill);
    } finally {
      await db.dispose();
      await data.dispose();
    }
  });

  afterAll(() => {
    const parts = Object.entries(results).map(
      ([kind, f]) =>
        `${kind} ×${f.kills}: ${f.jobs} jobs, ${f.inProgressAtKill} IN_PROGRESS at the kills (${f.takenOver} taken over after the stale lock), ${f.completed} COMPLETED, ${f.failed} FAILED, ${f.stuck} stuck, settled ≤${(f.settleMs / 1000).toFixed(1)} s after restart, ${f.orphans} Chromium processes outlived the kill`,
    );
    if (parts.length)
      recordFault(`kill -9 during conversions and PDF copies — ${parts.join('; ')}`);
  });
});
