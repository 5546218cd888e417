/** Rewrites the load tables in docs/benchmarks.md, between their marker comments. */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { Spread } from './stats.ts';

const DOCS = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));
const START = '<!-- load-table:start -->';
const END = '<!-- load-table:end -->';

/** One case over all rounds: medians, with the range of throughput and ratio. */
export interface TableRow {
  readonly mode: 'out-of-process' | 'in-process';
  readonly case: string;
  readonly requestsPerSecond: Spread;
  /** Against the bare route of the same mode, round by round. */
  readonly ratio: Spread;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  /** CPU µs per request (medians); in process, `server` includes the generator. */
  readonly cpuUs: { server: number; postgres?: number; generator?: number };
}

const thousands = (n: number) => Math.round(n).toLocaleString('en-US').replace(/,/g, ' ');
const us = (n: number | undefined) => (n === undefined ? '' : String(Math.round(n)));

export async function writeLoadTable(rows: readonly TableRow[], heading: string): Promise<void> {
  const modeLabel = (r: TableRow) =>
    r.mode === 'out-of-process'
      ? 'own processes (`npm start`, logs on)'
      : 'in process (harness, no logs)';
  const lines = [
    START,
    heading,
    '',
    '| generator and server | case | requests/s: median (range) | × bare route: median (range) | p50 | p99 | non-2xx |',
    '| -------------------- | ---- | -------------------------- | ---------------------------- | --- | --- | ------- |',
    ...rows.map(
      (r) =>
        `| ${modeLabel(r)} | ${r.case} | ${thousands(r.requestsPerSecond.median)} (${thousands(r.requestsPerSecond.min)}–${thousands(r.requestsPerSecond.max)}) | **${r.ratio.median}** (${r.ratio.min}–${r.ratio.max}) | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.non2xx} |`,
    ),
    '',
    'CPU µs per request (medians of the rounds): the server process (in process: server and generator together, one process), PostgreSQL’s backends of the benchmark’s database, the generator process.',
    '',
    '| generator and server | case | server | PostgreSQL | generator | total |',
    '| -------------------- | ---- | ------ | ---------- | --------- | ----- |',
    ...rows.map(
      (r) =>
        `| ${modeLabel(r)} | ${r.case} | ${us(r.cpuUs.server)} | ${us(r.cpuUs.postgres)} | ${us(r.cpuUs.generator)} | ${us(r.cpuUs.server + (r.cpuUs.postgres ?? 0) + (r.cpuUs.generator ?? 0))} |`,
    ),
    END,
  ];
  const docs = await readFile(DOCS, 'utf8');
  const start = docs.indexOf(START);
  const end = docs.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/benchmarks.md has no ${START} … ${END}`);
  const text = docs.slice(0, start) + lines.join('\n') + docs.slice(end + END.length);
  // Formatted as the repository's Prettier would, so `npm run lint` stays clean after a run.
  const options = (await prettier.resolveConfig(DOCS)) ?? {};
  await writeFile(DOCS, await prettier.format(text, { ...options, filepath: DOCS }));
}
