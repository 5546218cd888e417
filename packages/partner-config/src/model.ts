/**
 * The data model: every answer key of `application-form.md` §3 with its type, including the
 * numbered repeats of add-another blocks and the `_desc` companion of every coded pick-list.
 */
import type { AnswerType, DataModel } from '@admissions/form-engine';
import { PARTNER } from './constants.ts';

/** Abbreviation of the partner's name inside some keys (`legacy_attend_esu`). */
const P = PARTNER.keyAbbreviation;

/** How many of each repeated block the form offers (specification §9). */
export const REPEATS = {
  parents: 2,
  legacyRelatives: 3,
  colleges: 4,
  actSittings: 4,
  satSittings: 4,
  honors: 4,
  activities: 8,
} as const;

/** A coded pick-list answer and its `_desc` label companion. */
const coded = (key: string): [string, AnswerType][] => [
  [key, 'string'],
  [`${key}_desc`, 'string'],
];
const text = (...keys: string[]): [string, AnswerType][] => keys.map((k) => [k, 'string']);
const flag = (...keys: string[]): [string, AnswerType][] => keys.map((k) => [k, 'boolean']);
const date = (...keys: string[]): [string, AnswerType][] => keys.map((k) => [k, 'date']);

/**
 * The keys of block n of an add-another block: `college_name` in block 1, `college_2_name` in
 * block 2 (the engine's numbering).
 */
function repeat(
  prefix: string,
  count: number,
  keys: [string, AnswerType][],
): [string, AnswerType][] {
  return Array.from({ length: count }, (_, i) =>
    keys.map(([key, type]): [string, AnswerType] => [
      i === 0 ? key : `${prefix}${i + 1}_${key.slice(prefix.length)}`,
      type,
    ]),
  ).flat();
}

const personal = [
  ...text('first_name', 'middle_name', 'last_name', 'preferred_name', 'previous_name'),
  ...date('birth_date'),
  ...coded('gender'),
  ...coded('gender_iden'),
  ...text('gender_identify'),
  ...coded('personal_pronoun'),
  ...text('personal_pronoun_explain'),
  ...coded('native_language'),
  ...coded('religious_pref_1'),
];

const contact = [
  ...text('address_line_1', 'address_line_2', 'city'),
  ...coded('state'),
  ...text('zip'),
  ...coded('country'),
  ...coded('mailing_addr_same_as_perm_addr'),
  ...text('perm_address_line_1', 'perm_address_line_2', 'perm_city'),
  ...coded('perm_state'),
  ...text('perm_zip'),
  ...coded('perm_country'),
  ...coded('phone_type_1'),
  ...coded('phone_type_2'),
  ...text('phone_home', 'phone_mobile', 'phone_home_intl', 'phone_mobile_intl'),
  ...text('phone_home_alt', 'phone_mobile_alt', 'phone_home_alt_intl', 'phone_mobile_alt_intl'),
  ...flag('optin_sms_ind', 'optin_sms_ind_intl', 'optin_sms_ind_2', 'optin_sms_ind_intl_2'),
];

const citizenship = [
  ...coded('citizenship_type'),
  ...coded('citizenship'),
  ...coded('citizenship_2'),
  ...coded('citizenship_visa_status'),
];

const ethnicity = [
  ...coded('ethnicity'),
  ...flag('race_american_indian', 'race_asian', 'race_black', 'race_native_hawaiian', 'race_white'),
];

const military = [
  ...coded('military_status'),
  ...coded('veteran_status'),
  ...coded('military_branch'),
  ...date('veteran_from_day', 'veteran_to_day'),
  ...coded('military_discharge_status'),
  ...text('military_discharge_status_explain'),
];

/** Degree flags a parent can tick. */
export const PARENT_DEGREES = [
  'associate',
  'bachelor',
  'master',
  'doctorate',
  'professional',
] as const;

