/**
 * A large, realistic admission application for the core benchmark: six pages, ~30 sections and
 * well over 600 concrete answer fields once add-another blocks are expanded. It mixes what real
 * applications contain — conditional follow-up questions, required-when rules, format rules on
 * text answers, numbered blocks (parents, schools, colleges, activities, jobs), a tab group and
 * single and grouped hide rules — so compilation, validation and the store's incremental hide
 * rules all do representative work rather than the best case of a flat form.
 */
import {
  isAnswerField,
  type AnswerType,
  type AutocompleteField,
  type Condition,
  type DataModel,
  type Field,
  type FormDefinition,
  type Operator,
  type Option,
  type Rule,
} from '../src/index.ts';

/**
 * Pattern rules with a value each one accepts. The sample sits next to the pattern so that
 * `fullAnswers` never has to invent a string matching an arbitrary regular expression.
 */
export const PATTERNS = {
  zip: { pattern: '^[0-9]{5}(?:-[0-9]{4})?$', sample: '43210' },
  ssn: { pattern: '^[0-9]{3}-[0-9]{2}-[0-9]{4}$', sample: '123-45-6789' },
  alienNumber: { pattern: '^A[0-9]{8,9}$', sample: 'A012345678' },
  ceeb: { pattern: '^[0-9]{6}$', sample: '361234' },
  gpa: { pattern: '^[0-4]\\.[0-9]{1,2}$', sample: '3.75' },
  studentId: { pattern: '^[A-Z][0-9]{8}$', sample: 'B00123456' },
} as const;

// Terse builders keep ~120 distinct questions readable; each returns a plain definition object.
type Extra = { visibleWhen?: Condition; rules?: Rule[]; hint?: string };
const text = (key: string, label: string, extra: Extra & { maxLength?: number } = {}): Field => ({ widget: 'text', key, label, ...extra });
const textarea = (key: string, label: string, extra: Extra & { maxLength?: number } = {}): Field => ({ widget: 'textarea', key, label, ...extra });
const date = (key: string, label: string, extra: Extra = {}): Field => ({ widget: 'date', key, label, ...extra });
const phone = (key: string, label: string, extra: Extra & { international?: boolean } = {}): Field => ({ widget: 'phone', key, label, ...extra });
const checkbox = (key: string, label: string, extra: Extra = {}): Field => ({ widget: 'checkbox', key, label, ...extra });
const dropdown = (key: string, label: string, options: string, extra: Extra = {}): Field => ({ widget: 'dropdown', key, label, options, ...extra });
const radio = (key: string, label: string, options: string, extra: Extra = {}): Field => ({ widget: 'radio', key, label, options, ...extra });
const lookup = (key: string, label: string, category: AutocompleteField['category'], relatedFields: Record<string, string>, extra: Extra = {}): Field =>
  ({ widget: 'autocomplete', key, label, category, relatedFields, ...extra });
const block = (id: string, prefix: string, max: number, itemLabel: string, fields: Field[], visibleWhen?: Condition): Field =>
  ({ widget: 'addAnother', id, prefix, max, addLabel: `Add Another ${itemLabel.replace(' {n}', '')}`, itemLabel, fields, ...(visibleWhen ? { visibleWhen } : {}) });

const is = (valueKey: string, target: string | boolean, operator: Operator = 'equals'): Condition => ({ valueKey, operator, target });
const isIn = (valueKey: string, target: string[]): Condition => ({ valueKey, operator: 'in', target });
const required: Rule = { rule: 'required' };
const requiredWhen = (when: Condition): Rule => ({ rule: 'required', when });
const pattern = (name: keyof typeof PATTERNS, when?: Condition): Rule => ({ rule: 'pattern', pattern: PATTERNS[name].pattern, ...(when ? { when } : {}) });
const range = (min: number, max: number, step?: number): Rule => ({ rule: 'integerRange', min, max, ...(step ? { step } : {}) });
const years = (minOffset: number, maxOffset: number): Rule[] => [{ rule: 'minYear', offset: minOffset }, { rule: 'maxYear', offset: maxOffset }];
const email: Rule = { rule: 'email' };
const usPhone: Rule = { rule: 'usPhone' };

/** A dropdown list: the mandatory blank option, then value/label pairs. */
const choices = (...pairs: [string, string][]): Option[] => [{ value: '', label: '--' }, ...pairs.map(([value, label]) => ({ value, label }))];

