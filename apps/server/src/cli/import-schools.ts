/**
 * Imports a school directory for the lookups (see `src/lookup/import-schools.ts` for the CSV
 * columns):
 *
 *   node --import tsx apps/server/src/cli/import-schools.ts hs_ceeb high-schools.csv
 *   node --import tsx apps/server/src/cli/import-schools.ts college_ceeb colleges-with-ceeb.csv
 *
 * Writes `DATA_DIR/lookup/<category>.csv` (the server's DATA_DIR, default `.data`); running
 * servers serve it within a minute.
 */
import { readConfigOrExit } from '../config.ts';
import { restrictNewFiles } from '../data-dir/permissions.ts';
import { importSchools } from '../lookup/import-schools.ts';

async function main(): Promise<void> {
  const [category, file] = process.argv.slice(2);
  if (!category || !file) {
    process.stderr.write('usage: import-schools.ts <college_ceeb|hs_ceeb> <file.csv>\n');
    process.exitCode = 2;
    return;
  }
  restrictNewFiles();
  const result = await importSchools({ category, file, dataDir: readConfigOrExit().dataDir });
  for (const reason of result.skipped) process.stderr.write(`skipped ${reason}\n`);
  process.stderr.write(
    `${result.imported} school(s) imported into ${result.path}` +
      (result.skipped.length ? `, ${result.skipped.length} row(s) skipped` : '') +
      '\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
