/**
 * Data survives a server restart: PGlite on disk under a temporary DATA_DIR, and PostgreSQL
 * reopened from the same database URL. The session survives too (it is a database row).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { openTestDatabase, TEST_DATA_DIR } from './databases.ts';

const config = (dataDir: string) => readConfig({ COOKIE_SECURE: 'false', DATA_DIR: dataDir });
const noMail = { send: async () => undefined };

/** Builds the app on `db`, saves answers, a page and a status, and closes the app. */
async function writeSome(db: Database, dataDir: string): Promise<TestStudent> {
  const app = await buildApp({ config: config(dataDir), db, mailer: noMail });
  try {
    const student = await createLoggedInStudent(db);
    expect(
      (await callAs(app, student, 'PUT', '/api/answer', { first_name: 'Ada', legal_agree: true }))
        .statusCode,
    ).toBe(200);
    await callAs(app, student, 'PUT', '/api/last-page', { last_page: '/education' });
    await callAs(app, student, 'POST', '/api/web-status', { web_status: 'started' });
    await callAs(app, student, 'PUT', '/api/add-another', {
      button_id: 'colleges',
      num_components: 2,
    });
    return student;
  } finally {
    await app.close();
  }
}

/** Builds the app on a reopened `db` and checks what `writeSome` saved. */
async function readBack(db: Database, dataDir: string, student: TestStudent): Promise<void> {
  const app = await buildApp({ config: config(dataDir), db, mailer: noMail });
  try {
    const profile = await callAs(app, student, 'GET', '/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: student.username,
      last_page: '/education',
      answer: { first_name: 'Ada', legal_agree: true },
      web_status: [{ web_status: 'started' }],
    });
    expect((await callAs(app, student, 'GET', '/api/add-another')).json()).toEqual({
      colleges: 2,
    });
  } finally {
    await app.close();
  }
}

describe('restart', () => {
  it('keeps the data of PGlite on disk', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'admissions-restart-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      const student = await writeSome(first, dataDir);
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        expect(await migrate(second)).toEqual([]);
        await readBack(second, dataDir, student);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('keeps the data of PostgreSQL', async () => {
    const test = await openTestDatabase('postgres');
    try {
      const student = await writeSome(test, TEST_DATA_DIR);
      const reopened = await openDatabase({ databaseUrl: test.url! });
      try {
        expect(await migrate(reopened)).toEqual([]);
        await readBack(reopened, TEST_DATA_DIR, student);
      } finally {
        await reopened.close();
      }
    } finally {
      await test.dispose();
    }
  }, 60_000);
});
