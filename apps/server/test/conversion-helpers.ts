/**
 * Shared by the conversion tests: an app with memory storage (workers off unless asked), uploads
 * stored as the upload route would, and the worker driven by hand.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { runOnce } from '../src/conversion/worker.ts';
import type { ObjectStorage } from '../src/storage/object-storage.ts';
import type { TestStudent } from './application-helpers.ts';
import { openTestDatabase, type TestDatabase, TEST_DATA_DIR } from './databases.ts';

export function memoryStorage(): ObjectStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    async put(key, bytes) {
      objects.set(key, Buffer.from(bytes));
    },
    async get(key) {
      return objects.get(key);
    },
    async size(key) {
      return objects.get(key)?.length;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}

export async function startServer(
  kind: 'pglite' | 'postgres',
  worker: 'on' | 'off' = 'off',
  env: NodeJS.ProcessEnv = {},
) {
  const db = await openTestDatabase(kind);
  const storage = memoryStorage();
  const app = await buildApp({
    config: readConfig({
      COOKIE_SECURE: 'false',
      DATA_DIR: TEST_DATA_DIR,
      WORKERS: worker,
      ...env,
    }),
    db,
    storage,
    mailer: { send: async () => undefined },
  });
  return { app, db, storage };
}

let counter = 0;
/** Stores an upload as the uploads route would: a document_answers row and the object. */
export async function upload(
  db: TestDatabase,
  storage: ObjectStorage,
  student: TestStudent,
  key: string,
  bytes: Uint8Array,
  fileName: string,
): Promise<string> {
  const fileKey = `uploads/${student.id}/${key}/f${++counter}`;
  await storage.put(fileKey, bytes);
  await db.query(
    `INSERT INTO document_answers (student_id, answer_key, file_key, file_name, file_size, uploaded_at)
     VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (student_id, answer_key) DO UPDATE
        SET file_key = EXCLUDED.file_key, file_name = EXCLUDED.file_name,
            file_size = EXCLUDED.file_size`,
    [student.id, key, fileKey, fileName, Math.max(1, bytes.length)],
  );
  return fileKey;
}

export async function drain(ctx: FastifyInstance['ctx']): Promise<number> {
  let n = 0;
  while (await runOnce(ctx)) n++;
  return n;
}

export const url = (key: string) => `/api/pdf/document-answer/${key}`;
