/**
 * Everything partner-specific that is not a question: names, contacts, links and codes.
 *
 * The specification does not print the partner's real values, so these are plainly fictitious
 * (example.edu, 555 numbers). A partner replaces this object — see docs/authoring.md,
 * "Replacing the partner values".
 */
export interface PartnerConstants {
  /** Full name of the university, as in the footer and the banner. */
  readonly schoolName: string;
  /** Short name used in running text. */
  readonly schoolShortName: string;
  /** Lower-case abbreviation used inside answer keys (`legacy_attend_esu`). */
  readonly keyAbbreviation: string;
  readonly address: {
    readonly line1: string;
    readonly line2?: string;
    readonly city: string;
    readonly state: string;
    readonly zip: string;
  };
  /** Where applicants write with admission questions. */
  readonly admissionEmail: string;
  /** The Technical Help modal's address. */
  readonly helpEmail: string;
  readonly phone: string;
  readonly privacyPolicyUrl: string;
  readonly financialAid: {
    readonly url: string;
    readonly fafsaCode: string;
    readonly fafsaUrl: string;
  };
  readonly act: { readonly code: string; readonly url: string };
  readonly sat: { readonly code: string; readonly url: string };
  readonly interviewUrl: string;
  readonly deanFormUrl: string;
  /** Character limit of the partner's text areas (the engine default is 1500). */
  readonly textCharacterLimit: number;
  /** The paper the PDF copy of an application is printed on: US Letter or ISO A4. */
  readonly paperSize: PaperSize;
}

/** A paper size the PDF copy can use. */
export type PaperSize = 'Letter' | 'A4';

/** The fictitious partner of this repository: Example State University. */
export const PARTNER: PartnerConstants = {
  schoolName: 'Example State University',
  schoolShortName: 'Example State',
  keyAbbreviation: 'esu',
  address: { line1: '100 University Avenue', city: 'Springfield', state: 'OH', zip: '45501' },
  admissionEmail: 'admissions@example.edu',
  helpEmail: 'apply-help@example.edu',
  phone: '(555) 010-0100',
  privacyPolicyUrl: 'https://www.example.edu/privacy',
  financialAid: {
    url: 'https://www.example.edu/financial-aid',
    fafsaCode: '009999',
    fafsaUrl: 'https://www.example.org/fafsa',
  },
  act: { code: '9999', url: 'https://www.example.org/act/send-scores' },
  sat: { code: '9999', url: 'https://www.example.org/sat/send-scores' },
  interviewUrl: 'https://www.example.edu/admissions/interview',
  deanFormUrl: 'https://www.example.edu/admissions/dean-form.pdf',
  textCharacterLimit: 7000,
  paperSize: 'Letter',
};