const optionLists: Record<string, Option[]> = {
  // Radio lists have no blank option. "Yes" comes first on purpose: fullAnswers picks the first
  // choice, and "Yes" opens the follow-up questions, so the full answers exercise them.
  yesNo: [{ value: 'Y', label: 'Yes' }, { value: 'N', label: 'No' }],
  applicantTypes: [{ value: 'TR', label: 'Transfer' }, { value: 'RE', label: 'Readmit' }, { value: 'FR', label: 'First-year' }],
  countries: choices(['USA', 'United States'], ['CAN', 'Canada'], ['MEX', 'Mexico'], ['GBR', 'United Kingdom'], ['IND', 'India'], ['CHN', 'China']),
  states: choices(['OH', 'Ohio'], ['MI', 'Michigan'], ['PA', 'Pennsylvania'], ['ON', 'Ontario'], ['QC', 'Quebec']),
  suffixes: choices(['JR', 'Jr.'], ['SR', 'Sr.'], ['III', 'III']),
  genders: choices(['F', 'Female'], ['M', 'Male'], ['X', 'Another legal sex']),
  phoneTypes: choices(['M', 'Mobile'], ['H', 'Home'], ['W', 'Work']),
  citizenships: choices(['US', 'U.S. citizen'], ['DUAL', 'Dual citizen'], ['PR', 'Permanent resident'], ['OTH', 'Other']),
  visaTypes: choices(['F1', 'F-1 Student'], ['J1', 'J-1 Exchange'], ['H4', 'H-4 Dependent'], ['OTH', 'Other']),
  militaryStatuses: choices(['ACTIVE', 'Active duty'], ['VETERAN', 'Veteran'], ['RESERVE', 'Reserve or Guard'], ['NONE', 'None']),
  branches: choices(['ARMY', 'Army'], ['NAVY', 'Navy'], ['USAF', 'Air Force'], ['USMC', 'Marine Corps'], ['USCG', 'Coast Guard']),
  relationships: choices(['MOTHER', 'Mother'], ['FATHER', 'Father'], ['GUARDIAN', 'Legal guardian'], ['OTHER', 'Other']),
  educationLevels: choices(['HS', 'High school'], ['SOME', 'Some college'], ['BA', "Bachelor's"], ['GRAD', 'Graduate degree']),
  grades: choices(['PK', 'Pre-school'], ['ELEM', 'Elementary'], ['MID', 'Middle school'], ['HS', 'High school'], ['COL', 'College'], ['NA', 'Not in school']),
  incomes: choices(['1', 'Under $30,000'], ['2', '$30,000–$60,000'], ['3', '$60,000–$100,000'], ['4', 'Over $100,000']),
  maritalStatuses: choices(['MARRIED', 'Married'], ['DIVORCED', 'Divorced'], ['SINGLE', 'Never married'], ['WIDOWED', 'Widowed']),
  terms: choices(['FA', 'Fall'], ['SP', 'Spring'], ['SU', 'Summer']),
  degrees: choices(['AA', 'Associate of Arts'], ['AS', 'Associate of Science'], ['BA', 'Bachelor of Arts'], ['BS', 'Bachelor of Science']),
  englishTests: choices(['TOEFL', 'TOEFL iBT'], ['IELTS', 'IELTS Academic'], ['DET', 'Duolingo English Test']),
  apSubjects: choices(['BIO', 'Biology'], ['CALC', 'Calculus AB'], ['CHEM', 'Chemistry'], ['ENG', 'English Language'], ['USH', 'US History']),
  activityTypes: choices(['ATH', 'Athletics'], ['ART', 'Art'], ['COM', 'Community service'], ['MUS', 'Music'], ['WORK', 'Work'], ['OTH', 'Other']),
  honorLevels: choices(['SCH', 'School'], ['ST', 'State'], ['NAT', 'National'], ['INT', 'International']),
  schools: choices(['ENG', 'College of Engineering'], ['ART', 'College of Arts and Sciences'], ['BUS', 'College of Business']),
  campuses: choices(['MAIN', 'Main campus'], ['NORTH', 'North campus'], ['ONLINE', 'Online']),
};

const conductQuestions = ['discipline', 'dismissal', 'probation', 'criminal', 'pending_charges'];

