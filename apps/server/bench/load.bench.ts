/**
 * Load benchmark: autocannon against `PUT /api/answer` and `GET /api/profile` with 100 logged-in
 * students, on PGlite and on PostgreSQL, beside a bare Fastify route measured in the same run
 * (the ratio is what carries from one noisy machine to another).
 *
 *   npm run bench -w @admissions/server
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { randomToken, sha256 } from '../src/security.ts';
import { openTestDatabase, type TestDatabase } from '../test/databases.ts';

const STUDENTS = 100;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.LOAD_SECONDS ?? 5);

/** Inserts confirmed students with live sessions and returns their cookie headers. */
async function students(db: TestDatabase): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const [row] = await db.query<{ id: string }>(
      "INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, 'x', now()) RETURNING id",
      [`load${i}@example.edu`],
    );
    const token = randomToken();
    await db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
      sha256(token),
      row!.id,
    ]);
    cookies.push(`admissions_session=${token}`);
  }
  return cookies;
}

/** Runs autocannon, each request as the next student in turn. */
function load(
  url: string,
  method: 'GET' | 'PUT',
  cookies: readonly string[],
  body?: (i: number) => string,
): Promise<Result> {
  let next = 0;
  return autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (request) => {
          const i = next++ % cookies.length;
          return {
            ...request,
            headers: {
              ...request.headers,
              cookie: cookies[i]!,
              'content-type': 'application/json',
            },
            ...(body ? { body: body(i) } : {}),
          };
        },
      },
    ],
  });
}

interface Row {
  readonly case: string;
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  ratio?: number;
}

const summary = (name: string, result: Result): Row => ({
  case: name,
  requestsPerSecond: Math.round(result.requests.average),
  p99Ms: result.latency.p99,
  non2xx: result.non2xx + result.errors,
});

async function bare(): Promise<Row> {
  const app = Fastify();
  app.get('/bare', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const row = summary(
    'bare Fastify route',
    await load(`http://127.0.0.1:${port}/bare`, 'GET', ['x=1']),
  );
  await app.close();
  return row;
}

async function against(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const db = await openTestDatabase(kind);
  const app = await buildApp({
    config: readConfig({ COOKIE_SECURE: 'false', DATA_DIR: '.data-bench' }),
    db,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const cookies = await students(db);
  const base = `http://127.0.0.1:${port}`;
  const answer = await load(`${base}/api/answer`, 'PUT', cookies, (i) =>
    JSON.stringify({ first_name: `Student ${i}`, city: 'Springfield' }),
  );
  const profile = await load(`${base}/api/profile`, 'GET', cookies);
  await app.close();
  await db.dispose();
  return [
    summary(`${kind}: PUT /api/answer`, answer),
    summary(`${kind}: GET /api/profile`, profile),
  ];
}

const baseline = await bare();
const rows = [baseline, ...(await against('pglite')), ...(await against('postgres'))];
for (const row of rows)
  row.ratio = Math.round((row.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
console.log(
  `${STUDENTS} students, ${CONNECTIONS} connections, ${DURATION_S} s per case, Node ${process.version}`,
);
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
console.log(JSON.stringify(results));
