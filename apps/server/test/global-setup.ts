/**
 * Runs once before the server's test files: migrates one in-memory PGlite and dumps it to a file
 * that every PGlite the tests open starts from (`openTestDatabase`), so none runs PGlite's initdb
 * again: 3–4 s each on two busy cores, against under one for loading the dump.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's dump (`dumpDataDir`, uncompressed): the tests' databases start from it. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = new PGlite();
  const db = await pgliteDatabase(engine);
  await migrate(db);
  const dump = await engine.dumpDataDir('none');
  await db.close();
  const folder = await mkdtemp(join(tmpdir(), 'server-tests-'));
  const file = join(folder, 'pglite-template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