const parent = [
  ...coded('parent_relationship'),
  ...coded('parent_prefix'),
  ...text('parent_first_name', 'parent_last_name'),
  ...coded('parent_living'),
  ...text('parent_email_address', 'parent_phone', 'parent_employer', 'parent_occupation'),
  ...coded('parent_live_with'),
  ...text('parent_address_line_1', 'parent_address_line_2', 'parent_city'),
  ...coded('parent_state'),
  ...text('parent_zip'),
  ...coded('parent_country'),
  ...flag(`parent_attend_${P}`),
  ...flag(...PARENT_DEGREES.map((d) => `parent_degree_${d}`)),
  ...text('parent_degree_other'),
  ...text(
    'parent_other_college_ceeb',
    'parent_other_college_name',
    'parent_other_college_address_line_1',
  ),
  ...text('parent_other_college_city'),
  ...coded('parent_other_college_state'),
  ...text('parent_other_college_zip'),
  ...coded('parent_other_college_country'),
  ...coded(`parent_non_${P}_educ_lvl`),
  ...text(`parent_non_${P}_educ_lvl_other`),
];

const family = [...coded('parents_marital_status'), ...flag('family_affiliations')];

const legacy = [
  ...flag(`legacy_attend_${P}`),
  ...coded('legacy_relationship'),
  ...text('legacy_first_name', 'legacy_last_name'),
  ...coded(`legacy_${P}_attend_status`),
];

const application = [
  ...coded('entry_term'),
  ...coded('decision_type'),
  ...coded('essay_interest'),
  ...coded('applied_previously'),
  ...coded('applied_previously_term'),
  ...coded('campus_location'),
  ...text('credits_transfer'),
  ...coded('early_admission'),
  ...coded('applied_major_business'),
  ...coded('applied_major'),
  ...coded('applied_2_major'),
  ...coded('applied_3_major'),
];

const college = [
  ...text('college_ceeb', 'college_name', 'college_address_line_1', 'college_city'),
  ...coded('college_state'),
  ...text('college_zip'),
  ...coded('college_country'),
  ...coded('college_attend_from_month'),
  ...coded('college_attend_from_year'),
  ...coded('college_attend_to_month'),
  ...coded('college_attend_to_year'),
  ...coded('college_type'),
  ...text('college_type_other'),
  ...coded('college_degree'),
  ...text('college_degree_other', 'college_gpa', 'college_credits'),
];

const highSchool = [
  ...text('hs_ceeb', 'hs_name', 'hs_address_line_1', 'hs_city'),
  ...coded('hs_state'),
  ...text('hs_zip'),
  ...coded('hs_country'),
  ...coded('grad_month'),
  ...coded('grad_year'),
];

const documents: [string, AnswerType][] = [
  ['personal_statement_essay', 'string'],
  ['personal_statement_doc', 'file'],
];

const actSitting = [
  ...coded('act_test_month'),
  ...coded('act_test_year'),
  ...text('act_english', 'act_math', 'act_reading', 'act_science', 'act_composite'),
];

const satSitting = [
  ...coded('sat_taken_date'),
  ...text('sat_v1_reading', 'sat_v1_writing', 'sat_v1_math'),
  ...coded('sat_test_month'),
  ...coded('sat_test_year'),
  ...text('sat_math', 'sat_reading_writing'),
];

const tests = [
  ...coded('test_optional'),
  ...coded('act_taken'),
  ...coded('act_plan_month'),
  ...coded('act_plan_year'),
  ...flag('act_unsure'),
  ...repeat('act_', REPEATS.actSittings, actSitting),
  ...coded('sat_taken'),
  ...coded('sat_plan_month'),
  ...coded('sat_plan_year'),
  ...flag('sat_unsure'),
  ...repeat('sat_', REPEATS.satSittings, satSitting),
];

const honor = [...text('honor_name'), ...flag('honor_hs', 'honor_college')];
const activity = [
  ...coded('activity_type'),
  ...coded('activity_sport_picklist'),
  ...text('activity_role', 'activity_description'),
  ...flag('activity_hs', 'activity_college', 'activity_continue'),
];

const final = [
  ...coded('covid_share_info'),
  ...flag('covid_essay', 'legal_agree'),
  ...coded('counselor_waiver_request'),
];

/** Every answer key with its type. */
export const dataModel: DataModel = Object.fromEntries([
  ...personal,
  ...contact,
  ...citizenship,
  ...ethnicity,
  ...military,
  ...repeat('parent_', REPEATS.parents, parent),
  ...family,
  ...repeat('legacy_', REPEATS.legacyRelatives, legacy),
  ...application,
  ...repeat('college_', REPEATS.colleges, college),
  ...coded('ptk_member'),
  ...highSchool,
  ...documents,
  ...tests,
  ...repeat('honor_', REPEATS.honors, honor),
  ...repeat('activity_', REPEATS.activities, activity),
  ...final,
]);
