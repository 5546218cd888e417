/**
 * Logged-in students for application tests, created directly in the database (the account
 * routes are tested on their own): a confirmed student, one login and a session row.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { randomToken, sha256 } from '../src/security.ts';
import { SESSION_COOKIE } from '../src/sessions.ts';

export interface TestStudent {
  readonly id: string;
  readonly username: string;
  /** The Cookie header of the student's session. */
  readonly cookie: string;
}

/** Inserts a confirmed student with one login and a live session. */
export async function createLoggedInStudent(
  db: Pick<Database, 'query'>,
  username = `student-${randomBytes(4).toString('hex')}@example.com`,
): Promise<TestStudent> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, 'not-a-hash', now())
     RETURNING id`,
    [username],
  );
  const id = String(row!.id);
  await db.query('INSERT INTO logins (student_id) VALUES ($1)', [id]);
  const token = randomToken();
  await db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
    sha256(token),
    id,
  ]);
  return { id, username, cookie: `${SESSION_COOKIE}=${token}` };
}

/** An injected JSON call as a student. */
export function callAs(
  app: FastifyInstance,
  student: TestStudent | undefined,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: student ? { cookie: student.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/**
 * A complete, valid undergraduate application (the one of `stories/partner.ts`), checked by the
 * validator: it submits.
 */
export const completeApplication = {
  addAnother: { parents: 2, legacy: 1, colleges: 1, act: 1, sat: 1, honors: 1, activities: 1 },
  tabs: { personal_statement: 'essay' },
  answers: {
    first_name: 'Ada',
    middle_name: 'Grace',
    last_name: 'Lovelace',
    preferred_name: 'Addie',
    birth_date: '2008-04-17',
    gender: 'F',
    gender_desc: 'Female',
    gender_iden: 'WOMAN',
    gender_iden_desc: 'Woman',
    personal_pronoun: 'SHE',
    personal_pronoun_desc: 'She/her/hers',
    native_language: 'ENG',
    native_language_desc: 'English',
    country: 'USA',
    country_desc: 'United States',
    address_line_1: '100 Main Street',
    city: 'Columbus',
    state: 'Ohio',
    state_desc: 'Ohio',
    zip: '43215',
    mailing_addr_same_as_perm_addr: 'Y',
    mailing_addr_same_as_perm_addr_desc: 'Yes',
    phone_type_1: '2',
    phone_type_1_desc: 'Mobile',
    phone_mobile: '(614) 555-0123',
    optin_sms_ind: true,
    phone_type_2: '1',
    phone_type_2_desc: 'Home',
    phone_home_alt: '(614) 555-0140',
    citizenship_type: 'US',
    citizenship_type_desc: 'U.S. citizen or U.S. national',
    ethnicity: 'NOTHISPANIC',
    ethnicity_desc: 'Not Hispanic or Latino',
    race_white: true,
    military_status: 'NONE',
    military_status_desc: 'No military service',
    parents_marital_status: 'MARRIED',
    parents_marital_status_desc: 'Married',
    parent_relationship: 'MOTHER',
    parent_relationship_desc: 'Mother',
    parent_first_name: 'Maria',
    parent_last_name: 'Lovelace',
    parent_living: 'Y',
    parent_living_desc: 'Yes',
    parent_email_address: 'maria.lovelace@example.com',
    parent_phone: '(614) 555-0188',
    parent_live_with: '1',
    parent_live_with_desc: 'Lives with me',
    parent_non_esu_educ_lvl: 'BACHELOR',
    parent_non_esu_educ_lvl_desc: "Bachelor's degree",
    parent_degree_bachelor: true,
    parent_2_relationship: 'FATHER',
    parent_2_relationship_desc: 'Father',
    parent_2_first_name: 'James',
    parent_2_last_name: 'Lovelace',
    parent_2_living: 'N',
    parent_2_living_desc: 'No',
    entry_term: 'FA2027',
    entry_term_desc: 'Fall 2027',
    decision_type: 'EA',
    decision_type_desc: 'Early Action',
    essay_interest: 'GROWTH',
    essay_interest_desc: 'An accomplishment or event that sparked personal growth',
    applied_previously: 'N',
    applied_previously_desc: 'No',
    credits_transfer: '12',
    campus_location: 'MAIN',
    campus_location_desc: 'Main Campus',
    early_admission: 'N',
    early_admission_desc: 'No',
    applied_major: 'MECE',
    applied_major_desc: 'Mechanical Engineering',
    college_name: 'Lakeview Community College',
    college_ceeb: '1148',
    college_address_line_1: '550 Cleveland Avenue',
    college_city: 'Columbus',
    college_state: 'Ohio',
    college_state_desc: 'Ohio',
    college_zip: '43215',
    college_country: 'USA',
    college_country_desc: 'United States',
    college_type: 'COMMUNITY',
    college_type_desc: 'Community or junior college',
    ptk_member: 'N',
    ptk_member_desc: 'No',
    hs_name: 'Central High School',
    hs_ceeb: '361234',
    hs_address_line_1: '75 School Street',
    hs_city: 'Columbus',
    hs_state: 'Ohio',
    hs_state_desc: 'Ohio',
    hs_zip: '43201',
    hs_country: 'USA',
    hs_country_desc: 'United States',
    grad_month: '5',
    grad_month_desc: 'May',
    grad_year: '2026',
    grad_year_desc: '2026',
    test_optional: 'N',
    test_optional_desc: 'No',
    honor_name: 'National Merit Commended Student',
    honor_hs: true,
    activity_type: 'ACADEMIC',
    activity_type_desc: 'Academic',
    activity_role: 'Captain',
    activity_description: 'Led the robotics team to the state finals.',
    activity_hs: true,
    activity_continue: true,
    personal_statement_essay:
      'Growing up in a small town on the lake, I spent my summers repairing boats with my grandfather.\n\nThose afternoons taught me patience, and they are why I want to study mechanical engineering.',
    covid_share_info: 'N',
    covid_share_info_desc: 'No',
    counselor_waiver_request: 'Y',
    counselor_waiver_request_desc: 'Yes',
    legal_agree: true,
  },
} as const;
