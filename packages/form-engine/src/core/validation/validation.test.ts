import Ajv2020, { _ } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../conditions/condition-test.ts';
import { applyHideRules } from '../hide-rules/apply-hide-rules.ts';
import { exampleDefinition, exampleModel } from '../../../test/fixtures/example-form.ts';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import type { CompiledForm } from '../compiler/compiled-form.ts';
import { isAnswered, type Answers, type FormState } from '../definition/index.ts';
import { errorLinks } from './error-links.ts';
import { addExtensionKeywords } from './code-keywords.ts';
import { createValidator, type FormValidator } from './validator.ts';

/** Validation runs on 21 November 2026 in these tests. */
const TODAY = new Date('2026-11-21T12:00:00Z');

let form: CompiledForm;
let validator: FormValidator;
beforeAll(async () => {
  form = compileFormOrThrow(exampleDefinition, exampleModel);
  validator = await createValidator(form, { now: () => TODAY });
});

const COMPLETE: Answers = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  birth_date: '2005-12-10',
  gender: 'F',
  country: 'USA',
  address_line_1: '1 Main St',
  city: 'Columbus',
  state: 'Ohio',
  zip: '43210',
  phone_type_1: '1',
  phone_type_2: '2',
  phone_mobile: '(614) 555-0100',
  early_admission: 'N',
  credits_transfer: '24',
  college_name: 'Ohio State University',
  personal_statement_essay: 'Because.',
  counselor_waiver_request: 'Y',
  legal_agree: true,
};

const errorsOf = (answers: Answers, extra: Omit<FormState, 'answers'> = {}) =>
  validator.validate({ answers, ...extra }).errors;

describe('required fields', () => {
  it('say what to do, from the label and the widget (the default catalogue; issue 28 item 9)', () => {
    const errors = errorsOf({});
    expect(errors.first_name).toEqual(['Enter Legal First/Given Name']);
    expect(errors.gender).toEqual(['Select Legal Sex']);
    expect(errors.phone_type_1).toEqual(['Select Preferred Phone']);
    // An instruction as the label is quoted: never "Select search for your school".
    expect(errors.college_name).toEqual([
      'Select an answer to “Search for Your School” (College 1)',
    ]);
  });

  it('treat "", null and a missing key as unanswered', () => {
    for (const empty of ['', null, undefined])
      expect(errorsOf({ first_name: empty }).first_name).toEqual(['Enter Legal First/Given Name']);
    expect(errorsOf({ first_name: 'Ada' }).first_name).toBeUndefined();
  });

  it('are never required while hidden', () => {
    // perm_address_line_1 shows only when mailing differs (N).
    expect(errorsOf({ mailing_addr_same_as_perm_addr: 'Y' }).perm_address_line_1).toBeUndefined();
    expect(errorsOf({ mailing_addr_same_as_perm_addr: 'N' }).perm_address_line_1).toEqual([
      'Enter Permanent Address Line 1',
    ]);
  });

  it('follow required-when rules', () => {
    expect(errorsOf({}).phone_type_2).toBeUndefined();
    expect(errorsOf({ phone_type_1: '1' }).phone_type_2).toEqual(['Select Alternate Phone']);
    expect(errorsOf({ early_admission: 'Y' }).applied_major_business).toEqual([
      'Select Business Major',
    ]);
    expect(errorsOf({ early_admission: 'N' }).applied_major_business).toBeUndefined();
  });

  it('state is required for USA and CAN only', () => {
    expect(errorsOf({ country: 'USA' }).state).toEqual(['Select State/Province']);
    expect(errorsOf({ country: 'CAN' }).state).toEqual(['Select State/Province']);
    expect(errorsOf({ country: 'UK' }).state).toBeUndefined();
  });

  it('fields of a block that is not shown are not required', () => {
    expect(errorsOf({}).college_2_name).toBeUndefined();
    expect(errorsOf({}, { addAnother: { colleges: 2 } }).college_2_name).toEqual([
      'Select an answer to “Search for Your School” (College 2)',
    ]);
  });

  it('fields of the tab not chosen are not required', () => {
    expect(errorsOf({}).personal_statement_essay).toEqual(['Enter Personal Statement']);
    expect(errorsOf({}).personal_statement_doc).toBeUndefined();
    const onDocument = errorsOf({}, { tabs: { personal_statement: 'document' } });
    expect(onDocument.personal_statement_essay).toBeUndefined();
    expect(onDocument.personal_statement_doc).toEqual(['Upload Personal Statement Document']);
  });
});

