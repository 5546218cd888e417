/**
 * Load benchmark: autocannon against `PUT /api/answer`, `GET /api/profile` and
 * `POST /public/login` with 100 students, on PGlite and on PostgreSQL, then one and two server
 * processes sharing one PostgreSQL — beside a bare Fastify route measured in the same run (the
 * ratio is what carries from one noisy machine to another). Rewrites the table in
 * docs/benchmarks.md.
 *
 *   npm run bench -w @admissions/server
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openTestDatabase } from '../test/databases.ts';
import { CONNECTIONS, DURATION_S, load, summary, type Row } from './load/autocannon-run.ts';
import { writeLoadTable } from './load/docs-table.ts';
import { startServerProcess } from './load/server-process.ts';
import { createStudents, PASSWORD, STUDENTS, usernameOf } from './load/students.ts';

/** The auth rate limits would answer nearly every benchmark login with 429: raised here only. */
const UNLIMITED = {
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  RATE_LIMIT_LOGIN: '1000000000',
};
Object.assign(process.env, UNLIMITED);

const answerBody = (i: number) =>
  JSON.stringify({ first_name: `Student ${i}`, city: 'Springfield' });
const loginBody = (i: number) => JSON.stringify({ username: usernameOf(i), password: PASSWORD });

async function bare(): Promise<Row> {
  const app = Fastify();
  app.get('/bare', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const row = summary(
    'bare Fastify route',
    await load({ url: `http://127.0.0.1:${port}/bare`, method: 'GET', cookies: [''] }),
  );
  await app.close();
  return row;
}

/** The three calls against one in-process server on a fresh database. */
async function inProcess(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const db = await openTestDatabase(kind);
  const app = await buildApp({
    config: readConfig({ COOKIE_SECURE: 'false', DATA_DIR: '.data-bench', WORKERS: 'off' }),
    db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const cookies = await createStudents(db);
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const rows = [
    summary(
      `${name}: PUT /api/answer`,
      await load({ url: `${base}/api/answer`, method: 'PUT', cookies, body: answerBody }),
    ),
    summary(
      `${name}: GET /api/profile`,
      await load({ url: `${base}/api/profile`, method: 'GET', cookies }),
    ),
    summary(
      `${name}: POST /public/login (scrypt)`,
      await load({ url: `${base}/public/login`, method: 'POST', cookies: [''], body: loginBody }),
    ),
  ];
  await app.close();
  await db.dispose();
  return rows;
}

/** `instances` server processes on one PostgreSQL, loaded at the same time. */
async function processes(instances: 1 | 2): Promise<Row[]> {
  const db = await openTestDatabase('postgres');
  await migrate(db);
  const cookies = await createStudents(db);
  const servers = await Promise.all(
    Array.from({ length: instances }, (_, i) =>
      startServerProcess(38_100 + i, {
        ...UNLIMITED,
        DATABASE_URL: db.url,
        COOKIE_SECURE: 'false',
        WORKERS: 'off',
        DATA_DIR: '.data-bench',
      }),
    ),
  );
  const all = (path: string, method: 'GET' | 'PUT', body?: (i: number) => string) =>
    Promise.all(
      servers.map((s) =>
        load({
          url: `${s.url}${path}`,
          method,
          cookies,
          connections: CONNECTIONS / instances,
          ...(body ? { body } : {}),
        }),
      ),
    );
  const label = instances === 1 ? 'PostgreSQL, 1 server process' : 'PostgreSQL, 2 server processes';
  const rows = [
    summary(`${label}: PUT /api/answer`, ...(await all('/api/answer', 'PUT', answerBody))),
    summary(`${label}: GET /api/profile`, ...(await all('/api/profile', 'GET'))),
  ];
  await Promise.all(servers.map((s) => s.stop()));
  await db.dispose();
  return rows;
}

const baseline = await bare();
const rows = [
  baseline,
  ...(await inProcess('pglite')),
  ...(await inProcess('postgres')),
  ...(await processes(1)),
  ...(await processes(2)),
];
for (const row of rows)
  row.ratio = Math.round((row.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
const heading = `${STUDENTS} students, ${CONNECTIONS} connections, ${DURATION_S} s per case, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}:`;
console.log(heading);
console.table(rows);
const results = {
  benchmark: 'server load',
  date: new Date().toISOString(),
  students: STUDENTS,
  connections: CONNECTIONS,
  seconds: DURATION_S,
  rows,
};
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/load.json', `${JSON.stringify(results, null, 2)}\n`);
await writeLoadTable(rows, heading);
console.log(JSON.stringify(results));
