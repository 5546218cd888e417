/**
 * The option-list file (`definitions/options.json`, checked by `schema/options.schema.json`) and
 * its expansion into the engine's option lists: written-out lists as they are, computed ones
 * (years, terms, countries) from their parameters and the given date.
 */
import type { OptionList } from '@admissions/form-engine';
import { yearOptions } from './calendar.ts';
import { countryOptions } from './countries.ts';
import { labelsAsValues, optionList } from './list.ts';
import { termOptions } from './terms.ts';

type Direction = 'past' | 'future';

/** One list of the file: exactly one of `options`, `pick`, `years`, `terms`, `countries`. */
export interface OptionListEntry {
  readonly description?: string;
  /** The specification does not show these options: defaults the partner replaces. */
  readonly replaceable?: boolean;
  readonly options?: readonly (string | { readonly value: string; readonly label: string })[];
  readonly pick?: { readonly catalogue: string; readonly values: readonly string[] };
  readonly years?: { readonly count: number; readonly direction: Direction; startOffset?: number };
  readonly terms?: { readonly count: number; readonly direction: Direction };
  readonly countries?: { readonly first?: readonly string[] };
}

/** The option-list file's content. */
export interface OptionListsFile {
  readonly catalogues?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly lists: Readonly<Record<string, OptionListEntry>>;
}

/** The options a `pick` entry names, with the catalogue's labels. */
function picked(file: OptionListsFile, name: string, pick: NonNullable<OptionListEntry['pick']>) {
  const catalogue = file.catalogues?.[pick.catalogue];
  if (!catalogue)
    throw new Error(`options.json: ${name} picks from unknown catalogue "${pick.catalogue}"`);
  return optionList(
    pick.values.map((code) => {
      const label = catalogue[code];
      // A typo must not ship as an option without a label.
      if (label === undefined)
        throw new Error(`options.json: ${name}: "${code}" is not in catalogue ${pick.catalogue}`);
      return [code, label] as const;
    }),
  );
}

/** One list of the file expanded, with the blank option first; `today` dates the computed ones. */
function expandList(file: OptionListsFile, name: string, entry: OptionListEntry, today: Date) {
  if (entry.options)
    return entry.options.every((o) => typeof o === 'string')
      ? labelsAsValues(entry.options as readonly string[])
      : optionList(entry.options.map((o) => (typeof o === 'string' ? [o, o] : [o.value, o.label])));
  if (entry.pick) return picked(file, name, entry.pick);
  if (entry.years) {
    const { count, direction, startOffset = 0 } = entry.years;
    return yearOptions({ count, direction, start: today.getFullYear() + startOffset });
  }
  if (entry.terms) return termOptions({ ...entry.terms, today });
  if (entry.countries) return countryOptions(entry.countries.first);
  throw new Error(`options.json: ${name} has no options, pick, years, terms or countries`);
}

/**
 * Every list of the file by name, frozen, each beginning with the blank `--` option. Computed
 * once from `today`: a process that runs across New Year keeps last year's lists until it
 * restarts.
 */
export function expandOptionLists(
  file: OptionListsFile,
  today: Date = new Date(),
): Readonly<Record<string, OptionList>> {
  return Object.freeze(
    Object.fromEntries(
      Object.entries(file.lists).map(([name, entry]) => [
        name,
        expandList(file, name, entry, today),
      ]),
    ),
  );
}

/** The names of the lists marked `replaceable`. */
export const replaceableLists = (file: OptionListsFile): string[] =>
  Object.entries(file.lists).flatMap(([name, entry]) => (entry.replaceable ? [name] : []));