describe('value rules', () => {
  it('ZIP of at least 5 characters for USA', () => {
    expect(errorsOf({ country: 'USA', zip: '1234' }).zip).toEqual([
      'ZIP/Postal Code must be 5 characters or more',
    ]);
    expect(errorsOf({ country: 'USA', zip: '12345' }).zip).toBeUndefined();
    expect(errorsOf({ country: 'UK', zip: '12' }).zip).toBeUndefined();
    expect(errorsOf({ country: 'USA' }).zip).toEqual(['Enter ZIP/Postal Code']);
  });

  it('US phone pattern (ddd) ddd-dddd with area code and exchange starting 2-9', () => {
    const mobile = (phone_mobile: string) =>
      errorsOf({ phone_type_1: '2', phone_mobile }).phone_mobile;
    const message = 'Enter Mobile Phone in the correct format, like (202) 555-0143';
    expect(mobile('(212) 555-0100')).toBeUndefined();
    expect(mobile('(112) 555-0100')).toEqual([message]);
    expect(mobile('(212) 155-0100')).toEqual([message]);
    expect(mobile('212-555-0100')).toEqual([message]);
  });

  it('SMS opt-in needs a valid mobile number, messages collected without duplicates', () => {
    const errors = errorsOf({
      phone_type_1: '2',
      phone_mobile: '(000) 000-0000',
      optin_sms_ind: true,
    });
    expect(errors.phone_mobile).toEqual([
      'Enter Mobile Phone in the correct format, like (202) 555-0143',
      'A valid mobile number is required to receive text updates.',
    ]);
  });

  it('international numbers are only required', () => {
    expect(errorsOf({ phone_type_1: '5' }).phone_mobile_intl).toEqual([
      'Enter International Mobile Phone',
    ]);
    expect(
      errorsOf({ phone_type_1: '5', phone_mobile_intl: '+44 20 7946 0000' }).phone_mobile_intl,
    ).toBeUndefined();
  });

  it('digits only', () => {
    expect(errorsOf({ credits_transfer: '12a' }).credits_transfer).toEqual([
      'Credits to transfer must only include digits 0 to 9',
    ]);
    expect(errorsOf({ credits_transfer: '30' }).credits_transfer).toBeUndefined();
  });

  it('e-mail pattern and phone only while the parent is living, with numbered messages', () => {
    const bad = {
      parent_email_address: 'nope',
      parent_phone: '123',
      parent_2_email_address: 'nope',
    };
    expect(errorsOf({ ...bad, parent_living: 'N' }).parent_email_address).toBeUndefined();
    const living = errorsOf(
      { ...bad, parent_living: 'Y', parent_2_living: 'Y' },
      { addAnother: { parents: 2 } },
    );
    expect(living.parent_email_address).toEqual([
      'Parent/Guardian 1: Please provide a valid email address.',
    ]);
    expect(living.parent_phone).toEqual([
      'Parent/Guardian 1: Please provide a valid phone number.',
    ]);
    expect(living.parent_2_email_address).toEqual([
      'Parent/Guardian 2: Please provide a valid email address.',
    ]);
    expect(
      errorsOf({ parent_living: 'Y', parent_email_address: 'ada@example.edu' })
        .parent_email_address,
    ).toBeUndefined();
  });

  it('integers in a range: ACT 1 to 36, only when the scores apply', () => {
    const act = (act_english: string) =>
      errorsOf({ test_optional: 'Y', act_taken: 'Y', act_english }).act_english;
    expect(act('36')).toBeUndefined();
    expect(act('1')).toBeUndefined();
    for (const bad of ['0', '37', '3.', 'ab', '05'])
      expect(act(bad)).toEqual([
        'ACT sitting 1: the English score must be a whole number from 1 to 36.',
      ]);
    expect(
      errorsOf({ test_optional: 'N', act_taken: 'Y', act_english: '99' }).act_english,
    ).toBeUndefined();
  });

  it('steps: SAT 200 to 800 by 10, per format P (older) and I (newer)', () => {
    const sat = (answers: Answers) => errorsOf({ test_optional: 'Y', ...answers });
    expect(sat({ sat_taken_date: 'P', sat_v1_reading: '650' }).sat_v1_reading).toBeUndefined();
    for (const bad of ['655', '190', '810'])
      expect(sat({ sat_taken_date: 'P', sat_v1_reading: bad }).sat_v1_reading).toEqual([
        'SAT sitting 1: Critical Reading must be from 200 to 800 in steps of 10.',
      ]);
    expect(sat({ sat_taken_date: 'I', sat_math: '805' }).sat_math).toEqual([
      'SAT sitting 1: Math must be from 200 to 800 in steps of 10.',
    ]);
    // The older-format score is hidden (and so not checked) for the newer format.
    expect(sat({ sat_taken_date: 'I', sat_v1_reading: '655' }).sat_v1_reading).toBeUndefined();
  });

  it('a boolean that must be true', () => {
    const message = 'Select “I certify that the information I submitted is complete and correct.”';
    expect(errorsOf({ legal_agree: false }).legal_agree).toEqual([message]);
    expect(errorsOf({}).legal_agree).toEqual([message]);
    expect(errorsOf({ legal_agree: true }).legal_agree).toBeUndefined();
  });

  it('discharge status Y requires the explanation', () => {
    expect(errorsOf({ military_discharge_status: 'Y' }).military_discharge_status_explain).toEqual([
      'Enter your answer to “Please explain”',
    ]);
    expect(
      errorsOf({ military_discharge_status: 'N' }).military_discharge_status_explain,
    ).toBeUndefined();
  });

  it('only offered options', () => {
    expect(errorsOf({ gender: 'Q' }).gender).toEqual(['Select Legal Sex from the list']);
  });

  it("a conditional dropdown's value must be in the list its controller chose", () => {
    const major = (campus: string, value: string) =>
      errorsOf({ ...COMPLETE, campus_location: campus, applied_major: value }).applied_major;
    expect(major('MAIN', 'BIO')).toBeUndefined();
    // Stale from another campus's list (or forged): refused, as the widget would never offer it.
    expect(major('MAIN', 'NOPE')).toEqual(['Select Intended Major from the list']);
    // A campus with no majors hides the field: nothing to check (hide rules clear the value).
    expect(major('ONLINE', 'BIO')).toBeUndefined();
  });
});

