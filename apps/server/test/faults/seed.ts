/**
 * Data for the fault tests, written straight into the database before (PGlite, which one process
 * opens at a time) or while (PostgreSQL) a server process runs: logged-in students and stored
 * uploads, as test/application-helpers.ts and test/conversion.test.ts make them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../src/db/database.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { diskStorage } from '../../src/storage/object-storage.ts';
import { createLoggedInStudent, type TestStudent } from '../application-helpers.ts';

/** A temporary DATA_DIR, removed by `dispose`. */
export async function tempDataDir(): Promise<{ path: string; dispose(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'admissions-faults-data-'));
  return { path, dispose: () => rm(path, { recursive: true, force: true }) };
}

/** Migrates the PostgreSQL database at `url` and creates `count` logged-in students in it. */
export async function seedStudents(url: string, count: number): Promise<TestStudent[]> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    await migrate(db);
    return await createStudents(db, count);
  } finally {
    await db.close();
  }
}

/** Creates `count` logged-in students. */
export async function createStudents(
  db: Pick<Database, 'query'>,
  count: number,
): Promise<TestStudent[]> {
  const students: TestStudent[] = [];
  for (let i = 0; i < count; i++) students.push(await createLoggedInStudent(db));
  return students;
}

/** Opens the PGlite of `dataDir`, migrates it, runs `work` and closes it again. */
export async function withPglite<T>(dataDir: string, work: (db: Database) => Promise<T>) {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Stores `bytes` as the student's upload for `answerKey`, as the upload route would: the object
 * under DATA_DIR/storage and its `document_answers` row. Returns the file key.
 */
export async function storeUpload(
  db: Pick<Database, 'query'>,
  dataDir: string,
  student: TestStudent,
  answerKey: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<string> {
  const fileKey = `uploads/${student.id}/${answerKey}/${Date.now().toString(36)}`;
  await diskStorage(join(dataDir, 'storage')).put(fileKey, bytes);
  await db.query(
    `INSERT INTO document_answers (student_id, answer_key, file_key, file_name, file_size)
     VALUES ($1, $2, $3, $4, $5)`,
    [student.id, answerKey, fileKey, fileName, bytes.length],
  );
  return fileKey;
}
