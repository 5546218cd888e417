/**
 * Shared pieces of the security suite: the app's routes as the router knows them (so a route
 * added later is attacked too, or fails the suite until it is listed), a concrete URL for each,
 * multipart upload bodies, and snapshots of a student's rows and of the object store.
 */
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { randomToken, sha256 } from '../../src/security.ts';
import { SESSION_COOKIE } from '@admissions/api';
import type { TestServer } from '../app.ts';
import { callAs, type TestStudent } from '../application-helpers.ts';

export const DATABASES = ['pglite', 'postgres'] as const;

/** The one file-upload question of the undergraduate form. */
export const FILE_KEY = 'personal_statement_doc';

export interface Route {
  readonly method: string;
  /** The route's pattern, e.g. `/api/document-answer/:key`. */
  readonly url: string;
}

/**
 * Every route of the app, read from Fastify's own route tree (`printRoutes`), HEAD routes
 * included (Fastify adds one to every GET, and a HEAD runs the GET's handler).
 */
export function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "│   ├── /document-answer/:key (POST, GET)": 4 columns of tree per level.
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]!}`;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: path });
  }
  return routes;
}

export const isApi = (route: Route) => route.url.startsWith('/api/');

/** A concrete URL for a route pattern: path parameters get a well-formed value. */
export const concrete = (url: string, key = FILE_KEY): string =>
  url.replace(':key', key).replace('/*', '/some/page');

export const routeName = (route: Route) => `${route.method} ${route.url}`;

/** A multipart body as a browser's FormData sends it: the fields first, then the file. */
export async function multipartBody(
  fields: Record<string, string>,
  file: Uint8Array,
  fileName = 'essay.pdf',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

export interface Presigned {
  readonly url: string;
  readonly fields: { key: string; policy: string; signature: string };
}

export async function presign(app: FastifyInstance, as: TestStudent): Promise<Presigned> {
  const response = await callAs(app, as, 'POST', '/api/presigned-url', { answer_key: FILE_KEY });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Presigned>();
}

/** Posts an upload form to `/storage/upload` (null: without a session). */
export async function upload(
  app: FastifyInstance,
  as: TestStudent | null,
  fields: Record<string, string>,
  file: Uint8Array = Buffer.from('%PDF-1.4 test'),
  headers: InjectOptions['headers'] = {},
) {
  const { payload, contentType } = await multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/storage/upload',
    headers: { 'content-type': contentType, ...(as ? { cookie: as.cookie } : {}), ...headers },
    payload,
  });
}

/** Every file under a directory, as paths relative to it (empty when it does not exist). */
export async function filesUnder(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(directory, join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Everything the database holds for one student, in a stable order: comparing two snapshots
 * tells whether anything of theirs changed.
 */
export async function snapshotOf(server: TestServer, studentId: string) {
  const read = (sql: string) => server.db.query(sql, [studentId]);
  return {
    student: await read('SELECT username, password_hash FROM students WHERE id = $1'),
    application: await read(
      `SELECT answers, add_another, tabs, validations, last_page, submitted_at
         FROM applications WHERE student_id = $1`,
    ),
    webStatus: await read('SELECT web_status FROM web_status WHERE student_id = $1 ORDER BY 1'),
    documents: await read(
      'SELECT answer_key, file_key, file_name, file_size FROM document_answers WHERE student_id = $1',
    ),
    conversions: await read(
      `SELECT answer_key, file_key, status, pdf_key FROM document_conversions
        WHERE student_id = $1 ORDER BY 1`,
    ),
    copies: await read('SELECT status, storage_key FROM pdf_copies WHERE student_id = $1'),
    sessions: await read('SELECT token_hash FROM sessions WHERE student_id = $1 ORDER BY 1'),
  };
}

/** The counts of the account and application tables (an injection must not drop or empty one). */
export async function tableCounts(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['students', 'sessions', 'applications', 'logins', 'document_answers']) {
    const [row] = await server.db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM ${table}`,
    );
    counts[table] = Number(row!.n);
  }
  return counts;
}

/** Asserts a reply is an error in the specification's shape: JSON with a `message` string. */
export function expectJsonError(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  label: string,
): void {
  expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { message?: unknown };
  expect(typeof body.message, `${label}: ${response.body.slice(0, 200)}`).toBe('string');
}

/** Another live session of a student (a second browser): a Cookie header. */
export async function newSession(server: TestServer, studentId: string): Promise<string> {
  const token = randomToken();
  await server.db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
    sha256(token),
    studentId,
  ]);
  return `${SESSION_COOKIE}=${token}`;
}
