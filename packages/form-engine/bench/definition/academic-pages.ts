/** Pages 3–4 of the benchmark definition: education and tests, activities and employment. */
import type { Page } from '../../src/index.ts';
import {
  block,
  checkbox,
  date,
  digits,
  dropdown,
  email,
  is,
  isIn,
  lookup,
  pattern,
  phone,
  radio,
  range,
  required,
  showWhen,
  text,
  textarea,
  usPhone,
  years,
} from './builders.ts';

const actScore = (part: string) =>
  text(`act_${part}`, `ACT {n} ${part}`, { rules: [range(1, 36)] });
const satScore = (part: string, label: string) =>
  text(`sat_${part}`, `SAT {n} ${label}`, { rules: [range(200, 800, 10)] });

export const educationPage: Page = {
  id: 'education',
  path: '/education',
  title: 'Education',
  stepLabel: 'Step 03',
  sections: [
    {
      id: 'applicant',
      title: 'Applicant Type',
      fields: [
        radio('applicant_type', 'I am applying as a', 'applicantTypes', { rules: [required] }),
        dropdown('entry_term', 'Entry Term', 'terms', { rules: [required] }),
        text('entry_year', 'Entry Year', { rules: [required, range(2024, 2040)] }),
      ],
    },
    // The next three sections belong to one applicant type each; a grouped hide rule clears them.
    {
      id: 'first-year',
      title: 'First-Year Applicants',
      fields: [
        text('hs_class_rank', 'Class Rank', { rules: [digits] }),
        text('hs_class_size', 'Class Size', { rules: [digits] }),
        text('counselor_name', 'Counselor Name'),
        text('counselor_email', 'Counselor E-mail', { rules: [email] }),
      ],
    },
    {
      id: 'transfer',
      title: 'Transfer Applicants',
      fields: [
        text('transfer_credit_hours', 'Transfer Credit Hours', {
          rules: [required, range(0, 300)],
        }),
        radio('associate_degree_ind', 'Will you have an associate degree?', 'yesNo'),
        textarea('transfer_reason', 'Why are you transferring?'),
      ],
    },
    {
      id: 'readmit',
      title: 'Returning Students',
      fields: [
        text('previous_student_id', 'Previous Student ID', {
          rules: [required, pattern('studentId')],
        }),
        dropdown('last_term_attended', 'Last Term Attended', 'terms'),
        textarea('readmit_reason', 'Why are you returning?'),
      ],
    },
    {
      id: 'high-schools',
      title: 'High Schools',
      fields: [
        block('high_schools', 'hs_', 5, 'High School {n}', [
          lookup(
            'hs_name',
            'Search for Your High School',
            'hs_ceeb',
            { ceeb: 'hs_ceeb', city: 'hs_city', state: 'hs_state' },
            { rules: [required] },
          ),
          text('hs_ceeb', 'CEEB Code', { rules: [pattern('ceeb')] }),
          text('hs_city', 'City'),
          text('hs_state', 'State'),
          date('hs_from_date', 'From', { rules: [required, ...years(-60, 0)] }),
          date('hs_to_date', 'To', { rules: years(-60, 4) }),
          radio('hs_graduated', 'Did you graduate?', 'yesNo', { rules: [required] }),
          ...showWhen(is('hs_graduated', 'Y'), [
            date('hs_grad_date', 'Graduation Date', { rules: [required] }),
          ]),
        ]),
      ],
    },
    {
      id: 'colleges',
      title: 'Colleges Attended',
      visibleWhen: isIn('applicant_type', ['TR', 'RE']),
      fields: [
        block('colleges', 'college_', 10, 'College {n}', [
          lookup(
            'college_name',
            'Search for Your College',
            'college_ceeb',
            { ceeb: 'college_ceeb', city: 'college_city' },
            { rules: [required] },
          ),
          text('college_ceeb', 'CEEB Code', { rules: [pattern('ceeb')] }),
          text('college_city', 'City'),
          date('college_from_date', 'From', { rules: [required, ...years(-60, 0)] }),
          date('college_to_date', 'To', { rules: years(-60, 4) }),
          radio('college_degree_earned', 'Did you earn a degree?', 'yesNo', { rules: [required] }),
          ...showWhen(is('college_degree_earned', 'Y'), [
            dropdown('college_degree', 'Degree', 'degrees', { rules: [required] }),
          ]),
          text('college_credits', 'Credit Hours Earned', { rules: [range(0, 300)] }),
          text('college_gpa', 'GPA', { rules: [pattern('gpa')] }),
          checkbox('college_still_attending', 'I am still attending'),
        ]),
      ],
    },
    {
      id: 'tests',
      title: 'Tests',
      fields: [
        radio('test_optional', 'Will you submit test scores?', 'yesNo', { rules: [required] }),
        block(
          'act',
          'act_',
          5,
          'ACT Sitting {n}',
          [
            date('act_date', 'Test Date', { rules: [required, ...years(-10, 0)] }),
            ...['composite', 'english', 'math', 'reading', 'science'].map(actScore),
          ],
          is('test_optional', 'Y'),
        ),
        block(
          'sat',
          'sat_',
          5,
          'SAT Sitting {n}',
          [
            date('sat_date', 'Test Date', { rules: [required, ...years(-10, 0)] }),
            text('sat_total', 'SAT {n} Total', { rules: [range(400, 1600, 10)] }),
            satScore('erw', 'Evidence-Based Reading and Writing'),
            satScore('math', 'Math'),
          ],
          is('test_optional', 'Y'),
        ),
        block('ap', 'ap_', 10, 'AP Exam {n}', [
          dropdown('ap_subject', 'Subject', 'apSubjects', { rules: [required] }),
          text('ap_score', 'Score', { rules: [range(1, 5)] }),
          text('ap_year', 'Year Taken', { rules: [range(2015, 2040)] }),
        ]),
        radio('english_first_language', 'Is English your first language?', 'yesNo', {
          rules: [required],
        }),
        ...showWhen(is('english_first_language', 'N'), [
          dropdown('english_test', 'English Proficiency Test', 'englishTests', {
            rules: [required],
          }),
        ]),
        text('toefl_score', 'TOEFL Score', {
          visibleWhen: { all: [is('english_first_language', 'N'), is('english_test', 'TOEFL')] },
          rules: [range(0, 120)],
        }),
      ],
    },
  ],
};

