/**
 * kill -9 during answer saves: concurrent students save answers against a real server process,
 * which is SIGKILLed mid-stream and restarted on the same data. Every save that was answered 200
 * must be there after the restart (PGlite on disk under DATA_DIR, and PostgreSQL).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../databases.ts';
import { AnswerWriter, storedAnswers, waitFor, type Student } from './clients.ts';
import { createStudents, tempDataDir, withPglite } from './seed.ts';
import { killAllServers, startServer } from './server-process.ts';
import { recordFault } from './summary.ts';

const WRITERS = 4;

interface Figures {
  kills: number;
  acknowledged: number;
  lost: number;
  /** Saves under way when the server died (their outcome unknown to the client). */
  cutOff: number;
}

/** The acknowledged answers of all writers missing from what the server now returns. */
async function countLost(base: string, writers: AnswerWriter[]): Promise<number> {
  let lost = 0;
  for (const writer of writers) {
    const missing = writer.lost(await storedAnswers(base, writer.student));
    if (missing.length) console.error(`lost for ${writer.student.id}: ${missing.join(', ')}`);
    lost += missing.length;
  }
  return lost;
}

/**
 * Starts the server, lets the writers save until a random number of acknowledgements more, kills
 * it (-9) while saves are in flight, restarts it on the same data and counts lost answers; `kills`
 * times over, then stops the last server.
 */
async function killDuringSaves(
  name: string,
  env: NodeJS.ProcessEnv,
  students: readonly Student[],
  kills: number,
): Promise<Figures> {
  const writers = students.map((student, i) => new AnswerWriter(student, `${name}-w${i}`));
  const acknowledged = () => writers.reduce((sum, w) => sum + w.acknowledged, 0);
  const figures: Figures = { kills: 0, acknowledged: 0, lost: 0, cutOff: 0 };
  let server = await startServer(`${name}-1`, env);
  for (let round = 1; round <= kills; round++) {
    const target = acknowledged() + 150 + Math.floor(Math.random() * 150);
    const runs = writers.map((w) => w.run(() => server.url, { untilRefused: true }));
    await waitFor('acknowledged saves', async () => (acknowledged() >= target ? true : undefined), {
      everyMs: 5,
    });
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    await server.kill9();
    figures.kills++;
    await Promise.all(runs);
    figures.cutOff += writers.filter((w) => w.outcomes.at(-1)?.status === 0).length;
    server = await startServer(`${name}-${round + 1}`, env);
    figures.lost += await countLost(server.url, writers);
  }
  figures.acknowledged = acknowledged();
  await server.stop();
  return figures;
}

describe('kill -9 during answer saves', () => {
  afterAll(killAllServers);
  const results: Record<string, Figures> = {};

  it('PGlite keeps every acknowledged answer through 3 kills', async () => {
    const data = await tempDataDir();
    try {
      const students = await withPglite(data.path, (db) => createStudents(db, WRITERS));
      const env = { DATA_DIR: data.path, DATABASE_URL: '', WORKERS: 'off' };
      results.PGlite = await killDuringSaves('pglite', env, students, 3);
      expect(results.PGlite).toMatchObject({ kills: 3, lost: 0 });
      expect(results.PGlite.acknowledged).toBeGreaterThan(3 * 150);
    } finally {
      await data.dispose();
    }
  });

  it('PostgreSQL keeps every acknowledged answer through a kill', async () => {
    const db = await openTestDatabase('postgres');
    const data = await tempDataDir();
    try {
      const students = await createStudents(db, WRITERS);
      const env = { DATA_DIR: data.path, DATABASE_URL: db.url, WORKERS: 'off' };
      results.PostgreSQL = await killDuringSaves('postgres', env, students, 1);
      expect(results.PostgreSQL).toMatchObject({ kills: 1, lost: 0 });
    } finally {
      await db.dispose();
      await data.dispose();
    }
  });

  afterAll(() => {
    const parts = Object.entries(results).map(
      ([kind, f]) =>
        `${kind} ×${f.kills}: ${f.acknowledged} acknowledged, ${f.lost} lost (${f.cutOff} saves cut off in flight)`,
    );
    if (parts.length) recordFault(`kill -9 during saves — ${parts.join(', ')}`);
  });
});
