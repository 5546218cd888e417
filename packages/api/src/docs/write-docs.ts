/**
 * Writes docs/api.md's route tables from the contract (`npm run docs -w @admissions/api`), then
 * formats the file with the repository's prettier, as `npm run lint` checks it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { withRouteTables } from './route-tables.ts';

/** docs/api.md, from this file's folder. */
export const API_DOCS = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));

/** The docs file as the contract writes it (route tables afresh, formatted). */
export async function writtenDocs(current: string): Promise<string> {
  const options = (await resolveConfig(API_DOCS)) ?? {};
  return format(withRouteTables(current), { ...options, filepath: API_DOCS });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = await readFile(API_DOCS, 'utf8');
  const next = await writtenDocs(current);
  if (next === current) console.log('docs/api.md: the route tables are up to date.');
  else {
    await writeFile(API_DOCS, next);
    console.log('docs/api.md: route tables written.');
  }
}
