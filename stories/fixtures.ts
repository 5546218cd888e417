/** Option lists and sample data shared by the widget stories. */
import type { Option } from '../packages/form-engine/src/index.ts';

export const yesNo: Option[] = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

export const countries: Option[] = [
  { value: '', label: '--' },
  { value: 'USA', label: 'United States' },
  { value: 'CAN', label: 'Canada' },
  { value: 'GBR', label: 'United Kingdom' },
];

export const states: Option[] = [
  { value: '', label: '--' },
  { value: 'Michigan', label: 'Michigan' },
  { value: 'Ohio', label: 'Ohio' },
  { value: 'Ontario', label: 'Ontario' },
];

export const genders: Option[] = [
  { value: '', label: '--' },
  { value: 'F', label: 'Female' },
  { value: 'M', label: 'Male' },
  { value: 'X', label: 'Another legal sex (X)' },
];

export const campuses: Option[] = [
  { value: '', label: '--' },
  { value: 'MAIN', label: 'Main Campus' },
  { value: 'DOWNTOWN', label: 'Downtown Campus' },
  { value: 'ONLINE', label: 'Online' },
];

/** A small, valid document for the upload stories (under 1 MB, a short .pdf name). */
export const sampleDocument = (name = 'personal-statement.pdf'): File =>
  new File(['%PDF-1.7\n% a personal statement\n%%EOF\n'], name, { type: 'application/pdf' });

export const LOREM_STATEMENT =
  'Growing up in a small town on the lake, I spent my summers repairing boats with my grandfather.\n\nThose afternoons taught me patience, and they are why I want to study mechanical engineering.';
