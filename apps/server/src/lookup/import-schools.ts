/**
 * Imports an operator's school directory (e.g. high schools with their CEEB codes, which the
 * College Board licenses and no public source carries) for a lookup category.
 *
 * The CSV has a header row naming its columns, in any order, in the shape of the IPEDS file:
 *
 *   ceeb     the CEEB code (this or unitid is required; the code becomes the detail's `ceeb`)
 *   unitid   the IPEDS id, used as the id when there is no CEEB code
 *   name     required
 *   alias    other names, separated by commas, pipes or semicolons (optional)
 *   address, city, state, zip   the address; state a two-letter code or a full name
 *
 * Other columns are ignored. Rows without a name or a code, with an unknown state or a
 * duplicate code are skipped and reported. The usable rows are written, normalised, to
 * `DATA_DIR/lookup/<category>.csv` (replaced atomically), which takes precedence over the file
 * shipped in `apps/server/data/`; running servers pick it up within a minute.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseCsvRecords, toCsv } from './csv.ts';
import { importedDirectoryFile, SCHOOL_CATEGORIES, type SchoolCategory } from './lookup-service.ts';
import { schoolOf } from './schools.ts';

export const DIRECTORY_COLUMNS = [
  'ceeb',
  'unitid',
  'name',
  'alias',
  'address',
  'city',
  'state',
  'zip',
] as const;

export interface ImportResult {
  /** The file written. */
  readonly path: string;
  /** Rows imported. */
  readonly imported: number;
  /** Rows skipped, as "line N: reason". */
  readonly skipped: readonly string[];
}

export const isSchoolCategory = (value: string): value is SchoolCategory =>
  (SCHOOL_CATEGORIES as readonly string[]).includes(value);

export async function importSchools(options: {
  readonly category: string;
  readonly file: string;
  readonly dataDir: string;
}): Promise<ImportResult> {
  const { category, file, dataDir } = options;
  if (!isSchoolCategory(category))
    throw new Error(`category must be one of ${SCHOOL_CATEGORIES.join(', ')}, not "${category}"`);
  const { header, records } = parseCsvRecords(await readFile(file, 'utf8'));
  if (!header.includes('name') || (!header.includes('ceeb') && !header.includes('unitid')))
    throw new Error(
      `${file}: the header must name the columns "name" and "ceeb" or "unitid" (it has: ${header.join(', ')})`,
    );
  const rows: string[][] = [];
  const skipped: string[] = [];
  const ids = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2;
    const school = schoolOf(record);
    if (typeof school === 'string') return void skipped.push(`line ${line}: ${school}`);
    if (ids.has(school.id)) return void skipped.push(`line ${line}: duplicate ${school.id}`);
    ids.add(school.id);
    rows.push(DIRECTORY_COLUMNS.map((column) => record[column] ?? ''));
  });
  if (rows.length === 0) throw new Error(`${file}: no usable rows (${skipped.length} skipped)`);
  const path = importedDirectoryFile(dataDir, category);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, toCsv(DIRECTORY_COLUMNS, rows), 'utf8');
  await rename(temporary, path);
  return { path, imported: rows.length, skipped };
}