const pages: FormDefinition['pages'] = [
  { id: 'profile', path: '/profile', title: 'About You', stepLabel: 'Step 01', sections: [
    { id: 'name', title: 'Legal Name', fields: [
      text('first_name', 'Legal First/Given Name', { rules: [required] }),
      text('middle_name', 'Middle Name'),
      text('last_name', 'Legal Last/Family Name', { rules: [required] }),
      dropdown('name_suffix', 'Suffix', 'suffixes'),
      text('preferred_name', 'Preferred Name'),
      radio('former_names_ind', 'Have you used another last name?', 'yesNo'),
      text('former_last_name', 'Former Last Name', { visibleWhen: is('former_names_ind', 'Y'), rules: [required] }),
      date('birth_date', 'Date of Birth', { rules: [required, { rule: 'minYear', offset: -100 }, { rule: 'minAge', years: 13 }] }),
      dropdown('gender', 'Legal Sex', 'genders', { rules: [required] }),
      text('email', 'E-mail Address', { rules: [required, email] }),
    ] },
    { id: 'address', title: 'Permanent Address', fields: [
      dropdown('country', 'Country', 'countries', { rules: [required] }),
      lookup('perm_address_line_1', 'Address Line 1', 'address', { city: 'perm_city', state: 'perm_state', zip: 'perm_zip' }, { rules: [required] }),
      text('perm_address_line_2', 'Address Line 2'),
      text('perm_city', 'City', { rules: [required] }),
      dropdown('perm_state', 'State/Province', 'states', { visibleWhen: isIn('country', ['USA', 'CAN']), rules: [required] }),
      text('perm_zip', 'ZIP/Postal Code', { rules: [requiredWhen(is('country', 'USA')), pattern('zip', is('country', 'USA'))] }),
      radio('mailing_different', 'Is your mailing address different?', 'yesNo'),
      ...['address_line_1', 'address_line_2', 'city', 'zip'].map((part) =>
        text(`mail_${part}`, `Mailing ${part.replace(/_/g, ' ')}`, { visibleWhen: is('mailing_different', 'Y'), rules: part === 'zip' ? [pattern('zip')] : [] })),
      dropdown('mail_state', 'Mailing State/Province', 'states', { visibleWhen: is('mailing_different', 'Y') }),
      dropdown('mail_country', 'Mailing Country', 'countries', { visibleWhen: is('mailing_different', 'Y'), rules: [required] }),
    ] },
    { id: 'phones', title: 'Phone', fields: [
      dropdown('phone_type', 'Preferred Phone Type', 'phoneTypes', { rules: [required] }),
      phone('phone_primary', 'Preferred Phone', { rules: [required, usPhone] }),
      phone('phone_mobile', 'Mobile Phone', { visibleWhen: is('phone_type', 'M'), rules: [usPhone] }),
      checkbox('optin_sms', 'Send me text updates', { visibleWhen: is('phone_type', 'M') }),
      phone('phone_intl', 'International Phone', { international: true, rules: [required] }),
    ] },
    { id: 'citizenship', title: 'Citizenship and Residency', fields: [
      dropdown('citizenship', 'Citizenship Status', 'citizenships', { rules: [required] }),
      dropdown('citizenship_country', 'Country of Citizenship', 'countries', { visibleWhen: isIn('citizenship', ['DUAL', 'OTH']), rules: [required] }),
      dropdown('visa_type', 'Visa Type', 'visaTypes', { visibleWhen: is('citizenship', 'OTH'), rules: [required] }),
      text('ssn', 'Social Security Number', { visibleWhen: isIn('citizenship', ['US', 'DUAL', 'PR']), rules: [pattern('ssn')] }),
      text('alien_number', 'Alien Registration Number', { visibleWhen: is('citizenship', 'PR'), rules: [required, pattern('alienNumber')] }),
      radio('state_resident', 'Are you a resident of this state?', 'yesNo', { rules: [required] }),
      text('residency_years', 'Years of residency', { visibleWhen: is('state_resident', 'Y'), rules: [range(0, 99)] }),
      date('residency_start_date', 'Residency start date', { visibleWhen: is('state_resident', 'Y'), rules: years(-100, 0) }),
    ] },
    { id: 'background', title: 'Background', fields: [
      radio('hispanic', 'Are you Hispanic or Latino?', 'yesNo'),
      ...['american_indian', 'asian', 'black', 'pacific_islander', 'white'].map((race) => checkbox(`race_${race}`, race.replace('_', ' '))),
      radio('first_generation', 'Are you the first in your family to attend college?', 'yesNo'),
      dropdown('military_status', 'Military Status', 'militaryStatuses'),
      dropdown('military_branch', 'Branch', 'branches', { visibleWhen: isIn('military_status', ['ACTIVE', 'VETERAN', 'RESERVE']), rules: [required] }),
      date('military_from_date', 'Service start', { visibleWhen: isIn('military_status', ['ACTIVE', 'VETERAN', 'RESERVE']), rules: years(-74, 0) }),
      date('military_to_date', 'Service end', { visibleWhen: is('military_status', 'VETERAN'), rules: years(-74, 4) }),
      radio('military_discharge_honorable', 'Were you honorably discharged?', 'yesNo', { visibleWhen: is('military_status', 'VETERAN') }),
      textarea('military_discharge_explain', 'Please explain', {
        visibleWhen: { all: [is('military_status', 'VETERAN'), is('military_discharge_honorable', 'N')] }, rules: [required] }),
    ] },
  ] },
  { id: 'family', path: '/family', title: 'Family', stepLabel: 'Step 02', sections: [
    { id: 'parents', title: 'Parents or Guardians', fields: [block('parents', 'parent_', 4, 'Parent/Guardian {n}', [
      dropdown('parent_relationship', 'Relationship', 'relationships', { rules: [required] }),
      radio('parent_living', 'Is Parent/Guardian {n} living?', 'yesNo', { rules: [required] }),
      text('parent_first_name', 'First Name', { rules: [required] }),
      text('parent_last_name', 'Last Name', { rules: [required] }),
      text('parent_email', 'E-mail', { visibleWhen: is('parent_living', 'Y'), rules: [{ ...email, message: 'Parent/Guardian {n}: please provide a valid e-mail address.' }] }),
      phone('parent_phone', 'Phone', { visibleWhen: is('parent_living', 'Y'), rules: [usPhone] }),
      dropdown('parent_education', 'Highest Level of Education', 'educationLevels', { visibleWhen: is('parent_living', 'Y') }),
      radio('parent_attended_college', 'Did Parent/Guardian {n} attend college?', 'yesNo'),
      text('parent_college_name', 'College', { visibleWhen: is('parent_attended_college', 'Y'), rules: [required] }),
      text('parent_grad_year', 'Graduation Year', { visibleWhen: is('parent_attended_college', 'Y'), rules: [range(1940, 2040)] }),
      text('parent_occupation', 'Occupation', { visibleWhen: is('parent_living', 'Y') }),
      text('parent_employer', 'Employer', { visibleWhen: is('parent_living', 'Y') }),
    ])] },
    { id: 'siblings', title: 'Siblings', fields: [block('siblings', 'sibling_', 8, 'Sibling {n}', [
      text('sibling_first_name', 'First Name', { rules: [required] }),
      text('sibling_age', 'Age', { rules: [range(0, 80)] }),
      dropdown('sibling_grade', 'Education Level', 'grades'),
      radio('sibling_in_college', 'Is Sibling {n} in college?', 'yesNo'),
      text('sibling_college', 'College', { visibleWhen: is('sibling_in_college', 'Y'), rules: [required] }),
    ])] },
    { id: 'household', title: 'Household', fields: [
      text('household_size', 'Household Size', { rules: [required, range(1, 20)] }),
      dropdown('household_income', 'Household Income', 'incomes'),
      dropdown('parents_marital_status', "Parents' Marital Status", 'maritalStatuses'),
      radio('lives_with_parents', 'Do you live with your parents?', 'yesNo'),
    ] },
  ] },
  { id: 'education', path: '/education', title: 'Education', stepLabel: 'Step 03', sections: [
    { id: 'applicant', title: 'Applicant Type', fields: [
      radio('applicant_type', 'I am applying as a', 'applicantTypes', { rules: [required] }),
      dropdown('entry_term', 'Entry Term', 'terms', { rules: [required] }),
      text('entry_year', 'Entry Year', { rules: [required, range(2024, 2040)] }),
    ] },
    { id: 'first-year', title: 'First-Year Applicants', fields: [
      text('hs_class_rank', 'Class Rank', { rules: [{ rule: 'digits' }] }),
      text('hs_class_size', 'Class Size', { rules: [{ rule: 'digits' }] }),
      text('counselor_name', 'Counselor Name'),
      text('counselor_email', 'Counselor E-mail', { rules: [email] }),
    ] },
    { id: 'high-schools', title: 'High Schools', fields: [block('high_schools', 'hs_', 5, 'High School {n}', [
      lookup('hs_name', 'Search for Your High School', 'hs_ceeb', { ceeb: 'hs_ceeb', city: 'hs_city', state: 'hs_state' }, { rules: [required] }),
      text('hs_ceeb', 'CEEB Code', { rules: [pattern('ceeb')] }),
      text('hs_city', 'City'),
      text('hs_state', 'State'),
      date('hs_from_date', 'From', { rules: [required, ...years(-60, 0)] }),
      date('hs_to_date', 'To', { rules: years(-60, 4) }),
      radio('hs_graduated', 'Did you graduate?', 'yesNo', { rules: [required] }),
      date('hs_grad_date', 'Graduation Date', { visibleWhen: is('hs_graduated', 'Y'), rules: [required] }),
    ])] },
    { id: 'colleges', title: 'Colleges Attended', visibleWhen: isIn('applicant_type', ['TR', 'RE']), fields: [block('colleges', 'college_', 10, 'College {n}', [
      lookup('college_name', 'Search for Your College', 'college_ceeb', { ceeb: 'college_ceeb', city: 'college_city' }, { rules: [required] }),
      text('college_ceeb', 'CEEB Code', { rules: [pattern('ceeb')] }),
      text('college_city', 'City'),
      date('college_from_date', 'From', { rules: [required, ...years(-60, 0)] }),
      date('college_to_date', 'To', { rules: years(-60, 4) }),
      radio('college_degree_earned', 'Did you earn a degree?', 'yesNo', { rules: [required] }),
      dropdown('college_degree', 'Degree', 'degrees', { visibleWhen: is('college_degree_earned', 'Y'), rules: [required] }),
      text('college_credits', 'Credit Hours Earned', { rules: [range(0, 300)] }),
      text('college_gpa', 'GPA', { rules: [pattern('gpa')] }),
      checkbox('college_still_attending', 'I am still attending'),
    ])] },
    { id: 'transfer', title: 'Transfer Applicants', fields: [
      text('transfer_credit_hours', 'Total Transfer Credit Hours', { rules: [required, range(0, 300)] }),
      radio('associate_degree_ind', 'Will you have an associate degree?', 'yesNo'),
      textarea('transfer_reason', 'Why are you transferring?'),
    ] },
    { id: 'readmit', title: 'Returning Students', fields: [
      text('previous_student_id', 'Previous Student ID', { rules: [required, pattern('studentId')] }),
      dropdown('last_term_attended', 'Last Term Attended', 'terms'),
      textarea('readmit_reason', 'Why are you returning?'),
    ] },
    { id: 'tests', title: 'Tests', fields: [
      radio('test_optional', 'Will you submit test scores?', 'yesNo', { rules: [required] }),
      block('act', 'act_', 5, 'ACT Sitting {n}', [
        date('act_date', 'Test Date', { rules: [required, ...years(-10, 0)] }),
        ...['composite', 'english', 'math', 'reading', 'science'].map((part) => text(`act_${part}`, `ACT {n} ${part}`, { maxLength: 2, rules: [range(1, 36)] })),
      ], is('test_optional', 'Y')),
      block('sat', 'sat_', 5, 'SAT Sitting {n}', [
        date('sat_date', 'Test Date', { rules: [required, ...years(-10, 0)] }),
        text('sat_total', 'SAT {n} Total', { rules: [range(400, 1600, 10)] }),
        text('sat_erw', 'SAT {n} Evidence-Based Reading and Writing', { rules: [range(200, 800, 10)] }),
        text('sat_math', 'SAT {n} Math', { rules: [range(200, 800, 10)] }),
      ], is('test_optional', 'Y')),
      block('ap', 'ap_', 10, 'AP Exam {n}', [
        dropdown('ap_subject', 'Subject', 'apSubjects', { rules: [required] }),
        text('ap_score', 'Score', { rules: [range(1, 5)] }),
        text('ap_year', 'Year Taken', { rules: [range(2015, 2040)] }),
      ]),
      radio('english_first_language', 'Is English your first language?', 'yesNo', { rules: [required] }),
      dropdown('english_test', 'English Proficiency Test', 'englishTests', { visibleWhen: is('english_first_language', 'N'), rules: [required] }),
      text('toefl_score', 'TOEFL Score', { visibleWhen: { all: [is('english_first_language', 'N'), is('english_test', 'TOEFL')] }, rules: [range(0, 120)] }),
    ] },
  ] },
  { id: 'activities', path: '/activities', title: 'Activities', stepLabel: 'Step 04', sections: [
    { id: 'activities', title: 'Activities', fields: [block('activities', 'activity_', 10, 'Activity {n}', [
      dropdown('activity_type', 'Activity Type', 'activityTypes', { rules: [required] }),
      text('activity_position', 'Position/Leadership'),
      text('activity_organization', 'Organization', { rules: [required] }),
      textarea('activity_description', 'Description', { maxLength: 150 }),
      ...['9', '10', '11', '12'].map((grade) => checkbox(`activity_grade_${grade}`, `Grade ${grade}`)),
      text('activity_hours_per_week', 'Hours per Week', { rules: [range(0, 168)] }),
      text('activity_weeks_per_year', 'Weeks per Year', { rules: [range(0, 52)] }),
      radio('activity_continue', 'Do you plan to continue in college?', 'yesNo'),
    ])] },
    { id: 'honors', title: 'Honors', fields: [block('honors', 'honor_', 10, 'Honor {n}', [
      text('honor_title', 'Title', { rules: [required] }),
      dropdown('honor_level', 'Level of Recognition', 'honorLevels'),
      dropdown('honor_grade', 'Grade Level', 'grades'),
      textarea('honor_description', 'Description', { maxLength: 300 }),
    ])] },
    { id: 'employment', title: 'Employment', fields: [block('jobs', 'job_', 10, 'Job {n}', [
      text('job_employer', 'Employer', { rules: [required] }),
      text('job_title', 'Job Title'),
      text('job_city', 'City'),
      date('job_from_date', 'Start Date', { rules: [required, ...years(-50, 0)] }),
      checkbox('job_current', 'I currently work here'),
      date('job_to_date', 'End Date', { visibleWhen: is('job_current', true, 'notEquals'), rules: years(-50, 0) }),
      text('job_hours_per_week', 'Hours per Week', { rules: [range(1, 80)] }),
      phone('job_phone', 'Employer Phone', { rules: [usPhone] }),
    ])] },
  ] },
  { id: 'plans', path: '/plans', title: 'Plans and Essays', stepLabel: 'Step 05', sections: [
    { id: 'intent', title: 'Academic Plans', fields: [
      dropdown('college_of_interest', 'College', 'schools', { rules: [required] }),
      { widget: 'conditionalDropdown', key: 'major', label: 'Intended Major', category: 'displayAndOptions', controller: 'college_of_interest', rules: [required], options: {
        ENG: choices(['ME', 'Mechanical Engineering'], ['EE', 'Electrical Engineering'], ['CS', 'Computer Science']),
        ART: choices(['HIS', 'History'], ['BIO', 'Biology']),
        BUS: choices(['ACC', 'Accounting'], ['FIN', 'Finance']),
      } },
      dropdown('campus', 'Campus', 'campuses', { rules: [required] }),
      radio('housing_interest', 'Are you interested in campus housing?', 'yesNo'),
      radio('financial_aid', 'Will you apply for financial aid?', 'yesNo'),
      radio('honors_program_interest', 'Are you applying to the honors program?', 'yesNo'),
      textarea('honors_essay', 'Honors Essay', { visibleWhen: is('honors_program_interest', 'Y'), rules: [required, { rule: 'minLength', value: 100 }] }),
    ] },
    { id: 'statement', title: 'Personal Statement', fields: [{ widget: 'tabs', id: 'personal_statement', label: 'How will you provide your statement?', defaultTab: 'essay', tabs: [
      { id: 'essay', label: 'Type it', fields: [textarea('personal_statement_essay', 'Personal Statement', { maxLength: 7000, rules: [required, { rule: 'minLength', value: 250 }] })] },
      { id: 'upload', label: 'Upload it', fields: [{ widget: 'fileUpload', key: 'personal_statement_doc', label: 'Personal Statement Document', rules: [required] }] },
    ] }] },
    { id: 'essays', title: 'Short Answers', fields: [
      textarea('why_us', 'Why are you interested in our university?', { rules: [required] }),
      textarea('challenge_essay', 'Describe a challenge you overcame.'),
      textarea('additional_info', 'Is there anything else we should know?'),
    ] },
  ] },
  { id: 'final', path: '/final', title: 'Final Steps', stepLabel: 'Step 06', sections: [
    { id: 'conduct', title: 'Conduct', fields: conductQuestions.flatMap((q) => [
      radio(`conduct_${q}`, `Have you ever faced ${q.replace('_', ' ')}?`, 'yesNo', { rules: [required] }),
      textarea(`conduct_${q}_explain`, 'Please explain', { visibleWhen: is(`conduct_${q}`, 'Y'), rules: [required] }),
    ]) },
    { id: 'certification', title: 'Certification', fields: [
      checkbox('legal_agree', 'I certify that my answers are complete and correct.', { rules: [{ rule: 'mustBeTrue' }] }),
      text('signature', 'Signature', { rules: [required, { rule: 'minLength', value: 2 }] }),
      date('signature_date', 'Date', { rules: [required] }),
    ] },
  ] },
];

