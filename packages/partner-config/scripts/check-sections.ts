/**
 * Checks section files while they are being written: composes a one-page form from the given
 * files and compiles it against the data model, printing every error as
 * `file:line:column: …` (warnings about model keys that are on no page are left out, since one
 * file never places them all). A file that is not JSON gets its syntax error at its line and
 * column; a file that cannot be read exits 2. `form-engine lint` checks the same files with the
 * model and option lists given beside them.
 *
 *   node --import tsx scripts/check-sections.ts definitions/sections/personal.json [...]
 */
import { readFileSync } from 'node:fs';
import { formatDiagnostic } from '@admissions/form-engine';
import { optionLists } from '../src/options/index.ts';
import { lintSectionFiles } from './located-lint.ts';

const paths = process.argv.slice(2);
const unreadable: string[] = [];
const files = paths.flatMap((file) => {
  try {
    return [{ file, text: readFileSync(file, 'utf8') }];
  } catch (error) {
    unreadable.push(`cannot read ${file}: ${(error as Error).message}`);
    return [];
  }
});

if (paths.length === 0 || unreadable.length > 0) {
  console.error(
    unreadable.join('\n') || 'usage: check-sections.ts <definitions/sections/file.json>...',
  );
  process.exitCode = 2;
} else {
  const result = await lintSectionFiles(files, optionLists);
  const shown = [
    ...(result.ok ? [] : result.errors),
    ...result.warnings.filter((w) => w.code !== 'key-on-no-page'),
  ];
  for (const d of shown) console.log(formatDiagnostic(d));
  console.log(
    result.ok ? `ok: ${result.form.fields.size} fields` : `${result.errors.length} error(s)`,
  );
  process.exitCode = result.ok ? 0 : 1;
}
