/** Pages 5–6 of the benchmark definition: plans and essays, conduct and certification. */
import type { Field, Page } from '../../src/index.ts';
import {
  checkbox,
  choices,
  date,
  dropdown,
  is,
  minLength,
  radio,
  required,
  text,
  textarea,
} from './builders.ts';

/** Intended majors offered by each college (a conditional dropdown's options). */
const major: Field = {
  widget: 'conditionalDropdown',
  key: 'major',
  label: 'Intended Major',
  category: 'displayAndOptions',
  controller: 'college_of_interest',
  rules: [required],
  options: {
    ENG: choices(['ME', 'Mechanical Engineering'], ['EE', 'Electrical Engineering']),
    ART: choices(['HIS', 'History'], ['BIO', 'Biology']),
    BUS: choices(['ACC', 'Accounting'], ['FIN', 'Finance']),
  },
};

export const plansPage: Page = {
  id: 'plans',
  path: '/plans',
  title: 'Plans and Essays',
  stepLabel: 'Step 05',
  sections: [
    {
      id: 'intent',
      title: 'Academic Plans',
      fields: [
        dropdown('college_of_interest', 'College', 'schools', { rules: [required] }),
        major,
        dropdown('campus', 'Campus', 'campuses', { rules: [required] }),
        radio('housing_interest', 'Are you interested in campus housing?', 'yesNo'),
        radio('financial_aid', 'Will you apply for financial aid?', 'yesNo'),
        radio('honors_program_interest', 'Are you applying to the honors program?', 'yesNo'),
        textarea('honors_essay', 'Honors Essay', {
          visibleWhen: is('honors_program_interest', 'Y'),
          rules: [required, minLength(100)],
        }),
      ],
    },
    {
      id: 'statement',
      title: 'Personal Statement',
      fields: [
        {
          widget: 'tabs',
          id: 'personal_statement',
          label: 'How will you provide your personal statement?',
          defaultTab: 'essay',
          tabs: [
            {
              id: 'essay',
              label: 'Type it',
              fields: [
                textarea('personal_statement_essay', 'Personal Statement', {
                  maxLength: 7000,
                  rules: [required, minLength(250)],
                }),
              ],
            },
            {
              id: 'upload',
              label: 'Upload it',
              fields: [
                {
                  widget: 'fileUpload',
                  key: 'personal_statement_doc',
                  label: 'Personal Statement Document',
                  rules: [required],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'essays',
      title: 'Short Answers',
      fields: [
        textarea('why_us', 'Why are you interested in our university?', { rules: [required] }),
        textarea('challenge_essay', 'Describe a challenge you overcame.'),
        textarea('additional_info', 'Is there anything else we should know?'),
      ],
    },
  ],
};

const conductQuestions = {
  discipline: 'Have you ever been disciplined at school?',
  dismissal: 'Have you ever been dismissed from a school?',
  probation: 'Are you on academic probation?',
  criminal: 'Have you ever been convicted of a crime?',
  pending_charges: 'Are criminal charges pending against you?',
};

export const finalPage: Page = {
  id: 'final',
  path: '/final',
  title: 'Final Steps',
  stepLabel: 'Step 06',
  sections: [
    {
      id: 'conduct',
      title: 'Conduct',
      fields: Object.entries(conductQuestions).flatMap(([topic, question]) => [
        radio(`conduct_${topic}`, question, 'yesNo', { rules: [required] }),
        textarea(`conduct_${topic}_explain`, 'Please explain', {
          visibleWhen: is(`conduct_${topic}`, 'Y'),
          rules: [required],
        }),
      ]),
    },
    {
      id: 'certification',
      title: 'Certification',
      fields: [
        checkbox('legal_agree', 'I certify that my answers are complete and correct.', {
          rules: [{ rule: 'mustBeTrue' }],
        }),
        text('signature', 'Signature', { rules: [required, minLength(2)] }),
        date('signature_date', 'Date', { rules: [required] }),
      ],
    },
  ],
};
