/**
 * A school directory (colleges or high schools) from a CSV in the shape of the IPEDS directory:
 *
 *   ceeb or unitid (at least one), name, alias, address, city, state, zip  (other columns ignored)
 *
 * `alias` holds other names separated by commas, pipes or semicolons ("AAMU", "UPRM|RUM").
 * `state` is a two-letter code or a full name. A row's id is `ceeb:<code>` when it has a CEEB
 * code, else `ipeds:<unitid>`.
 */
import { readFile } from 'node:fs/promises';
import { parseCsvRecords } from './csv.ts';
import { regionOf } from './regions.ts';
import { displayName, fold, wordsOf } from './text.ts';
import { WordIndex } from './word-index.ts';

export interface Suggestion {
  readonly text: string;
  readonly id: string;
  readonly sub_text: string;
}

/** The detail of a school: the lookup names of the partner's `relatedFields`, plus `name`. */
export interface SchoolDetail {
  readonly name: string;
  readonly ceeb: string;
  readonly address_line_1: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly country: string;
}

export interface School {
  readonly id: string;
  readonly ceeb: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly address: string;
  readonly city: string;
  /** As in the file (a code such as OH, or a name). */
  readonly state: string;
  readonly zip: string;
}

interface Entry {
  readonly school: School;
  /** Folded name, and without a leading "the", for the whole-name prefix tier. */
  readonly keys: readonly string[];
  /** Name length for ties, ignoring an IPEDS "-Main Campus" suffix (the flagship ranks first). */
  readonly rankLength: number;
}

const ALIAS_SEPARATORS = /[,|;„]/;
const MAIN_CAMPUS = /\s*-\s*main campus$/i;

/** The school fields of a CSV record, or a reason it cannot be used. */
export function schoolOf(record: Readonly<Record<string, string>>): School | string {
  const name = record.name ?? '';
  const ceeb = record.ceeb ?? '';
  const unitid = record.unitid ?? '';
  if (name === '') return 'no name';
  if (ceeb === '' && unitid === '') return 'neither ceeb nor unitid';
  if (!/^[A-Za-z0-9-]{1,20}$/.test(ceeb || unitid)) return `bad code "${ceeb || unitid}"`;
  const state = record.state ?? '';
  if (state !== '' && !regionOf(state)) return `unknown state "${state}"`;
  return {
    id: ceeb ? `ceeb:${ceeb}` : `ipeds:${unitid}`,
    ceeb,
    name,
    aliases: (record.alias ?? '')
      .split(ALIAS_SEPARATORS)
      .map((alias) => alias.trim())
      .filter((alias) => alias !== ''),
    address: record.address ?? '',
    city: record.city ?? '',
    state,
    zip: record.zip ?? '',
  };
}

export class SchoolDirectory {
  static readonly empty = new SchoolDirectory([]);

  private readonly index: WordIndex<Entry>;
  private readonly byId = new Map<string, School>();

  constructor(schools: readonly School[]) {
    const entries = schools
      .map((school): Entry => {
        const name = fold(school.name);
        return {
          school,
          keys: name.startsWith('the ') ? [name, name.slice(4)] : [name],
          rankLength: school.name.replace(MAIN_CAMPUS, '').length,
        };
      })
      .sort(
        (a, b) => a.rankLength - b.rankLength || a.school.name.localeCompare(b.school.name, 'en'),
      );
    for (const school of schools) this.byId.set(school.id, school);
    this.index = new WordIndex({
      entries,
      wordsOf: (entry) =>
        [entry.school.name, ...entry.school.aliases].flatMap((text) => wordsOf(fold(text))),
      keysOf: (entry) => entry.keys,
    });
  }

  get size(): number {
    return this.byId.size;
  }

  suggest(text: string, max: number): Suggestion[] {
    return this.index.search(fold(text), max).map(({ school }) => ({
      text: school.name,
      id: school.id,
      sub_text: [displayName(school.city), school.state].filter(Boolean).join(', '),
    }));
  }

  detail(id: string): SchoolDetail | undefined {
    const school = this.byId.get(id);
    if (!school) return undefined;
    const region = school.state ? regionOf(school.state) : undefined;
    return {
      name: school.name,
      ceeb: school.ceeb,
      address_line_1: school.address,
      city: displayName(school.city),
      state: region?.state ?? '',
      zip: school.zip,
      country: region?.country ?? 'USA',
    };
  }
}

/** Reads a directory file; rows that cannot be used are skipped (the importer reports them). */
export async function loadSchoolDirectory(path: string): Promise<SchoolDirectory> {
  const { records } = parseCsvRecords(await readFile(path, 'utf8'));
  const schools: School[] = [];
  for (const record of records) {
    const school = schoolOf(record);
    if (typeof school !== 'string') schools.push(school);
  }
  return new SchoolDirectory(schools);
}
