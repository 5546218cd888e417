/**
 * The storage layout of answers, measured (issue 19): PostgreSQL's CPU per save and per read for
 * three layouts, on realistic applications (~450 answers, ~21 KB of JSON, from the partner's
 * sample and data model) with a page's diff of 40 keys and with 2 keys:
 *
 * - `jsonb`: one jsonb document per application, merged with `||` (today's layout; PostgreSQL's
 *   default pglz compression when TOASTed);
 * - `jsonb lz4`: the same column with `SET COMPRESSION lz4`;
 * - `rows`: one row per answer, `(student_id, key) → value`, upserted key by key, read back with
 *   `jsonb_object_agg`.
 *
 * One connection, named prepared statements, saves in sequence over 100 students; the backend's
 * CPU from /proc/<pid>/stat, three interleaved rounds, medians. Prints a table.
 *
 *   node --import tsx bench/answers-layout.bench.ts
 */
import { loadavg } from 'node:os';
import pg from 'pg';
import { openTestDatabase } from '../test/databases.ts';
import { bodyOf, fullApplication } from './load/bodies.ts';
import { cpuUsOf } from './load/processes.ts';
import { round, spread } from './load/stats.ts';

const STUDENTS = 100;
const OPS = Number(process.env.LAYOUT_OPS ?? 2000);
const ROUNDS = Number(process.env.LAYOUT_ROUNDS ?? 3);

interface Layout {
  readonly name: string;
  readonly setup: string;
  readonly seed: string;
  readonly save: string;
  readonly read: string;
  readonly table: string;
}

const merge = (table: string) =>
  `INSERT INTO ${table} (student_id, answers) VALUES ($1, $2::jsonb)
   ON CONFLICT (student_id) DO UPDATE SET answers = ${table}.answers || EXCLUDED.answers`;
const LAYOUTS: Layout[] = [
  {
    name: 'jsonb (pglz)',
    table: 'l_jsonb',
    setup: 'CREATE TABLE l_jsonb (student_id bigint PRIMARY KEY, answers jsonb NOT NULL)',
    seed: merge('l_jsonb'),
    save: merge('l_jsonb'),
    read: 'SELECT answers FROM l_jsonb WHERE student_id = $1',
  },
  {
    name: 'jsonb lz4',
    table: 'l_lz4',
    setup: `CREATE TABLE l_lz4 (student_id bigint PRIMARY KEY, answers jsonb NOT NULL);
            ALTER TABLE l_lz4 ALTER COLUMN answers SET COMPRESSION lz4`,
    seed: merge('l_lz4'),
    save: merge('l_lz4'),
    read: 'SELECT answers FROM l_lz4 WHERE student_id = $1',
  },
  {
    name: 'one row per answer',
    table: 'l_rows',
    setup: `CREATE TABLE l_rows (student_id bigint, key text, value jsonb NOT NULL,
                                 PRIMARY KEY (student_id, key))`,
    seed: `INSERT INTO l_rows (student_id, key, value) SELECT $1, key, value FROM jsonb_each($2::jsonb)
           ON CONFLICT (student_id, key) DO UPDATE SET value = EXCLUDED.value`,
    save: `INSERT INTO l_rows (student_id, key, value) SELECT $1, key, value FROM jsonb_each($2::jsonb)
           ON CONFLICT (student_id, key) DO UPDATE SET value = EXCLUDED.value`,
    read: 'SELECT jsonb_object_agg(key, value) AS answers FROM l_rows WHERE student_id = $1',
  },
];

const db = await openTestDatabase('postgres');
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [
  { pid: number },
];
const full = JSON.stringify(fullApplication());
for (const layout of LAYOUTS) {
  await client.query(layout.setup);
  for (let s = 1; s <= STUDENTS; s++)
    await client.query({ name: `${layout.table}_seed`, text: layout.seed, values: [s, full] });
}

/** Backend CPU µs and wall µs per operation for `ops` calls of `text`. */
async function time(name: string, text: string, values: (n: number) => unknown[]) {
  await client.query({ name, text, values: values(0) });
  const cpu0 = await cpuUsOf(pid);
  const t0 = process.hrtime.bigint();
  for (let n = 1; n <= OPS; n++) await client.query({ name, text, values: values(n) });
  const wall = Number(process.hrtime.bigint() - t0) / 1000;
  return { cpu: ((await cpuUsOf(pid)) - cpu0) / OPS, wall: wall / OPS };
}

const diff = bodyOf('page-diff');
const two = bodyOf('two-key');
type Figures = Record<string, number[]>;
const figures = new Map<Layout, Figures>(LAYOUTS.map((l) => [l, {}]));
const push = (l: Layout, key: string, value: number) => (figures.get(l)![key] ??= []).push(value);
const load0 = loadavg();
for (let r = 0; r < ROUNDS; r++) {
  for (const l of LAYOUTS) {
    const d = await time(`${l.table}_save`, l.save, (n) => [(n % STUDENTS) + 1, diff(0, n + r)]);
    push(l, 'diff cpu', d.cpu);
    push(l, 'diff wall', d.wall);
    const t = await time(`${l.table}_save`, l.save, (n) => [(n % STUDENTS) + 1, two(0, n + r)]);
    push(l, '2-key cpu', t.cpu);
    push(l, '2-key wall', t.wall);
    const rd = await time(`${l.table}_read`, l.read, (n) => [(n % STUDENTS) + 1]);
    push(l, 'read cpu', rd.cpu);
    push(l, 'read wall', rd.wall);
  }
}
const load1 = loadavg();
const rows = [];
for (const l of LAYOUTS) {
  await client.query(`VACUUM ${l.table}`);
  const size = (
    await client.query<{ bytes: string }>(`SELECT pg_total_relation_size('${l.table}') AS bytes`)
  ).rows[0]!.bytes;
  const f = figures.get(l)!;
  const m = (key: string) => round(spread(f[key]!).median);
  rows.push({
    layout: l.name,
    'save 40-key diff: CPU µs': m('diff cpu'),
    'wall µs': m('diff wall'),
    'save 2 keys: CPU µs': m('2-key cpu'),
    'wall µs ': m('2-key wall'),
    'read all: CPU µs': m('read cpu'),
    'wall µs  ': m('read wall'),
    'table KB after': Math.round(Number(size) / 1024),
  });
}
console.log(
  `${STUDENTS} applications of ${Object.keys(JSON.parse(full)).length} answers (${full.length} bytes of JSON), ${OPS} operations × ${ROUNDS} rounds, medians; load average ${loadavg === undefined ? '' : load0.map((x) => x.toFixed(2)).join('/')} → ${load1.map((x) => x.toFixed(2)).join('/')}`,
);
console.table(rows);
await client.end();
await db.dispose();
