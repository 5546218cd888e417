/**
 * Lists whose values the specification or its validation rules depend on, so a partner must keep
 * the values even when rewording the labels.
 */
import { optionList } from './list.ts';

/** Yes/No answers: the specification fixes the values Y and N (§3 "Other records", §9). */
export const yesNo = optionList([
  ['Y', 'Yes'],
  ['N', 'No'],
]);

/**
 * Phone types. The codes 1, 2, 4 and 5 are fixed by §9 (3 is not used). 4 and 5 are the
 * international variants of 1 and 2: they ask for the `_intl` numbers, which have no US pattern.
 */
export const phoneTypes = optionList([
  ['1', 'Home'],
  ['2', 'Mobile'],
  ['4', 'International Home'],
  ['5', 'International Mobile'],
]);

/**
 * Whether a parent lives with the applicant. The rule "if live_with is 2, address, city and
 * country are required" (§5 Parents) relies on "2" meaning a different address.
 */
export const liveWith = optionList([
  ['1', 'Lives with me'],
  ['2', 'Lives at a different address'],
]);

/**
 * When an SAT sitting was taken. The score rules (§5 Tests) check the older section scores when
 * the value is P and the newer ones when it is I.
 */
export const satFormats = optionList([
  ['P', 'Before March 2016 (older format)'],
  ['I', 'March 2016 or later (newer format)'],
]);