describe('dates', () => {
  it('at least 13 years old', () => {
    expect(errorsOf({ birth_date: '2013-11-21' }).birth_date).toBeUndefined();
    expect(errorsOf({ birth_date: '2013-11-22' }).birth_date).toEqual([
      'You must be 13 years or older to apply',
    ]);
  });

  it('birth year no more than 100 years back', () => {
    expect(errorsOf({ birth_date: '1926-01-01' }).birth_date).toBeUndefined();
    expect(errorsOf({ birth_date: '1925-12-31' }).birth_date).toEqual([
      'This date is not supported. Please contact help support for assistance.',
    ]);
  });

  it('veteran years: from 74 years back to this year, or four years ahead for the end', () => {
    expect(
      errorsOf({ veteran_from_day: '1952-01-01', veteran_to_day: '2030-12-31' }),
    ).not.toHaveProperty('veteran_from_day');
    expect(errorsOf({ veteran_from_day: '1951-12-31' }).veteran_from_day).toEqual([
      'Service start must be in 1952 or later',
    ]);
    expect(errorsOf({ veteran_from_day: '2027-01-01' }).veteran_from_day).toEqual([
      'Service start must be in 2026 or earlier',
    ]);
    expect(errorsOf({ veteran_to_day: '2031-01-01' }).veteran_to_day).toEqual([
      'Service end must be in 2030 or earlier',
    ]);
    expect(errorsOf({ veteran_to_day: '1951-06-30' }).veteran_to_day).toEqual([
      'Service end must be in 1952 or later',
    ]);
  });

  it('an impossible date is reported as such', () => {
    expect(errorsOf({ veteran_from_day: '2020-02-30' }).veteran_from_day).toEqual([
      'Service start must be a real date',
    ]);
  });
});

