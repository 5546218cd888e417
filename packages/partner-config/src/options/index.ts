/**
 * The option lists of the partner's form (`application-form.md` §3 "Option lists"), by the name
 * the section definitions use in their `options`.
 */
import type { OptionList } from '@admissions/form-engine';
import { activityTypes, collegeTypes, degrees, sportPicklist } from './academics.ts';
import {
  businessMajors,
  campuses,
  decisionTypes,
  essayInterests,
  majorsDowntown,
  majorsMain,
  majorsOnline,
} from './admission.ts';
import {
  attendanceYears,
  graduationYears,
  months,
  recentYears,
  upcomingYears,
} from './calendar.ts';
import { countries, countriesUsFirst } from './countries.ts';
import {
  educationLevels,
  legacyAttendStatuses,
  legacyRelationships,
  maritalStatuses,
  parentRelationships,
} from './family.ts';
import { liveWith, phoneTypes, satFormats, yesNo } from './fixed.ts';
import { statesProvinces } from './geography.ts';
import {
  ethnicities,
  genderIdentities,
  genders,
  languages,
  namePrefixes,
  pronouns,
  religions,
} from './people.ts';
import {
  citizenshipTypes,
  militaryBranches,
  militaryStatuses,
  veteranStatuses,
  visaStatuses,
} from './status.ts';
import { entryTerms, pastTerms } from './terms.ts';

export { yearOptions, type YearOptionsSpec } from './calendar.ts';

/**
 * Lists whose values the specification fixes or the validation rules depend on. A partner may
 * reword their labels but keeps their values.
 */
const specified = {
  yesNo,
  countries,
  countriesUsFirst,
  statesProvinces,
  months,
  phoneTypes,
  recentYears,
  upcomingYears,
  attendanceYears,
  graduationYears,
  satFormats,
  liveWith,
};

/**
 * Lists whose options the specification does not show: realistic defaults, to be replaced with
 * the codes of the partner's student information system.
 */
const replaceable = {
  genders,
  genderIdentities,
  pronouns,
  languages,
  religions,
  citizenshipTypes,
  visaStatuses,
  militaryStatuses,
  veteranStatuses,
  militaryBranches,
  ethnicities,
  parentRelationships,
  namePrefixes,
  educationLevels,
  maritalStatuses,
  legacyRelationships,
  legacyAttendStatuses,
  entryTerms,
  pastTerms,
  decisionTypes,
  essayInterests,
  campuses,
  majorsMain,
  majorsDowntown,
  majorsOnline,
  businessMajors,
  collegeTypes,
  degrees,
  activityTypes,
  sportPicklist,
};

/**
 * Every option list by name. Each starts with the blank `{ value: '', label: '--' }` and is
 * frozen, as is this object.
 */
export const optionLists: Readonly<Record<string, OptionList>> = Object.freeze({
  ...specified,
  ...replaceable,
});

/**
 * The names of the lists whose options the specification does not show, so a partner knows
 * which defaults to replace. Values some definitions test for must survive a replacement:
 * citizenshipTypes US and INTL, militaryStatuses NONE and VETERAN, campuses MAIN, DOWNTOWN and
 * ONLINE, collegeTypes and degrees OTHER, activityTypes ATHLETICS.
 */
export const PARTNER_REPLACEABLE: ReadonlySet<string> = new Set(Object.keys(replaceable));
