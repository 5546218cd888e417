/**
 * What one application may hold, and one student's heavy writes against everyone's saves
 * (issue 26, finding 1): 446 answers of 10,000 characters made a 13.4 MB application whose saves
 * held up every other student's, all of them written by one shared statement. Now each answer is
 * held to its question's length (422), the application to a byte budget (413), and a heavy save
 * goes through a lane of its own. The timing under load is the fault suite's
 * (test/faults/heavy-applications.test.ts).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { applicationTooLarge, partnerAnswerLimits } from '../../src/application/answer-limits.ts';
import { HEAVY_SAVE_CHARS } from '../../src/application/answer-saver.ts';
import { readConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { DEFAULT_APPLICATION_MAX_BYTES } from '../../src/settings/sections.ts';
import { callAs, createLoggedInStudent } from '../application-helpers.ts';
import { openTestDatabase, TEST_DATA_DIR, type TestDatabase } from '../databases.ts';
import { TEXT_KEYS } from '../faults/clients.ts';
import { DATABASES } from './support.ts';

const config = readConfig({ COOKIE_SECURE: 'false', DATA_DIR: TEST_DATA_DIR, WORKERS: 'off' });
const limits = partnerAnswerLimits();
const ESSAY = 'personal_statement_essay';

/** `length` random characters of a three-byte script (CJK). */
const wide = (length: number) =>
  String.fromCharCode(...Array.from({ length }, () => 0x4e00 + randomInt(0x5000)));

describe.each(DATABASES)('an application’s size (%s)', (kind) => {
  let db: TestDatabase;
  let app: FastifyInstance;
  /** While set, a save statement carrying more than this many characters waits for `release`. */
  let holdAbove: number | undefined;
  let release: () => void = () => undefined;
  /** Called when a held statement reaches the gate (the test waits for it, not for a delay). */
  let reached: () => void = () => undefined;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const gated: Database = {
      ...db,
      prepared: async (name, sql, params) => {
        const size = String(params[0]).length;
        if (name === 'save_answers_batch' && holdAbove !== undefined && size > holdAbove) {
          const held = new Promise<void>((resolve) => (release = resolve));
          reached();
          await held;
        }
        return db.prepared(name, sql, params);
      },
    };
    app = await buildApp({ config, db: gated, mailer: { send: async () => undefined } });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  it('holds each answer to its question’s length: one character more is 422 naming it', async () => {
    const student = await createLoggedInStudent(db);
    expect(limits.maxLengthOf(ESSAY)).toBe(7000);
    const atLimit = await callAs(app, student, 'PUT', '/api/answer', { [ESSAY]: 'e'.repeat(7000) });
    expect(atLimit.statusCode).toBe(200);
    const over = await callAs(app, student, 'PUT', '/api/answer', {
      [ESSAY]: 'f'.repeat(7001),
      first_name: 'Ada',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      `These answers are longer than their questions allow: ${ESSAY} (at most 7000 characters).`,
    );
    // Nothing of the refused save was written.
    const profile = (await callAs(app, student, 'GET', '/api/profile')).json();
    expect(profile.answer).toEqual({ [ESSAY]: 'e'.repeat(7000) });
  });

  it(`refuses a save that would take the application past ${DEFAULT_APPLICATION_MAX_BYTES / 1024} KB with 413, keeping what was saved`, async () => {
    const student = await createLoggedInStudent(db);
    // Every text question at its limit in a three-byte script (about 279 KB): the first body
    // takes the application to about 60 % of the budget, the second (the rest) would pass it.
    const keys = TEXT_KEYS.filter((key) => key !== ESSAY);
    let bytes = 0;
    const split = keys.findIndex(
      (key) => (bytes += 3 * limits.maxLengthOf(key)) > 0.6 * DEFAULT_APPLICATION_MAX_BYTES,
    );
    const bodyOf = (part: string[]) =>
      Object.fromEntries(part.map((key) => [key, wide(limits.maxLengthOf(key))]));
    const first = await callAs(app, student, 'PUT', '/api/answer', bodyOf(keys.slice(0, split)));
    expect(first.statusCode).toBe(200);
    const second = await callAs(app, student, 'PUT', '/api/answer', bodyOf(keys.slice(split)));
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(applicationTooLarge(DEFAULT_APPLICATION_MAX_BYTES));
    const [row] = await db.query<{ bytes: number; keys: number }>(
      `SELECT pg_column_size(answers) AS bytes, (SELECT count(*) FROM jsonb_object_keys(answers))::int AS keys
         FROM applications WHERE student_id = $1`,
      [student.id],
    );
    expect(Number(row!.bytes)).toBeLessThanOrEqual(DEFAULT_APPLICATION_MAX_BYTES);
    expect(row!.keys).toBe(split); // the first body only
    // A save that does not grow it past the budget is still taken.
    const small = await callAs(app, student, 'PUT', '/api/answer', { [keys[0]!]: 'short' });
    expect(small.statusCode).toBe(200);
  });

  it('lets other students’ saves through while a heavy save is still being written', async () => {
    const [heavyWriter, other] = [await createLoggedInStudent(db), await createLoggedInStudent(db)];
    holdAbove = HEAVY_SAVE_CHARS;
    try {
      const heavyBody = Object.fromEntries(
        [...TEXT_KEYS]
          .sort((a, b) => limits.maxLengthOf(b) - limits.maxLengthOf(a))
          .slice(0, 12)
          .map((key) => [key, 'h'.repeat(limits.maxLengthOf(key))]),
      );
      expect(JSON.stringify(heavyBody).length).toBeGreaterThan(HEAVY_SAVE_CHARS);
      const atGate = new Promise<void>((resolve) => (reached = resolve));
      const heavy = callAs(app, heavyWriter, 'PUT', '/api/answer', heavyBody);
      await atGate; // its statement is now held (a fixed delay was too short on a loaded machine)
      const light = await Promise.race([
        callAs(app, other, 'PUT', '/api/answer', { city: 'Boston' }),
        new Promise<'held up'>((resolve) => setTimeout(() => resolve('held up'), 5_000)),
      ]);
      expect(light === 'held up' ? light : light.statusCode).toBe(200);
      release();
      expect((await heavy).statusCode).toBe(200);
    } finally {
      holdAbove = undefined;
      release();
    }
  });
});