describe('results', () => {
  it('is valid for a complete application', () => {
    expect(validator.validate({ answers: COMPLETE })).toEqual({ valid: true, errors: {} });
  });

  it('rejects keys outside the form and values of the wrong type', () => {
    const errors = errorsOf({ first_name: 42, hacker: 'x', legal_agree: 'yes' });
    expect(errors.first_name).toContain('Legal First/Given Name has a value of the wrong type');
    expect(errors.hacker).toEqual(['"hacker" is not a question of this form.']);
    expect(errors.legal_agree).toContain(
      'Your answer to “I certify that the information I submitted is complete and correct.” has a value of the wrong type',
    );
  });

  it('validates one page with that page’s rules only', () => {
    const { errors } = validator.validatePage('final-steps', { answers: {} });
    expect(Object.keys(errors).sort()).toEqual(['counselor_waiver_request', 'legal_agree']);
  });

  it('links each error to /{page}#{key}', () => {
    const links = errorLinks(form, errorsOf({ country: 'USA' }));
    expect(links[0]).toEqual({
      key: 'first_name',
      messages: ['Enter Legal First/Given Name'],
      href: '/about#first_name',
    });
    expect(links.find((l) => l.key === 'college_name')?.href).toBe('/education#college_name');
    expect(errorLinks(form, { '': ['Something else'] })).toEqual([
      { key: '', messages: ['Something else'], href: undefined },
    ]);
  });

  it('exports a schema any draft 2020-12 validator (with the x- keywords) agrees with', () => {
    const exported = JSON.parse(JSON.stringify(validator.schema)) as object;
    const other = new Ajv2020({ allErrors: true, strict: false, passContext: true });
    addFormats(other);
    addExtensionKeywords(other, _);
    const check = other.compile(exported);
    const context = { now: () => TODAY };
    const states: FormState[] = [
      { answers: {} },
      { answers: COMPLETE },
      { answers: { ...COMPLETE, zip: '1' } },
      { answers: { country: 'USA', zip: '12', birth_date: '2020-01-01' } },
      {
        answers: { legal_agree: true, first_name: 'Ada' },
        tabs: { personal_statement: 'document' },
      },
    ];
    for (const state of states)
      expect(check.call(context, state)).toBe(validator.validate(state).valid);
    expect(check.call(context, { answers: {} })).toBe(validator.validate({ answers: {} }).valid);
  });
});

describe('validation mirrors visibility', () => {
  const value = fc.constantFrom('', 'Y', 'N', 'USA', 'UK', '1', '2', '5', 'P', 'I', 'MAIN', 'x');
  const keys = [
    'country',
    'mailing_addr_same_as_perm_addr',
    'phone_type_1',
    'phone_type_2',
    'military_discharge_status',
    'test_optional',
    'act_taken',
    'sat_taken_date',
    'early_admission',
    'campus_location',
    'parent_living',
  ];
  const states = fc.record({
    answers: fc.dictionary(fc.constantFrom(...keys), value),
    addAnother: fc.record({
      colleges: fc.integer({ min: 1, max: 4 }),
      parents: fc.integer({ min: 1, max: 2 }),
    }),
    tabs: fc.record({ personal_statement: fc.constantFrom('essay', 'document') }),
  });

  it('reports no hidden field, and every visible unanswered required one', () => {
    fc.assert(
      fc.property(states, (raw) => {
        const state = { ...raw, answers: applyHideRules(form, raw).answers };
        const { errors } = validator.validate(state);
        const scope = scopeOf(state);
        for (const key of Object.keys(errors))
          expect(form.fields.get(key)?.isVisible(scope), key).toBe(true);
        for (const field of form.fields.values()) {
          const required = field.rules.some((r) => r.rule.rule === 'required' && !r.when);
          if (required && field.isVisible(scope) && !isAnswered(state.answers[field.key]))
            expect(errors[field.key], field.key).toContain(
              field.rules.find((r) => r.rule.rule === 'required')!.message,
            );
        }
      }),
      { numRuns: 300 },
    );
  });
});
