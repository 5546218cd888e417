/** Rewrites the load table in docs/benchmarks.md, between its marker comments. */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { Row } from './autocannon-run.ts';

const DOCS = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));
const START = '<!-- load-table:start -->';
const END = '<!-- load-table:end -->';

const thousands = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

export async function writeLoadTable(rows: readonly Row[], heading: string): Promise<void> {
  const lines = [
    START,
    heading,
    '',
    '| case | requests/s | p99 | non-2xx | × bare route |',
    '| ---- | ---------- | --- | ------- | ------------ |',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${thousands(r.requestsPerSecond)} | ${r.p99Ms} ms | ${r.non2xx} | ${r.ratio ?? ''} |`,
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
