import { describe, expect, it } from 'vitest';
import { dataModel } from '../src/model.ts';

/** Every answer key that application-form.md §3 spells out. */
const SPEC_KEYS = [
  'first_name',
  'middle_name',
  'last_name',
  'preferred_name',
  'previous_name',
  'birth_date',
  'gender',
  'gender_iden',
  'gender_identify',
  'personal_pronoun',
  'personal_pronoun_explain',
  'native_language',
  'religious_pref_1',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'country',
  'mailing_addr_same_as_perm_addr',
  'perm_address_line_1',
  'perm_address_line_2',
  'perm_city',
  'perm_state',
  'perm_zip',
  'perm_country',
  'phone_type_1',
  'phone_type_2',
  'phone_home',
  'phone_mobile',
  'phone_home_intl',
  'phone_mobile_intl',
  'phone_home_alt',
  'phone_mobile_alt',
  'phone_home_alt_intl',
  'phone_mobile_alt_intl',
  'optin_sms_ind',
  'optin_sms_ind_intl',
  'optin_sms_ind_2',
  'optin_sms_ind_intl_2',
  'citizenship_type',
  'citizenship',
  'citizenship_2',
  'citizenship_visa_status',
  'ethnicity',
  'race_american_indian',
  'race_asian',
  'race_black',
  'race_native_hawaiian',
  'race_white',
  'military_status',
  'veteran_status',
  'military_branch',
  'veteran_from_day',
  'veteran_to_day',
  'military_discharge_status',
  'military_discharge_status_explain',
  'parents_marital_status',
  'family_affiliations',
  'entry_term',
  'decision_type',
  'essay_interest',
  'applied_previously',
  'applied_previously_term',
  'campus_location',
  'credits_transfer',
  'early_admission',
  'applied_major_business',
  'applied_major',
  'applied_2_major',
  'applied_3_major',
  'ptk_member',
  'hs_ceeb',
  'hs_address_line_1',
  'hs_city',
  'hs_state',
  'hs_name',
  'hs_zip',
  'hs_country',
  'grad_month',
  'grad_year',
  'personal_statement_essay',
  'personal_statement_doc',
  'test_optional',
  'act_taken',
  'act_plan_month',
  'act_plan_year',
  'act_unsure',
  'sat_taken',
  'sat_plan_month',
  'sat_plan_year',
  'sat_unsure',
  'covid_share_info',
  'covid_essay',
  'legal_agree',
  'counselor_waiver_request',
];

/** Keys of the numbered blocks, in their first and last numbering. */
const NUMBERED = [
  'parent_relationship',
  'parent_2_relationship',
  'parent_email_address',
  'parent_2_live_with',
  'parent_2_non_esu_educ_lvl_other',
  'legacy_attend_esu',
  'legacy_3_esu_attend_status',
  'legacy_3_relationship',
  'college_ceeb',
  'college_4_name',
  'college_4_gpa',
  'college_4_attend_to_year',
  'act_english',
  'act_4_composite',
  'sat_taken_date',
  'sat_4_v1_writing',
  'sat_4_reading_writing',
  'honor_name',
  'honor_4_college',
  'activity_sport_picklist',
  'activity_8_continue',
];

describe('the data model', () => {
  it('has every key the specification names', () => {
    expect(SPEC_KEYS.filter((key) => !(key in dataModel))).toEqual([]);
    expect(NUMBERED.filter((key) => !(key in dataModel))).toEqual([]);
  });

  it('gives every coded pick-list a _desc companion', () => {
    for (const key of [
      'gender',
      'country',
      'phone_type_1',
      'college_4_state',
      'activity_8_type',
      'counselor_waiver_request',
    ])
      expect(dataModel[`${key}_desc`], key).toBe('string');
  });

  it('types booleans, dates and the document', () => {
    expect(dataModel.legal_agree).toBe('boolean');
    expect(dataModel.race_white).toBe('boolean');
    expect(dataModel.birth_date).toBe('date');
    expect(dataModel.veteran_to_day).toBe('date');
    expect(dataModel.personal_statement_doc).toBe('file');
  });
});
