/** Pages 1–2 of the benchmark definition: the applicant and the family. */
import type { Page } from '../../src/index.ts';
import {
  block,
  checkbox,
  date,
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
  requiredWhen,
  showWhen,
  text,
  textarea,
  usPhone,
  years,
} from './builders.ts';

const inService = isIn('military_status', ['ACTIVE', 'VETERAN', 'RESERVE']);

export const profilePage: Page = {
  id: 'profile',
  path: '/profile',
  title: 'About You',
  stepLabel: 'Step 01',
  sections: [
    {
      id: 'name',
      title: 'Legal Name',
      fields: [
        text('first_name', 'Legal First/Given Name', { rules: [required] }),
        text('middle_name', 'Middle Name'),
        text('last_name', 'Legal Last/Family Name', { rules: [required] }),
        dropdown('name_suffix', 'Suffix', 'suffixes'),
        text('preferred_name', 'Preferred Name'),
        radio('former_names_ind', 'Have you used another last name?', 'yesNo'),
        ...showWhen(is('former_names_ind', 'Y'), [
          text('former_last_name', 'Former Last Name', { rules: [required] }),
        ]),
        date('birth_date', 'Date of Birth', {
          rules: [required, { rule: 'minYear', offset: -100 }, { rule: 'minAge', years: 13 }],
        }),
        dropdown('gender', 'Legal Sex', 'genders', { rules: [required] }),
        text('email', 'E-mail Address', { rules: [required, email] }),
      ],
    },
    {
      id: 'address',
      title: 'Permanent Address',
      fields: [
        dropdown('country', 'Country', 'countries', { rules: [required] }),
        lookup(
          'perm_address_line_1',
          'Address Line 1',
          'address',
          { city: 'perm_city', state: 'perm_state', zip: 'perm_zip' },
          { rules: [required] },
        ),
        text('perm_address_line_2', 'Address Line 2'),
        text('perm_city', 'City', { rules: [required] }),
        dropdown('perm_state', 'State/Province', 'states', {
          visibleWhen: isIn('country', ['USA', 'CAN']),
          rules: [required],
        }),
        text('perm_zip', 'ZIP/Postal Code', {
          rules: [requiredWhen(is('country', 'USA')), pattern('zip', is('country', 'USA'))],
        }),
        radio('mailing_different', 'Is your mailing address different?', 'yesNo'),
        ...showWhen(is('mailing_different', 'Y'), [
          text('mail_address_line_1', 'Mailing Address Line 1', { rules: [required] }),
          text('mail_address_line_2', 'Mailing Address Line 2'),
          text('mail_city', 'Mailing City', { rules: [required] }),
          dropdown('mail_state', 'Mailing State/Province', 'states'),
          text('mail_zip', 'Mailing ZIP/Postal Code', { rules: [pattern('zip')] }),
          dropdown('mail_country', 'Mailing Country', 'countries', { rules: [required] }),
        ]),
      ],
    },
    {
      id: 'phones',
      title: 'Phone',
      fields: [
        dropdown('phone_type', 'Preferred Phone Type', 'phoneTypes', { rules: [required] }),
        phone('phone_primary', 'Preferred Phone', { rules: [required, usPhone] }),
        ...showWhen(is('phone_type', 'M'), [
          phone('phone_mobile', 'Mobile Phone', { rules: [usPhone] }),
          checkbox('optin_sms', 'Send me text updates'),
        ]),
        // Hidden for US addresses by a hide rule.
        phone('phone_intl', 'International Phone', { international: true, rules: [required] }),
      ],
    },
    {
      id: 'citizenship',
      title: 'Citizenship and Residency',
      fields: [
        dropdown('citizenship', 'Citizenship Status', 'citizenships', { rules: [required] }),
        dropdown('citizenship_country', 'Country of Citizenship', 'countries', {
          visibleWhen: isIn('citizenship', ['DUAL', 'OTH']),
          rules: [required],
        }),
        dropdown('visa_type', 'Visa Type', 'visaTypes', {
          visibleWhen: is('citizenship', 'OTH'),
          rules: [required],
        }),
        text('ssn', 'Social Security Number', {
          visibleWhen: isIn('citizenship', ['US', 'DUAL', 'PR']),
          rules: [pattern('ssn')],
        }),
        text('alien_number', 'Alien Registration Number', {
          visibleWhen: is('citizenship', 'PR'),
          rules: [required, pattern('alienNumber')],
        }),
        radio('state_resident', 'Are you a resident of this state?', 'yesNo', {
          rules: [required],
        }),
        ...showWhen(is('state_resident', 'Y'), [
          text('residency_years', 'Years of Residency', { rules: [range(0, 99)] }),
          date('residency_start_date', 'Residency Start Date', { rules: years(-100, 0) }),
        ]),
      ],
    },
    {
      id: 'background',
      title: 'Background',
      fields: [
        radio('hispanic', 'Are you Hispanic or Latino?', 'yesNo'),
        checkbox('race_american_indian', 'American Indian or Alaska Native'),
        checkbox('race_asian', 'Asian'),
        checkbox('race_black', 'Black or African American'),
        checkbox('race_pacific_islander', 'Native Hawaiian or Other Pacific Islander'),
        checkbox('race_white', 'White'),
        radio('first_generation', 'Are you the first in your family to attend college?', 'yesNo'),
        dropdown('military_status', 'Military Status', 'militaryStatuses'),
        ...showWhen(inService, [
          dropdown('military_branch', 'Branch', 'branches', { rules: [required] }),
          date('military_from_date', 'Service Start', { rules: years(-74, 0) }),
        ]),
        ...showWhen(is('military_status', 'VETERAN'), [
          date('military_to_date', 'Service End', { rules: years(-74, 4) }),
          radio('military_discharge_honorable', 'Were you honorably discharged?', 'yesNo'),
        ]),
        textarea('military_discharge_explain', 'Please explain', {
          visibleWhen: {
            all: [is('military_status', 'VETERAN'), is('military_discharge_honorable', 'N')],
          },
          rules: [required],
        }),
      ],
    },
  ],
};