export const activitiesPage: Page = {
  id: 'activities',
  path: '/activities',
  title: 'Activities',
  stepLabel: 'Step 04',
  sections: [
    {
      id: 'activities',
      title: 'Activities',
      fields: [
        block('activities', 'activity_', 10, 'Activity {n}', [
          dropdown('activity_type', 'Activity Type', 'activityTypes', { rules: [required] }),
          text('activity_position', 'Position/Leadership'),
          text('activity_organization', 'Organization', { rules: [required] }),
          textarea('activity_description', 'Description', { maxLength: 150 }),
          ...['9', '10', '11', '12'].map((g) => checkbox(`activity_grade_${g}`, `Grade ${g}`)),
          text('activity_hours_per_week', 'Hours per Week', { rules: [range(0, 168)] }),
          text('activity_weeks_per_year', 'Weeks per Year', { rules: [range(0, 52)] }),
          radio('activity_continue', 'Will you continue in college?', 'yesNo'),
        ]),
      ],
    },
    {
      id: 'honors',
      title: 'Honors',
      fields: [
        block('honors', 'honor_', 10, 'Honor {n}', [
          text('honor_title', 'Title', { rules: [required] }),
          dropdown('honor_level', 'Level of Recognition', 'honorLevels'),
          dropdown('honor_grade', 'Grade Level', 'grades'),
          textarea('honor_description', 'Description', { maxLength: 300 }),
        ]),
      ],
    },
    {
      id: 'employment',
      title: 'Employment',
      fields: [
        block('jobs', 'job_', 10, 'Job {n}', [
          text('job_employer', 'Employer', { rules: [required] }),
          text('job_title', 'Job Title'),
          text('job_city', 'City'),
          date('job_from_date', 'Start Date', { rules: [required, ...years(-50, 0)] }),
          checkbox('job_current', 'I currently work here'),
          ...showWhen(is('job_current', true, 'notEquals'), [
            date('job_to_date', 'End Date', { rules: years(-50, 0) }),
          ]),
          text('job_hours_per_week', 'Hours per Week', { rules: [range(1, 80)] }),
          phone('job_phone', 'Employer Phone', { rules: [usPhone] }),
        ]),
      ],
    },
  ],
};