const hideRules: FormDefinition['hideRules'] = [
  { when: is('country', 'USA'), keys: ['phone_intl'] },
  { when: is('financial_aid', 'N'), keys: ['household_income', 'household_size'] },
  // The applicant type's own questions: whichever type is chosen hides the other two sets.
  { group: [
    { when: is('applicant_type', 'FR'), keys: ['hs_class_rank', 'hs_class_size', 'counselor_name', 'counselor_email'] },
    { when: is('applicant_type', 'TR'), keys: ['transfer_credit_hours', 'associate_degree_ind', 'transfer_reason'] },
    { when: is('applicant_type', 'RE'), keys: ['previous_student_id', 'last_term_attended', 'readmit_reason'] },
  ] },
];

/** Data-model types that differ from the widget's natural type (a text box storing a number). */
const TYPE_OVERRIDES: Readonly<Record<string, AnswerType>> = { household_size: 'integer' };
const WIDGET_TYPES: Partial<Record<Field['widget'], AnswerType>> = { date: 'date', checkbox: 'boolean', fileUpload: 'file' };

/** `college_name` in block n: the engine's numbering (prefix_, prefix_2_, …). */
const numbered = (prefix: string, n: number, key: string): string =>
  n === 1 || !key.startsWith(prefix) ? key : `${prefix}${n}_${key.slice(prefix.length)}`;

