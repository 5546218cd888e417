/**
 * Citizenship and military pick-lists. Their options are not in the specification; these are
 * realistic defaults a partner replaces, keeping the values the definitions' conditions test
 * for (noted on each list).
 */
import { optionList } from './list.ts';

/**
 * Citizenship type. The section definitions' show/hide conditions test for `US` (U.S. citizen)
 * and `INTL` (international), so a replacement must keep those two values.
 */
export const citizenshipTypes = optionList([
  ['US', 'U.S. citizen or U.S. national'],
  ['DUAL', 'U.S. dual citizen'],
  ['PR', 'U.S. permanent resident'],
  ['REFUGEE', 'Refugee or asylee'],
  ['DACA', 'DACA recipient or undocumented'],
  ['INTL', 'International (citizen of another country)'],
]);

/** The visa an international applicant holds or will hold. */
export const visaStatuses = optionList([
  ['F1', 'F-1 (student)'],
  ['F2', 'F-2 (dependent of an F-1)'],
  ['J1', 'J-1 (exchange visitor)'],
  ['J2', 'J-2 (dependent of a J-1)'],
  ['H1B', 'H-1B (specialty worker)'],
  ['H4', 'H-4 (dependent of an H-1B)'],
  ['L1', 'L-1 (intracompany transferee)'],
  ['L2', 'L-2 (dependent of an L-1)'],
  ['E2', 'E-2 (treaty investor)'],
  ['TPS', 'Temporary Protected Status'],
  ['NONE', 'No visa yet (will apply)'],
  ['OTHER', 'Other'],
]);

/**
 * The applicant's relation to the US military. The section definitions' conditions test for
 * `NONE` (no service) and `VETERAN` (the veteran questions), so a replacement must keep both.
 */
export const militaryStatuses = optionList([
  ['NONE', 'No military service'],
  ['ACTIVE', 'Active duty'],
  ['RESERVE', 'Reserve'],
  ['GUARD', 'National Guard'],
  ['VETERAN', 'Veteran'],
  ['DEPENDENT', 'Spouse or dependent of a service member or veteran'],
]);

/**
 * A veteran's protected status, in the categories of the Vietnam Era Veterans' Readjustment
 * Assistance Act (the categories US employers and colleges report).
 */
export const veteranStatuses = optionList([
  ['DISABLED', 'Disabled veteran'],
  ['RECENT', 'Recently separated veteran (within 3 years)'],
  ['CAMPAIGN', 'Active duty wartime or campaign badge veteran'],
  ['MEDAL', 'Armed Forces service medal veteran'],
  ['OTHER', 'Veteran, none of the above'],
  ['NOANSWER', 'Prefer not to answer'],
]);

/**
 * Branches of the US armed forces, coded with their usual abbreviations, except the Army and
 * Navy: USA would read as the country code and USN is rarely used.
 */
export const militaryBranches = optionList([
  ['ARMY', 'Army'],
  ['NAVY', 'Navy'],
  ['USAF', 'Air Force'],
  ['USMC', 'Marine Corps'],
  ['USCG', 'Coast Guard'],
  ['USSF', 'Space Force'],
  ['ARNG', 'Army National Guard'],
  ['ANG', 'Air National Guard'],
]);
