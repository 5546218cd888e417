/**
 * What a developer writes for the quick-start form in each library: the hand-written files and
 * their lines that are neither blank nor comments (TS, TSX, JSON), printed as a markdown table.
 * Each peer's files are its folder beside this script (rjsf/, surveyjs/, jsonforms/); ours are
 * examples/quick-start's, without what `npm create vite` and the build give (main.tsx, the
 * configs, package.json, tests). The shared harness (harness/) is not counted for anyone. JSON is
 * counted as Prettier prints it from its minified form (an object on one line where it fits in
 * 100 columns), so the figure does not depend on how its author wrapped it.
 *
 *   node --import tsx bench/peers/quick-start/count.ts [path to our example]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format } from 'prettier';
import { LIBRARIES } from './build.ts';

const here = import.meta.dirname;
const COUNTED = new Set(['.ts', '.tsx', '.json']);
/** Files of our example that the Vite template, the tooling or the tests bring, not the form. */
export const NOT_WRITTEN: readonly RegExp[] = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /^package(-lock)?\.json$/,
  /^tsconfig[^/]*\.json$/,
  /^vite\.config\.ts$/,
  /^vitest\.config\.ts$/,
  // Tool settings the template writes (today's: .oxlintrc.json).
  /(^|\/)\.[^/]+$/,
  /^src\/main\.tsx$/,
  /\.d\.ts$/,
  /\.test\.tsx?$/,
  /(^|\/)e2e\//,
];

/** A file's lines that are neither blank nor comments (`//` lines and `/* … *\/` blocks). */
export function codeLines(text: string): number {
  let inBlock = false;
  let count = 0;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      inBlock = !line.includes('*/');
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    count++;
  }
  return count;
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

export interface Count {
  readonly files: readonly { path: string; lines: number }[];
  readonly lines: number;
}

/** A file's text as counted: JSON in its canonical Prettier form, the rest as written. */
async function countedText(file: string): Promise<string> {
  const text = readFileSync(file, 'utf8');
  if (extname(file) !== '.json') return text;
  return format(JSON.stringify(JSON.parse(text)), { parser: 'json', printWidth: 100 });
}

/** Counts the hand-written TS/TSX/JSON files under `dir`, leaving out what `skip` matches. */
export async function countFolder(dir: string, skip: readonly RegExp[] = []): Promise<Count> {
  const paths = filesUnder(dir)
    .filter((path) => COUNTED.has(extname(path)) && !skip.some((pattern) => pattern.test(path)))
    .sort();
  const files = await Promise.all(
    paths.map(async (path) => ({ path, lines: codeLines(await countedText(join(dir, path))) })),
  );
  return { files, lines: files.reduce((sum, file) => sum + file.lines, 0) };
}

const LABELS: Record<string, string> = {
  ours: 'Ours (`examples/quick-start`)',
  rjsf: 'react-jsonschema-form',
  surveyjs: 'SurveyJS',
  jsonforms: 'JSON Forms',
};

/** The markdown table: one row per library, ours first ("not yet" while it has no folder). */
export async function table(oursDir: string): Promise<string> {
  const rows = [
    '| Library | Files | Lines | Files and their lines |',
    '| --- | ---: | ---: | --- |',
  ];
  const row = (id: string, count: Count) =>
    `| ${LABELS[id]} | ${count.files.length} | ${count.lines} | ${count.files
      .map((file) => `${file.path} (${file.lines})`)
      .join(', ')} |`;
  if (existsSync(oursDir)) rows.push(row('ours', await countFolder(oursDir, NOT_WRITTEN)));
  else rows.push(`| ${LABELS.ours} | not yet | not yet | |`);
  for (const library of LIBRARIES) rows.push(row(library, await countFolder(join(here, library))));
  return rows.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ours = resolve(process.argv[2] ?? join(here, '../../../examples/quick-start'));
  console.log(await table(ours));
}
