/**
 * Autosave under load (issue 27): a hundred applicants typing, each tab saving what changed a few
 * seconds after the last key (the portal's autosave, with each key's base revision), against a
 * real server process on PostgreSQL. Bound: p99 ≤ 50 ms per save, and not one acknowledged answer
 * missing afterwards.
 */
import { loadavg } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../databases.ts';
import { AnswerWriter, sleep, storedAnswers } from './clients.ts';
import { createStudents, tempDataDir } from './seed.ts';
import { killAllServers, startServer } from './server-process.ts';
import { recordFault } from './summary.ts';

const APPLICANTS = 100;
/** An autosave every few seconds per applicant (the portal's: 2 s after the last key). */
const PACE_MS = 3_000;
const MEASURE_MS = 40_000;
/** The first seconds are not counted: the server's first statements plan and warm its caches. */
const WARM_UP_MS = 3_000;

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

afterAll(killAllServers);

describe('autosave of a hundred applicants typing', () => {
  let db: TestDatabase | undefined;
  afterAll(async () => {
    await db?.dispose();
  });

  it('keeps p99 ≤ 50 ms on PostgreSQL and loses no acknowledged answer', async () => {
    db = await openTestDatabase('postgres');
    const data = await tempDataDir();
    try {
      const students = await createStudents(db, APPLICANTS);
      const server = await startServer('server', { DATABASE_URL: db.url, DATA_DIR: data.path });
      const load = loadavg()[0]!.toFixed(2);
      const from = Date.now() + WARM_UP_MS;
      const writers = students.map((student, i) => new AnswerWriter(student, `typist${i}`));
      const runs = writers.map(async (writer) => {
        await sleep(Math.random() * PACE_MS); // applicants do not type in step
        await writer.run(() => server.url, {
          untilRefused: false,
          paceMs: PACE_MS,
          revisions: true,
        });
      });
      await sleep(WARM_UP_MS + MEASURE_MS);
      for (const writer of writers) writer.stop();
      await Promise.all(runs);
      const outcomes = writers.flatMap((w) => w.outcomes).filter((o) => o.at >= from);
      const ms = outcomes.map((o) => o.ms);
      const failed = outcomes.filter((o) => o.status !== 200);
      let lost = 0;
      for (const writer of writers)
        lost += writer.lost(await storedAnswers(server.url, writer.student)).length;
      const rate = (outcomes.length / (MEASURE_MS / 1000)).toFixed(1);
      recordFault(
        `autosave ×${APPLICANTS} applicants on PostgreSQL (load ${load}): ${outcomes.length} saves (${rate}/s), p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms, max ${Math.max(...ms)} ms, ${failed.length} failed, ${lost} acknowledged answers lost`,
      );
      expect(failed).toEqual([]);
      expect(lost).toBe(0);
      expect(percentile(ms, 99)).toBeLessThanOrEqual(50);
    } finally {
      await killAllServers();
      await data.dispose();
    }
  });
});
