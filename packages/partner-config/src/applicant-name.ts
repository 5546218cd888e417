/**
 * The applicant's legal name as the partner's form asks it (`first_name`, `last_name`), for the
 * header and footer of a printed copy; empty when neither is answered. Shared by the server's PDF
 * copy and the portal's service view so both print the same name.
 */
export function legalName(answers: Readonly<Record<string, unknown>>): string {
  return [answers.first_name, answers.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}
