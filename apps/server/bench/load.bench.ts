/**
 * Load benchmark of the saves (`PUT /api/answer`: 2 keys, and a page's diff of 40 keys into full
 * applications of ~450 answers) and of `GET /api/profile`, at 100 students (one connection each),
 * on PostgreSQL and PGlite:
 *
 * - **out of process**: the server as `npm start` runs it (its own Node process, request logs on),
 *   autocannon in a generator process of its own, beside a bare Fastify route in a third process;
 * - **in process**: server and autocannon in this process (the project's older harness, no request
 *   logs), beside a bare route in this process.
 *
 * Several rounds, the cases interleaved within each (a machine's drift spreads over all cases);
 * each case warms up first. Reported: median and range of requests/s and of the ratio to the bare
 * route of the same round and mode, p50/p99 latency, and CPU µs per request of each process (the
 * server, PostgreSQL's backends, the generator) from /proc/<pid>/stat and process.cpuUsage.
 * Rewrites the table in docs/benchmarks.md.
 *
 *   npm run bench -w @admissions/server      (LOAD_ROUNDS=3, LOAD_SECONDS=5 by default)
 */
import { loadavg } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import {
  CONNECTIONS,
  DURATION_S,
  VARIANTS,
  WARMUP_S,
  load,
  type LoadCase,
} from './load/autocannon-run.ts';
import { bodyOf, DIFF_KEYS, FULL_ANSWERS, type BodyKind } from './load/bodies.ts';
import { writeLoadTable, type TableRow } from './load/docs-table.ts';
import { backendPids, cpuSpent, cpuUsOf, cpuUsOfAll, generate } from './load/processes.ts';
import { round, spread } from './load/stats.ts';
import { STUDENTS } from './load/students.ts';
import {
  bareRoute,
  inProcessServer,
  serverProcess,
  UNLIMITED,
  type Target,
} from './load/targets.ts';

Object.assign(process.env, UNLIMITED);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Case {
  readonly name: string;
  readonly target: Target;
  readonly method: 'GET' | 'PUT';
  readonly path: string;
  readonly students: 'fresh' | 'full' | 'none';
  readonly body?: BodyKind;
}

/** One measured run of a case. */
interface Sample {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** CPU µs per request: the server's process, PostgreSQL's backends, the generator's process. */
  readonly server: number;
  readonly postgres?: number;
  readonly generator?: number;
}

/** The bodies the generator cycles through: `bodies[n]` goes out as student `n % 100`. */
const bodiesOf = (kind: BodyKind): string[] => {
  const make = bodyOf(kind);
  return Array.from({ length: VARIANTS }, (_, n) => make(n % STUDENTS, n));
};

async function measure(c: Case): Promise<Sample> {
  const spec: LoadCase = {
    url: `${c.target.base}${c.path}`,
    method: c.method,
    cookies: c.students === 'none' ? [''] : c.target[c.students],
    ...(c.body ? { bodies: bodiesOf(c.body) } : {}),
    connections: CONNECTIONS,
  };
  const own = c.target.mode === 'out-of-process';
  const run = (seconds: number) =>
    own ? generate({ ...spec, seconds }) : load({ ...spec, seconds });
  await run(WARMUP_S);
  const pg = c.target.pgDatabase;
  const pgBefore = pg ? await cpuUsOfAll(await backendPids(ADMIN_URL, pg)) : new Map();
  const pid = c.target.serverPid;
  const selfBefore = process.cpuUsage();
  const serverBefore = pid === 'self' ? 0 : await cpuUsOf(pid);
  const result = await run(DURATION_S);
  const self = process.cpuUsage(selfBefore);
  const serverUs = pid === 'self' ? self.user + self.system : (await cpuUsOf(pid)) - serverBefore;
  const pgAfter = pg ? await cpuUsOfAll(await backendPids(ADMIN_URL, pg)) : new Map();
  const n = Math.max(1, result.requests);
  return {
    rps: result.requestsPerSecond,
    p50: result.p50Ms,
    p99: result.p99Ms,
    non2xx: result.non2xx,
    server: serverUs / n,
    ...(pg ? { postgres: cpuSpent(pgBefore, pgAfter) / n } : {}),
    ...(result.cpuUs !== undefined ? { generator: result.cpuUs / n } : {}),
  };
}

