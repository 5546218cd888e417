/**
 * Personal pick-lists. The specification does not show their options (§3: "other coded
 * pick-lists: not shown"), so these are realistic defaults that a partner replaces with the
 * codes of its student information system. Values are short uppercase codes that stay stable
 * when a label is reworded, because stored answers keep the value.
 */
import { optionList } from './list.ts';

/** Legal sex, as on official documents ("Legal Sex" is the field's label in §5). */
export const genders = optionList([
  ['F', 'Female'],
  ['M', 'Male'],
  ['X', 'Another legal sex (X)'],
]);

/** Gender identity; ANOTHER asks for the free-text `gender_identify`. */
export const genderIdentities = optionList([
  ['WOMAN', 'Woman'],
  ['MAN', 'Man'],
  ['NONBINARY', 'Non-binary'],
  ['TRANSWOMAN', 'Transgender woman'],
  ['TRANSMAN', 'Transgender man'],
  ['GENDERQUEER', 'Genderqueer or gender non-conforming'],
  ['ANOTHER', 'Another identity (please specify)'],
  ['NOANSWER', 'Prefer not to answer'],
]);

/** Personal pronouns; ANOTHER asks for the free-text `personal_pronoun_explain`. */
export const pronouns = optionList([
  ['HE', 'He/him/his'],
  ['SHE', 'She/her/hers'],
  ['THEY', 'They/them/theirs'],
  ['ZE', 'Ze/zir/zirs'],
  ['ANOTHER', 'Another set of pronouns (please specify)'],
  ['NOANSWER', 'Prefer not to answer'],
]);

/**
 * Native languages: the languages most spoken at home in the US, coded with their ISO 639-3
 * code in upper case (a published code set, so a partner can map it). Sorted by name, with
 * Other last.
 */
export const languages = optionList([
  ['AMH', 'Amharic'],
  ['ARA', 'Arabic'],
  ['ASE', 'American Sign Language'],
  ['BEN', 'Bengali'],
  ['YUE', 'Chinese (Cantonese)'],
  ['CMN', 'Chinese (Mandarin)'],
  ['ENG', 'English'],
  ['FRA', 'French'],
  ['DEU', 'German'],
  ['ELL', 'Greek'],
  ['GUJ', 'Gujarati'],
  ['HAT', 'Haitian Creole'],
  ['HEB', 'Hebrew'],
  ['HIN', 'Hindi'],
  ['HMN', 'Hmong'],
  ['ITA', 'Italian'],
  ['JPN', 'Japanese'],
  ['KOR', 'Korean'],
  ['NEP', 'Nepali'],
  ['FAS', 'Persian (Farsi)'],
  ['POL', 'Polish'],
  ['POR', 'Portuguese'],
  ['PAN', 'Punjabi'],
  ['RUS', 'Russian'],
  ['SOM', 'Somali'],
  ['SPA', 'Spanish'],
  ['SWA', 'Swahili'],
  ['TGL', 'Tagalog'],
  ['TAM', 'Tamil'],
  ['TEL', 'Telugu'],
  ['TUR', 'Turkish'],
  ['UKR', 'Ukrainian'],
  ['URD', 'Urdu'],
  ['VIE', 'Vietnamese'],
  ['YOR', 'Yoruba'],
  ['OTHER', 'Other'],
]);

/** Religious preference (`religious_pref_1`), sorted by name with the non-answers last. */
export const religions = optionList([
  ['AGNOSTIC', 'Agnostic'],
  ['ATHEIST', 'Atheist'],
  ['BAPTIST', 'Baptist'],
  ['BUDDHIST', 'Buddhist'],
  ['CHRISTIAN', 'Christian (non-denominational)'],
  ['EORTHODOX', 'Eastern Orthodox'],
  ['EPISCOPAL', 'Episcopal'],
  ['HINDU', 'Hindu'],
  ['JEWISH', 'Jewish'],
  ['LDS', 'Latter-day Saints'],
  ['LUTHERAN', 'Lutheran'],
  ['METHODIST', 'Methodist'],
  ['MUSLIM', 'Muslim'],
  ['PENTECOSTAL', 'Pentecostal'],
  ['PRESBYTER', 'Presbyterian'],
  ['QUAKER', 'Quaker (Religious Society of Friends)'],
  ['CATHOLIC', 'Roman Catholic'],
  ['SIKH', 'Sikh'],
  ['UNITARIAN', 'Unitarian Universalist'],
  ['OTHER', 'Other'],
  ['NONE', 'No religious preference'],
  ['NOANSWER', 'Prefer not to answer'],
]);

/**
 * Ethnicity, the first of the two federal questions (race is asked separately with the five
 * `race_*` checkboxes).
 */
export const ethnicities = optionList([
  ['HISPANIC', 'Hispanic or Latino'],
  ['NOTHISPANIC', 'Not Hispanic or Latino'],
]);

/** Name prefixes (parents' `prefix`). */
export const namePrefixes = optionList([
  ['MR', 'Mr.'],
  ['MS', 'Ms.'],
  ['MRS', 'Mrs.'],
  ['MX', 'Mx.'],
  ['DR', 'Dr.'],
  ['REV', 'Rev.'],
]);
