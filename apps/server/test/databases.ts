/**
 * Fresh, migrated databases for tests: PGlite in memory, or a new database on the PostgreSQL of
 * this machine (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) that is
 * dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

export interface TestDatabase extends Database {
  /** Closes the database and drops it (PostgreSQL). */
  dispose(): Promise<void>;
  /** The URL of a PostgreSQL test database, to open it again (restart tests). */
  readonly url?: string;
}

/**
 * This test worker's data directory (uploads, the documents secret): test files run side by side,
 * one per worker, so each worker keeps its own.
 */
export const TEST_DATA_DIR = `.data-test/worker-${process.env.VITEST_POOL_ID ?? '0'}`;

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The migrated PGlite dump of the server project's global set-up, read once per test file. */
let template: Promise<Blob | undefined> | undefined;

/**
 * The dump `test/global-setup.ts` wrote; none where no global set-up provides it (the fault
 * suite's own config), and the database is then made and migrated from nothing.
 */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

export async function openTestDatabase(kind: 'pglite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({ inMemory: true, initialData: await pgliteTemplate() });
    await migrate(db);
    return { ...db, dispose: () => db.close() };
  }
  const name = `admissions_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    ...db,
    url: url.toString(),
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
