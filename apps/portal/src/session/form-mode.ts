import type { FormMode } from '@admissions/form-engine/react';

/** The specification's roles (§6). */
export type Role = 'visitor' | 'applicant' | 'service';

/**
 * What each role may do with the form, in the engine's words (§6): a visitor answers locally (no
 * upload, saved tab or Add Another), a logged-in applicant does everything, a service user reads.
 * The one place the portal's roles meet the engine's modes.
 */
export const FORM_MODE: Readonly<Record<Role, FormMode>> = {
  visitor: 'answers-only',
  applicant: 'edit',
  service: 'read-only',
};
