/**
 * The rules of application-form.md §5, driven through the real partner definitions, each with
 * its exact message. Validation runs on a fixed day, 21 November 2026.
 */
import {
  applyHideRules,
  createValidator,
  type Answers,
  type FormState,
  type FormValidator,
} from '@admissions/form-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledVariant, type VariantName } from '../src/definitions.ts';

const TODAY = new Date('2026-11-21T12:00:00Z');

describe.each(['undergraduate', 'transfer'] as VariantName[])('%s rules', (name) => {
  const form = compiledVariant(name);
  let validator: FormValidator;
  beforeAll(async () => {
    validator = await createValidator(form, { now: () => TODAY });
  });
  /** Errors for answers as the store would hold them (hidden answers cleared first). */
  const errorsOf = (answers: Answers, layout: Omit<FormState, 'answers'> = {}) => {
    const state = { ...layout, answers };
    return validator.validate({ ...state, answers: applyHideRules(form, state).answers }).errors;
  };
  const label = (key: string) => form.fields.get(key)!.label;

  it('requires the specification’s fields, with their labels as messages', () => {
    const errors = errorsOf({});
    for (const key of [
      'first_name',
      'last_name',
      'birth_date',
      'gender',
      'address_line_1',
      'city',
      'country',
      'phone_type_1',
      'citizenship_type',
      'entry_term',
      'essay_interest',
      'applied_previously',
      'credits_transfer',
      'early_admission',
      'college_name',
      'counselor_waiver_request',
    ])
      expect(errors[key], key).toEqual([label(key)]);
    expect(errors.first_name).toEqual(['Legal First/Given Name']);
    expect(errors.college_name).toEqual(['Search for Your School']);
  });

  it('credits_transfer takes digits only', () => {
    expect(errorsOf({ credits_transfer: '12a' }).credits_transfer).toEqual([
      `${label('credits_transfer')} must contain digits only.`,
    ]);
    expect(errorsOf({ credits_transfer: '12' }).credits_transfer).toBeUndefined();
  });

  it('state is required for USA and CAN', () => {
    expect(errorsOf({ country: 'USA' }).state).toEqual([label('state')]);
    expect(errorsOf({ country: 'CAN' }).state).toEqual([label('state')]);
    expect(errorsOf({ country: 'UK' }).state).toBeUndefined();
  });

  it('ZIP of at least 5 for USA', () => {
    expect(errorsOf({ country: 'USA', zip: '4321' }).zip).toEqual([
      'ZIP/Postal Code must be at least 5 characters.',
    ]);
    expect(errorsOf({ country: 'USA' }).zip).toEqual([label('zip')]);
    expect(errorsOf({ country: 'USA', zip: '43210' }).zip).toBeUndefined();
    expect(errorsOf({ country: 'UK', zip: 'SW1' }).zip).toBeUndefined();
  });

  it('the permanent address is required when the mailing address differs', () => {
    const differs = errorsOf({
      mailing_addr_same_as_perm_addr: 'N',
      perm_country: 'USA',
      perm_zip: '123',
    });
    for (const key of ['perm_address_line_1', 'perm_city', 'perm_state'])
      expect(differs[key], key).toEqual([label(key)]);
    expect(differs.perm_zip).toEqual(['ZIP/Postal Code must be at least 5 characters.']);
    const same = errorsOf({ mailing_addr_same_as_perm_addr: 'Y' });
    for (const key of [
      'perm_address_line_1',
      'perm_city',
      'perm_country',
      'perm_state',
      'perm_zip',
    ])
      expect(same[key], key).toBeUndefined();
  });

  it('phone_type_2 once phone_type_1 is set', () => {
    expect(errorsOf({}).phone_type_2).toBeUndefined();
    expect(errorsOf({ phone_type_1: '1' }).phone_type_2).toEqual([label('phone_type_2')]);
  });

  it('a number for each chosen phone type; US numbers need (ddd) ddd-dddd', () => {
    const primary: Record<string, string> = {
      '1': 'phone_home',
      '2': 'phone_mobile',
      '4': 'phone_home_intl',
      '5': 'phone_mobile_intl',
    };
    const alternate: Record<string, string> = {
      '1': 'phone_home_alt',
      '2': 'phone_mobile_alt',
      '4': 'phone_home_alt_intl',
      '5': 'phone_mobile_alt_intl',
    };
    for (const type of ['1', '2', '4', '5']) {
      const errors = errorsOf({ phone_type_1: type, phone_type_2: type });
      expect(errors[primary[type]!], primary[type]).toEqual([label(primary[type]!)]);
      expect(errors[alternate[type]!], alternate[type]).toEqual([label(alternate[type]!)]);
    }
    expect(errorsOf({ phone_type_1: '1', phone_home: '(123) 555-0100' }).phone_home).toEqual([
      label('phone_home'),
    ]);
    expect(
      errorsOf({ phone_type_1: '1', phone_home: '(614) 555-0100' }).phone_home,
    ).toBeUndefined();
    // International numbers are only required, with no pattern.
    expect(
      errorsOf({ phone_type_1: '4', phone_home_intl: '+44 20 7946 0000' }).phone_home_intl,
    ).toBeUndefined();
  });

  it('an SMS opt-in needs a valid mobile number', () => {
    const message = 'Please provide a valid mobile number to receive text updates.';
    expect(
      errorsOf({ phone_type_1: '2', phone_mobile: '(000) 000-0000', optin_sms_ind: true })
        .phone_mobile,
    ).toContain(message);
    expect(
      errorsOf({
        phone_type_1: '2',
        phone_type_2: '2',
        phone_mobile_alt: '12',
        optin_sms_ind_2: true,
      }).phone_mobile_alt,
    ).toContain(message);
    expect(errorsOf({ phone_type_1: '5', optin_sms_ind_intl: true }).phone_mobile_intl).toContain(
      message,
    );
    expect(
      errorsOf({ phone_type_1: '2', phone_mobile: '(614) 555-0100', optin_sms_ind: true })
        .phone_mobile,
    ).toBeUndefined();
  });

  it('parent e-mail and phone are checked only while the parent is living', () => {
    const bad = { parent_email_address: 'not-an-address', parent_phone: '555' };
    const living = errorsOf({ ...bad, parent_living: 'Y' });
    expect(living.parent_email_address).toEqual([
      'Parent/Guardian 1: Please provide a valid email address.',
    ]);
    expect(living.parent_phone).toEqual([
      'Parent/Guardian 1: Please provide a valid phone number.',
    ]);
    const second = errorsOf(
      { parent_2_living: 'Y', parent_2_email_address: 'x' },
      { addAnother: { parents: 2 } },
    );
    expect(second.parent_2_email_address).toEqual([
      'Parent/Guardian 2: Please provide a valid email address.',
    ]);
    const deceased = errorsOf({ ...bad, parent_living: 'N' });
    expect(deceased.parent_email_address).toBeUndefined();
    expect(deceased.parent_phone).toBeUndefined();
  });

  it('the parent address is required when live_with is 2', () => {
    const apart = errorsOf({ parent_living: 'Y', parent_live_with: '2', parent_country: 'USA' });
    // The messages name the parent, so the error summary says which one is meant.
    for (const key of ['parent_address_line_1', 'parent_city', 'parent_state', 'parent_zip'])
      expect(apart[key], key).toEqual([`Parent/Guardian 1: ${label(key)}`]);
    expect(errorsOf({ parent_living: 'Y', parent_live_with: '2' }).parent_country).toEqual([
      `Parent/Guardian 1: ${label('parent_country')}`,
    ]);
    const together = errorsOf({ parent_living: 'Y', parent_live_with: '1' });
    for (const key of ['parent_address_line_1', 'parent_city', 'parent_country'])
      expect(together[key], key).toBeUndefined();
  });

  it('a discharge other than honorable needs an explanation', () => {
    const key = 'military_discharge_status_explain';
    const base = { military_status: 'VETERAN' };
    expect(errorsOf({ ...base, military_discharge_status: 'Y' })[key]).toEqual([label(key)]);
    expect(errorsOf({ ...base, military_discharge_status: 'N' })[key]).toBeUndefined();
  });

  it('early admission Y needs the business major, N the major', () => {
    expect(errorsOf({ early_admission: 'Y' }).applied_major_business).toEqual([
      label('applied_major_business'),
    ]);
    expect(errorsOf({ early_admission: 'N' }).applied_major_business).toBeUndefined();
    const major = errorsOf({ early_admission: 'N', campus_location: 'MAIN' }).applied_major;
    expect(major).toEqual([label('applied_major')]);
    expect(
      errorsOf({ early_admission: 'Y', campus_location: 'MAIN' }).applied_major,
    ).toBeUndefined();
  });

  it('early admission N cannot go without a major, whatever the order of answers (issue 14)', () => {
    // The major is shown only once a campus is chosen, so the campus is required with N.
    expect(errorsOf({ early_admission: 'N' }).campus_location).toEqual([label('campus_location')]);
    expect(errorsOf({ early_admission: 'Y' }).campus_location).toBeUndefined();
    expect(errorsOf({}).campus_location).toBeUndefined();
    for (const answers of [
      { early_admission: 'N' },
      { early_admission: 'N', campus_location: 'ONLINE' },
      { campus_location: 'DOWNTOWN', early_admission: 'N' },
    ]) {
      const errors = errorsOf(answers);
      expect(
        Boolean(errors.campus_location) || Boolean(errors.applied_major),
        JSON.stringify(answers),
      ).toBe(true);
    }
    const done = errorsOf({ early_admission: 'N', campus_location: 'MAIN', applied_major: 'MECE' });
    expect(done.campus_location).toBeUndefined();
    expect(done.applied_major).toBeUndefined();
  });

  it('ACT scores are whole numbers from 1 to 36 when taken', () => {
    const taken = { test_optional: 'Y', act_taken: 'Y' };
    expect(errorsOf({ ...taken, act_english: '37' }).act_english).toEqual([
      'ACT sitting 1: English must be a whole number from 1 to 36.',
    ]);
    expect(errorsOf({ ...taken, act_composite: '0' }).act_composite).toEqual([
      'ACT sitting 1: Composite must be a whole number from 1 to 36.',
    ]);
    expect(errorsOf({ ...taken, act_2_math: '40' }, { addAnother: { act: 2 } }).act_2_math).toEqual(
      ['ACT sitting 2: Math must be a whole number from 1 to 36.'],
    );
    expect(errorsOf({ ...taken, act_english: '36' }).act_english).toBeUndefined();
    expect(
      errorsOf({ test_optional: 'N', act_taken: 'Y', act_english: '37' }).act_english,
    ).toBeUndefined();
  });

  it('SAT scores run from 200 to 800 in steps of 10, per format P and I', () => {
    const optional = { test_optional: 'Y', sat_taken: 'Y' };
    expect(
      errorsOf({ ...optional, sat_taken_date: 'P', sat_v1_reading: '655' }).sat_v1_reading,
    ).toEqual(['SAT sitting 1: Critical Reading must be from 200 to 800 in steps of 10.']);
    expect(errorsOf({ ...optional, sat_taken_date: 'I', sat_math: '810' }).sat_math).toEqual([
      'SAT sitting 1: Math must be from 200 to 800 in steps of 10.',
    ]);
    expect(
      errorsOf({ ...optional, sat_taken_date: 'I', sat_math: '650' }).sat_math,
    ).toBeUndefined();
    // An older-format score does not apply to a newer-format sitting (it is hidden and cleared).
    expect(
      errorsOf({ ...optional, sat_taken_date: 'I', sat_v1_reading: '655' }).sat_v1_reading,
    ).toBeUndefined();
  });

  it('birth date: at least 13 years old, at most 100 years back', () => {
    expect(errorsOf({ birth_date: '2013-11-22' }).birth_date).toEqual([
      'You must be 13 years or older to apply',
    ]);
    expect(errorsOf({ birth_date: '2013-11-21' }).birth_date).toBeUndefined();
    expect(errorsOf({ birth_date: '1925-12-31' }).birth_date).toEqual([
      'This date is not supported. Please contact help support for assistance.',
    ]);
  });

  it('veteran dates: from 74 years back to this year, or four years ahead for the end', () => {
    const veteran = { military_status: 'VETERAN' };
    expect(errorsOf({ ...veteran, veteran_from_day: '1951-01-01' }).veteran_from_day).toEqual([
      'The earliest supported year is 1952.',
    ]);
    expect(errorsOf({ ...veteran, veteran_from_day: '2027-01-01' }).veteran_from_day).toEqual([
      'The latest supported year is 2026.',
    ]);
    expect(errorsOf({ ...veteran, veteran_to_day: '2031-01-01' }).veteran_to_day).toEqual([
      'The latest supported year is 2030.',
    ]);
    expect(errorsOf({ ...veteran, veteran_to_day: '2030-06-30' }).veteran_to_day).toBeUndefined();
  });

  it('legal_agree must be true', () => {
    expect(errorsOf({ legal_agree: false }).legal_agree).toEqual([label('legal_agree')]);
    expect(errorsOf({ legal_agree: true }).legal_agree).toBeUndefined();
  });
});