/**
 * The data model the back end would hold for this definition: every concrete key (all block
 * numbers), `_desc` companions of pick-lists and autocomplete targets. Derived rather than typed
 * out (~900 keys); compileForm still checks it key by key against the definition.
 */
function modelOf(definition: FormDefinition): DataModel {
  const model: Record<string, AnswerType> = {};
  const visit = (fields: readonly Field[], rename: (key: string) => string): void => {
    for (const field of fields) {
      if (field.widget === 'tabs') field.tabs.forEach((tab) => visit(tab.fields, rename));
      else if (field.widget === 'addAnother')
        for (let n = 1; n <= field.max; n++) visit(field.fields, (key) => numbered(field.prefix, n, key));
      else if (isAnswerField(field)) {
        const key = rename(field.key);
        model[key] = TYPE_OVERRIDES[field.key] ?? WIDGET_TYPES[field.widget] ?? 'string';
        if ('options' in field) model[`${key}_desc`] = 'string';
        if (field.widget === 'autocomplete') for (const target of Object.values(field.relatedFields)) model[rename(target)] ??= 'string';
      }
    }
  };
  for (const page of definition.pages) for (const section of page.sections) visit(section.fields, (key) => key);
  return model;
}

/** The benchmark's definition and data model; a fresh object graph on every call. */
export function largeDefinition(): { definition: FormDefinition; model: DataModel } {
  const definition: FormDefinition = { id: 'large-application', title: 'Large Application for Admission', optionLists, pages, hideRules };
  return { definition: structuredClone(definition), model: modelOf(definition) };
}

export { fullAnswers, fullLayout } from './full-answers.ts';