const parentEmail = { ...email, message: 'Parent/Guardian {n}: please give a valid e-mail.' };

export const familyPage: Page = {
  id: 'family',
  path: '/family',
  title: 'Family',
  stepLabel: 'Step 02',
  sections: [
    {
      id: 'parents',
      title: 'Parents or Guardians',
      fields: [
        block('parents', 'parent_', 4, 'Parent/Guardian {n}', [
          dropdown('parent_relationship', 'Relationship', 'relationships', { rules: [required] }),
          radio('parent_living', 'Is Parent/Guardian {n} living?', 'yesNo', { rules: [required] }),
          text('parent_first_name', 'First Name', { rules: [required] }),
          text('parent_last_name', 'Last Name', { rules: [required] }),
          ...showWhen(is('parent_living', 'Y'), [
            text('parent_email', 'E-mail', { rules: [parentEmail] }),
            phone('parent_phone', 'Phone', { rules: [usPhone] }),
            dropdown('parent_education', 'Highest Level of Education', 'educationLevels'),
            text('parent_occupation', 'Occupation'),
            text('parent_employer', 'Employer'),
          ]),
          radio('parent_attended_college', 'Did Parent/Guardian {n} attend college?', 'yesNo'),
          ...showWhen(is('parent_attended_college', 'Y'), [
            text('parent_college_name', 'College', { rules: [required] }),
            text('parent_grad_year', 'Graduation Year', { rules: [range(1940, 2040)] }),
          ]),
        ]),
      ],
    },
    {
      id: 'siblings',
      title: 'Siblings',
      fields: [
        block('siblings', 'sibling_', 8, 'Sibling {n}', [
          text('sibling_first_name', 'First Name', { rules: [required] }),
          text('sibling_age', 'Age', { rules: [range(0, 80)] }),
          dropdown('sibling_grade', 'Education Level', 'grades'),
          radio('sibling_in_college', 'Is Sibling {n} in college?', 'yesNo'),
          ...showWhen(is('sibling_in_college', 'Y'), [
            text('sibling_college', 'College', { rules: [required] }),
          ]),
        ]),
      ],
    },
    {
      id: 'household',
      title: 'Household',
      fields: [
        text('household_size', 'Household Size', { rules: [required, range(1, 20)] }),
        dropdown('household_income', 'Household Income', 'incomes'),
        dropdown('parents_marital_status', "Parents' Marital Status", 'maritalStatuses'),
        radio('lives_with_parents', 'Do you live with your parents?', 'yesNo'),
      ],
    },
  ],
};
