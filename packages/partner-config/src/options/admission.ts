/**
 * Admission choices: decision plan, essay prompt, campus and majors. The partner's programmes
 * are not in the specification; these are realistic defaults a partner replaces.
 */
import { optionList, type Pair } from './list.ts';

/** Admission plans (`decision_type`). */
export const decisionTypes = optionList([
  ['ED', 'Early Decision'],
  ['EA', 'Early Action'],
  ['RD', 'Regular Decision'],
]);

/** The personal-statement prompt the applicant chooses (`essay_interest`). */
export const essayInterests = optionList([
  ['BACKGROUND', 'A background, identity or interest that is central to who you are'],
  ['CHALLENGE', 'A challenge, setback or failure and what you learned from it'],
  ['BELIEF', 'A time you questioned or challenged a belief or idea'],
  ['GRATITUDE', 'Something someone did for you that made you thankful'],
  ['GROWTH', 'An accomplishment or event that sparked personal growth'],
  ['TRANSFER', 'Why you want to transfer and what you hope to study'],
  ['OWNTOPIC', 'A topic of your choice'],
]);

/**
 * Campuses (`campus_location`). Exactly MAIN, DOWNTOWN and ONLINE, one per majors list below:
 * the applied-major dropdowns can map each of these values to its campus's list.
 */
export const campuses = optionList([
  ['MAIN', 'Main Campus'],
  ['DOWNTOWN', 'Downtown Campus'],
  ['ONLINE', 'Online'],
]);

/**
 * Every major, once. The campus lists pick codes from this catalogue, so a major offered on two
 * campuses has the same value and label on both and a stored answer means the same thing
 * whichever campus list it came from.
 */
const MAJORS: Readonly<Record<string, string>> = {
  ACCT: 'Accounting',
  ANTH: 'Anthropology',
  ART: 'Art and Design',
  BIOL: 'Biology',
  BUSAD: 'Business Administration',
  CHEM: 'Chemistry',
  CIVE: 'Civil Engineering',
  COMM: 'Communication',
  CS: 'Computer Science',
  CRIM: 'Criminal Justice',
  ECON: 'Economics',
  ELED: 'Elementary Education',
  ENGL: 'English',
  ENTR: 'Entrepreneurship',
  FIN: 'Finance',
  GENST: 'General Studies',
  HIST: 'History',
  HRM: 'Human Resource Management',
  INFO: 'Information Technology',
  KINE: 'Kinesiology',
  MGMT: 'Management',
  MKT: 'Marketing',
  MATH: 'Mathematics',
  MECE: 'Mechanical Engineering',
  MUS: 'Music',
  NURS: 'Nursing (BSN)',
  RNBSN: 'Nursing (RN to BSN completion)',
  PHIL: 'Philosophy',
  PHYS: 'Physics',
  POLS: 'Political Science',
  PSYC: 'Psychology',
  PUBH: 'Public Health',
  SOCW: 'Social Work',
  SOC: 'Sociology',
  SPAN: 'Spanish',
  SCM: 'Supply Chain Management',
  UNDEC: 'Undecided (exploratory studies)',
};

/**
 * A list of the given majors of the catalogue, in the given order. Throws at load time on a
 * code the catalogue lacks, so a typo cannot ship as a major without a label.
 */
function majors(...codes: string[]) {
  return optionList(
    codes.map((code): Pair => {
      const label = MAJORS[code];
      if (label === undefined) throw new Error(`unknown major code "${code}"`);
      return [code, label];
    }),
  );
}

/** Majors offered at the main campus: the full catalogue except the online-only RN to BSN. */
export const majorsMain = majors(
  ...Object.keys(MAJORS)
    .filter((code) => code !== 'RNBSN' && code !== 'UNDEC')
    .sort((a, b) => MAJORS[a]!.localeCompare(MAJORS[b]!, 'en')),
  // Undecided goes last: it is the fallback, not one major among others.
  'UNDEC',
);

/** Majors offered at the downtown campus: professional programmes for commuting students. */
export const majorsDowntown = majors(
  'ACCT',
  'BUSAD',
  'COMM',
  'CRIM',
  'FIN',
  'HRM',
  'INFO',
  'MGMT',
  'MKT',
  'NURS',
  'PUBH',
  'SOCW',
  'UNDEC',
);

/** Majors offered fully online: a short list of degree-completion programmes. */
export const majorsOnline = majors('BUSAD', 'CRIM', 'GENST', 'PSYC', 'RNBSN');

/** Majors of the business school (`applied_major_business`, asked on early admission). */
export const businessMajors = majors(
  'ACCT',
  'BUSAD',
  'ECON',
  'ENTR',
  'FIN',
  'HRM',
  'MGMT',
  'MKT',
  'SCM',
);
