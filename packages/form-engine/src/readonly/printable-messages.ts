/**
 * The words the printable read-only rendering adds around the answers: the "Not answered" line
 * and the header block's labels. English; kept in one place so they can move into the engine's
 * message catalogue (packages/form-engine/src/messages) without touching the components.
 */
export const printableMessages = {
  /** An unanswered text field or long list, so a reader still sees the question. */
  notAnswered: 'Not answered',
  applicant: 'Applicant',
  email: 'E-mail',
  submitted: 'Submitted',
  /** The submission line of a copy made before submission; `printed` is the date printed. */
  notYetSubmitted: (p: { readonly printed: string }) => `Not yet submitted (printed ${p.printed})`,
  reference: 'Application reference',
} as const;
