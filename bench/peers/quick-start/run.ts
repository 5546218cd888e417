/**
 * `npm run bench:quick-start`: the quick-start form in every library, built and counted in one
 * run (issue 28). Each peer's folder is built with Vite into a temporary directory (a folder that
 * no longer builds stops the run: a count of code that does not work would mean nothing), its
 * JavaScript measured (gzip), and the lines table of docs/embedding.md written between its
 * markers from the same files, with the date and the sizes. Our example is built and driven by
 * CI (scripts/check-example.sh); its files are counted here.
 *
 *   npm run bench:quick-start [-- <path to our example>]
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { format, resolveConfig } from 'prettier';
import { buildAll, LIBRARIES, type Library } from './build.ts';
import { table } from './count.ts';

const here = import.meta.dirname;
const DOC = resolve(here, '../../../docs/embedding.md');
export const START =
  '<!-- bench:quick-start start: written by `npm run bench:quick-start` (bench/peers/quick-start/run.ts) -->';
export const END = '<!-- bench:quick-start end -->';

/** The gzip size (level 9) of the JavaScript a build wrote, KB. */
async function jsKb(dir: string): Promise<number> {
  const assets = join(dir, 'assets');
  const files = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  const sizes = await Promise.all(
    files.map(async (name) => gzipSync(await readFile(join(assets, name)), { level: 9 }).length),
  );
  return sizes.reduce((a, b) => a + b, 0) / 1024;
}

/** The section between the markers: the table and how it was made. */
export function section(counts: string, sizes: Record<Library, number>, date: string): string {
  const built = LIBRARIES.map((library) => `${library} ${sizes[library].toFixed(1)} KB`).join(', ');
  return [
    START,
    '',
    counts,
    '',
    `_Counted on ${date} from the files that built in the same run (Vite, production; the ` +
      `JavaScript each app loads, gzip: ${built}; ours is built and driven by CI's ` +
      '`scripts/check-example.sh`)._',
    '',
    END,
  ].join('\n');
}

/** Replaces the text between the markers of `doc` with `body` (markers included in `body`). */
export function replaceSection(doc: string, body: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/embedding.md has no ${START} … ${END}`);
  return doc.slice(0, start) + body + doc.slice(end + END.length);
}

/** The section as docs/embedding.md holds it now. */
export async function writtenSection(): Promise<string> {
  const doc = await readFile(DOC, 'utf8');
  return doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ours = resolve(process.argv[2] ?? join(here, '../../../examples/quick-start'));
  const { root, dirs } = await buildAll();
  try {
    const sizes = {} as Record<Library, number>;
    for (const library of LIBRARIES) sizes[library] = await jsKb(dirs[library]);
    const body = section(await table(ours), sizes, new Date().toISOString().slice(0, 10));
    const doc = replaceSection(await readFile(DOC, 'utf8'), body);
    const options = await resolveConfig(DOC);
    await writeFile(DOC, await format(doc, { ...options, filepath: DOC }));
    console.log(`docs/embedding.md: the quick-start table written (${JSON.stringify(sizes)})`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