function casesOf(target: Target): Case[] {
  if (!target.db)
    return [{ name: 'bare Fastify route', target, method: 'GET', path: '', students: 'none' }];
  const put = { target, method: 'PUT' as const, path: '/api/answer' };
  return [
    { ...put, name: `${target.db}: PUT /api/answer, 2 keys`, students: 'fresh', body: 'two-key' },
    {
      ...put,
      name: `${target.db}: PUT /api/answer, ${DIFF_KEYS}-key page diff into ${FULL_ANSWERS} answers`,
      students: 'full',
      body: 'page-diff',
    },
    {
      name: `${target.db}: GET /api/profile (${FULL_ANSWERS} answers)`,
      target,
      method: 'GET',
      path: '/api/profile',
      students: 'full',
    },
  ];
}

const load0 = loadavg();
const targets = [
  await bareRoute('out-of-process', 38_090),
  await serverProcess('PostgreSQL', 38_100),
  await serverProcess('PGlite', 38_101),
  await bareRoute('in-process', 0),
  await inProcessServer('PostgreSQL'),
  await inProcessServer('PGlite'),
];
const cases = targets.flatMap(casesOf);
const samples = new Map<Case, Sample[]>(cases.map((c) => [c, []]));
for (let r = 1; r <= ROUNDS; r++) {
  for (const c of cases) {
    const sample = await measure(c);
    samples.get(c)!.push(sample);
    console.log(
      `round ${r}: ${c.target.mode}, ${c.name}: ${Math.round(sample.rps)} req/s, p99 ${sample.p99} ms`,
    );
  }
}
const load1 = loadavg();
await Promise.all(targets.map((t) => t.stop()));

const bareOf = (mode: Target['mode']) => cases.find((c) => c.target.mode === mode && !c.target.db)!;
const median = (c: Case, pick: (s: Sample) => number | undefined) => {
  const values = samples
    .get(c)!
    .map(pick)
    .filter((v): v is number => v !== undefined);
  return values.length ? round(spread(values).median) : undefined;
};
const rows: TableRow[] = cases.map((c) => {
  const own = samples.get(c)!;
  const bare = samples.get(bareOf(c.target.mode))!;
  return {
    mode: c.target.mode,
    case: c.name,
    requestsPerSecond: spread(own.map((s) => Math.round(s.rps))),
    ratio: spread(own.map((s, i) => round(s.rps / bare[i]!.rps))),
    p50Ms: median(c, (s) => s.p50)!,
    p99Ms: median(c, (s) => s.p99)!,
    non2xx: own.reduce((sum, s) => sum + s.non2xx, 0),
    cpuUs: {
      server: median(c, (s) => s.server)!,
      postgres: median(c, (s) => s.postgres),
      generator: median(c, (s) => s.generator),
    },
  };
});
const fmt = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
const heading = `${STUDENTS} students, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s per case (after ${WARMUP_S} s of warm-up), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average (1/5/15 min) ${fmt(load0)} before, ${fmt(load1)} after:`;
console.log(heading);
console.table(
  rows.map((r) => ({
    mode: r.mode,
    case: r.case,
    'req/s': r.requestsPerSecond.median,
    ratio: r.ratio.median,
    p50: r.p50Ms,
    p99: r.p99Ms,
    'µs server': r.cpuUs.server,
    'µs pg': r.cpuUs.postgres,
    'µs gen': r.cpuUs.generator,
  })),
);
const results = {
  benchmark: 'server load',
  date: new Date().toISOString(),
  heading,
  rows,
  samples: [...samples.entries()].map(([c, s]) => ({
    mode: c.target.mode,
    case: c.name,
    samples: s,
  })),
};
await mkdir('bench-results', { recursive: true });
await writeFile('bench-results/load.json', `${JSON.stringify(results, null, 2)}\n`);
if (process.env.LOAD_WRITE_DOCS !== '0') await writeLoadTable(rows, heading);
