/**
 * The lookup directories behind `GET /lookup/find`, loaded at first use and kept in memory.
 *
 * School directories (college_ceeb, hs_ceeb) come from the first CSV file that exists of
 *   1. `DATA_DIR/lookup/<category>.csv`      (imported by `src/cli/import-schools.ts`)
 *   2. `apps/server/data/<category>.csv`     (shipped with the server)
 *   3. `apps/server/data/colleges-ipeds-hd2020.csv` for college_ceeb (the public IPEDS directory)
 * and none for hs_ceeb (no public high-school directory exists: it answers no suggestions).
 * At most once a minute (`recheckMs`) a lookup checks whether another file now applies or the
 * file changed, and reloads it in the background meanwhile serving the old one, so an import
 * reaches running servers without a restart.
 *
 * Addresses come from the `zipcodes` package.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOOKUP_CATEGORIES, type LookupCategory } from '@admissions/partner-config';
import { type AddressDetail, type AddressDirectory, loadAddressDirectory } from './addresses.ts';
import {
  loadSchoolDirectory,
  SchoolDirectory,
  type SchoolDetail,
  type Suggestion,
} from './schools.ts';

// The partner's directories (its definitions' autocomplete categories): the route accepts these.
export { LOOKUP_CATEGORIES, type LookupCategory };
export type SchoolCategory = Exclude<LookupCategory, 'address'>;
export const SCHOOL_CATEGORIES: readonly SchoolCategory[] = ['college_ceeb', 'hs_ceeb'];

/** The directory files shipped with the server (`apps/server/data/`). */
export const SHIPPED_DATA_DIR = fileURLToPath(new URL('../../data/', import.meta.url));
const IPEDS_FILE = 'colleges-ipeds-hd2020.csv';

/** Where an import for `category` goes under the server's DATA_DIR. */
export const importedDirectoryFile = (dataDir: string, category: SchoolCategory): string =>
  join(dataDir, 'lookup', `${category}.csv`);

export interface LookupServiceOptions {
  /** The server's DATA_DIR. */
  readonly dataDir: string;
  /** Default `apps/server/data/`. */
  readonly shippedDir?: string;
  /** How often a lookup checks the directory files again (default one minute; 0 = every time). */
  readonly recheckMs?: number;
}

interface Source {
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
}

interface Loaded {
  source: Source | undefined;
  checkedAt: number;
  directory: Promise<SchoolDirectory>;
  /** A check of the files in flight, so concurrent lookups share it. */
  checking?: Promise<SchoolDirectory>;
}

export class LookupService {
  private readonly shippedDir: string;
  private readonly recheckMs: number;
  private readonly schools = new Map<SchoolCategory, Loaded>();
  private readonly firstLoads = new Map<SchoolCategory, Promise<SchoolDirectory>>();
  private addresses: Promise<AddressDirectory> | undefined;

  constructor(private readonly options: LookupServiceOptions) {
    this.shippedDir = options.shippedDir ?? SHIPPED_DATA_DIR;
    this.recheckMs = options.recheckMs ?? 60_000;
  }

  async suggest(category: LookupCategory, text: string, max: number): Promise<Suggestion[]> {
    if (category === 'address') return (await this.addressDirectory()).suggest(text, max);
    return (await this.schoolDirectory(category)).suggest(text, max);
  }

  /** The detail of a suggestion id; `text` is the typed Address Line 1 for addresses. */
  async detail(
    category: LookupCategory,
    id: string,
    text = '',
  ): Promise<SchoolDetail | AddressDetail | undefined> {
    if (category === 'address') return (await this.addressDirectory()).detail(id, text);
    return (await this.schoolDirectory(category)).detail(id);
  }

  /** Loads every directory now (after the server listens, so the first applicant waits less). */
  async warm(): Promise<void> {
    await Promise.all([
      this.addressDirectory(),
      ...SCHOOL_CATEGORIES.map((category) => this.schoolDirectory(category)),
    ]);
  }

  private addressDirectory(): Promise<AddressDirectory> {
    this.addresses ??= loadAddressDirectory().catch((error: unknown) => {
      this.addresses = undefined; // try again on the next lookup
      throw error;
    });
    return this.addresses;
  }

  private schoolDirectory(category: SchoolCategory): Promise<SchoolDirectory> {
    const loaded = this.schools.get(category);
    if (loaded && Date.now() - loaded.checkedAt < this.recheckMs) return loaded.directory;
    if (loaded?.checking) return loaded.directory;
    if (!loaded) {
      // Nothing to serve meanwhile: concurrent first lookups wait for one load.
      let first = this.firstLoads.get(category);
      if (!first) {
        first = this.check(category, undefined).finally(() => this.firstLoads.delete(category));
        this.firstLoads.set(category, first);
      }
      return first;
    }
    const checking = this.check(category, loaded);
    loaded.checking = checking;
    // Serve the loaded directory while checking (a failed check is retried next time).
    checking.then(
      () => (loaded.checking = undefined),
      () => (loaded.checking = undefined),
    );
    return loaded.directory;
  }

  private async check(category: SchoolCategory, loaded: Loaded | undefined) {
    const checkedAt = Date.now();
    const source = await this.sourceOf(category);
    if (loaded && sameSource(loaded.source, source)) {
      loaded.checkedAt = checkedAt;
      return loaded.directory;
    }
    const directory = source
      ? loadSchoolDirectory(source.path)
      : Promise.resolve(SchoolDirectory.empty);
    try {
      await directory;
    } catch (error) {
      if (loaded) loaded.checkedAt = checkedAt; // keep serving the old one until the next check
      throw error;
    }
    const next: Loaded = { source, checkedAt, directory };
    this.schools.set(category, next);
    return directory;
  }

  private async sourceOf(category: SchoolCategory): Promise<Source | undefined> {
    const candidates = [
      importedDirectoryFile(this.options.dataDir, category),
      join(this.shippedDir, `${category}.csv`),
      ...(category === 'college_ceeb' ? [join(this.shippedDir, IPEDS_FILE)] : []),
    ];
    for (const path of candidates) {
      const info = await stat(path).catch(() => undefined);
      if (info?.isFile()) return { path, mtimeMs: info.mtimeMs, size: info.size };
    }
    return undefined;
  }
}

const sameSource = (a: Source | undefined, b: Source | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.path === b.path &&
    a.mtimeMs === b.mtimeMs &&
    a.size === b.size);
