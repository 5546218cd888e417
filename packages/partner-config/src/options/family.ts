/**
 * Parent, guardian and legacy-relative pick-lists. Their options are not in the specification;
 * these are realistic defaults a partner replaces (see `PARTNER_REPLACEABLE`).
 */
import { optionList } from './list.ts';

/** How a parent or guardian is related to the applicant. */
export const parentRelationships = optionList([
  ['MOTHER', 'Mother'],
  ['FATHER', 'Father'],
  ['PARENT', 'Parent'],
  ['STEPMOTHER', 'Stepmother'],
  ['STEPFATHER', 'Stepfather'],
  ['STEPPARENT', 'Stepparent'],
  ['GUARDIAN', 'Legal guardian'],
  ['GRANDPARENT', 'Grandparent'],
  ['FOSTER', 'Foster parent'],
  ['OTHER', 'Other'],
]);

/** The parents' marital status (`parents_marital_status`). */
export const maritalStatuses = optionList([
  ['MARRIED', 'Married'],
  ['PARTNERS', 'Civil union or domestic partners'],
  ['SEPARATED', 'Separated'],
  ['DIVORCED', 'Divorced'],
  ['NEVERMARRIED', 'Never married'],
  ['WIDOWED', 'Widowed'],
  ['OTHER', 'Other'],
]);

/**
 * A parent's highest education outside the partner university (`parent_non_{abbr}_educ_lvl`);
 * OTHER asks for its `_other` companion.
 */
export const educationLevels = optionList([
  ['SOMEHS', 'Some high school'],
  ['HS', 'High school diploma or equivalent'],
  ['SOMECOLLEGE', 'Some college, no degree'],
  ['ASSOCIATE', "Associate's degree"],
  ['BACHELOR', "Bachelor's degree"],
  ['MASTER', "Master's degree"],
  ['DOCTORATE', 'Doctoral degree'],
  ['PROFESSIONAL', 'Professional degree (JD, MD, ...)'],
  ['OTHER', 'Other'],
  ['UNKNOWN', 'Unknown'],
]);

/**
 * How a legacy relative is related to the applicant. Parents are not listed: they have their own
 * attended-the-partner flag in the parent block.
 */
export const legacyRelationships = optionList([
  ['SIBLING', 'Brother or sister'],
  ['STEPSIBLING', 'Stepbrother or stepsister'],
  ['GRANDPARENT', 'Grandparent'],
  ['AUNTUNCLE', 'Aunt or uncle'],
  ['COUSIN', 'Cousin'],
  ['SPOUSE', 'Spouse or partner'],
  ['OTHER', 'Other relative'],
]);

/** A legacy relative's connection to the partner university. */
export const legacyAttendStatuses = optionList([
  ['GRADUATE', 'Graduated'],
  ['ATTENDED', 'Attended, did not graduate'],
  ['CURRENT', 'Currently enrolled'],
  ['EMPLOYEE', 'Faculty or staff member'],
]);
