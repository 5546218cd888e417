/** Named option lists of the benchmark definition. */
import type { Option } from '../../src/index.ts';
import { choices } from './builders.ts';

export const optionLists: Record<string, Option[]> = {
  // Radio lists have no blank option. "Yes" comes first on purpose: fullAnswers picks the first
  // choice, and "Yes" opens the follow-up questions, so the full answers exercise them.
  yesNo: [
    { value: 'Y', label: 'Yes' },
    { value: 'N', label: 'No' },
  ],
  // Transfer first: it shows the largest part of the form (the ten college blocks).
  applicantTypes: [
    { value: 'TR', label: 'Transfer' },
    { value: 'RE', label: 'Readmit' },
    { value: 'FR', label: 'First-year' },
  ],
  countries: choices(
    ['USA', 'United States'],
    ['CAN', 'Canada'],
    ['MEX', 'Mexico'],
    ['GBR', 'United Kingdom'],
    ['IND', 'India'],
    ['CHN', 'China'],
  ),
  states: choices(['OH', 'Ohio'], ['MI', 'Michigan'], ['PA', 'Pennsylvania'], ['ON', 'Ontario']),
  suffixes: choices(['JR', 'Jr.'], ['SR', 'Sr.'], ['III', 'III']),
  genders: choices(['F', 'Female'], ['M', 'Male'], ['X', 'Another legal sex']),
  phoneTypes: choices(['M', 'Mobile'], ['H', 'Home'], ['W', 'Work']),
  citizenships: choices(
    ['US', 'U.S. citizen'],
    ['DUAL', 'Dual citizen'],
    ['PR', 'Permanent resident'],
    ['OTH', 'Other'],
  ),
  visaTypes: choices(['F1', 'F-1 Student'], ['J1', 'J-1 Exchange'], ['H4', 'H-4 Dependent']),
  militaryStatuses: choices(
    ['ACTIVE', 'Active duty'],
    ['VETERAN', 'Veteran'],
    ['RESERVE', 'Reserve or Guard'],
    ['NONE', 'None'],
  ),
  branches: choices(['ARMY', 'Army'], ['NAVY', 'Navy'], ['USAF', 'Air Force'], ['USMC', 'Marines']),
  relationships: choices(['MOTHER', 'Mother'], ['FATHER', 'Father'], ['GUARDIAN', 'Guardian']),
  educationLevels: choices(
    ['HS', 'High school'],
    ['SOME', 'Some college'],
    ['BA', "Bachelor's degree"],
    ['GRAD', 'Graduate degree'],
  ),
  grades: choices(
    ['ELEM', 'Elementary'],
    ['MID', 'Middle school'],
    ['HS', 'High school'],
    ['COL', 'College'],
    ['NA', 'Not in school'],
  ),
  incomes: choices(
    ['1', 'Under $30,000'],
    ['2', '$30,000 to $60,000'],
    ['3', '$60,000 to $100,000'],
    ['4', 'Over $100,000'],
  ),
  maritalStatuses: choices(
    ['MARRIED', 'Married'],
    ['DIVORCED', 'Divorced'],
    ['SINGLE', 'Never married'],
    ['WIDOWED', 'Widowed'],
  ),
  terms: choices(['FA', 'Fall'], ['SP', 'Spring'], ['SU', 'Summer']),
  degrees: choices(
    ['AA', 'Associate of Arts'],
    ['AS', 'Associate of Science'],
    ['BA', 'Bachelor of Arts'],
    ['BS', 'Bachelor of Science'],
  ),
  englishTests: choices(['TOEFL', 'TOEFL iBT'], ['IELTS', 'IELTS Academic'], ['DET', 'Duolingo']),
  apSubjects: choices(
    ['BIO', 'Biology'],
    ['CALC', 'Calculus AB'],
    ['CHEM', 'Chemistry'],
    ['ENG', 'English Language'],
    ['USH', 'US History'],
  ),
  activityTypes: choices(
    ['ATH', 'Athletics'],
    ['ART', 'Art'],
    ['COM', 'Community service'],
    ['MUS', 'Music'],
    ['OTH', 'Other'],
  ),
  honorLevels: choices(['SCH', 'School'], ['ST', 'State'], ['NAT', 'National']),
  schools: choices(
    ['ENG', 'College of Engineering'],
    ['ART', 'College of Arts and Sciences'],
    ['BUS', 'College of Business'],
  ),
  campuses: choices(['MAIN', 'Main campus'], ['NORTH', 'North campus'], ['ONLINE', 'Online']),
};
