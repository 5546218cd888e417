/**
 * The option lists of the partner's form (`application-form.md` §3 "Option lists"), by the name
 * the section definitions use in their `options`: the data an author edits,
 * `definitions/options.json`, expanded when this module loads.
 */
import type { OptionList } from '@admissions/form-engine';
import optionsJson from '../../definitions/options.json' with { type: 'json' };
import { expandOptionLists, replaceableLists, type OptionListsFile } from './option-file.ts';

export { yearOptions, type YearOptionsSpec } from './calendar.ts';

// The JSON import widens the literals; the schema test checks the file against the schema.
const file = optionsJson as OptionListsFile;

/**
 * Every option list by name. Each starts with the blank `{ value: '', label: '--' }` and is
 * frozen, as is this object.
 */
export const optionLists: Readonly<Record<string, OptionList>> = expandOptionLists(file);

/**
 * The names of the lists whose options the specification does not show (`"replaceable": true`
 * in the file), so a partner knows which defaults to replace. Values some definitions test for
 * must survive a replacement: citizenshipTypes US and INTL, militaryStatuses NONE and VETERAN,
 * campuses MAIN, DOWNTOWN and ONLINE, collegeTypes and degrees OTHER, activityTypes ATHLETICS.
 */
export const PARTNER_REPLACEABLE: ReadonlySet<string> = new Set(replaceableLists(file));
