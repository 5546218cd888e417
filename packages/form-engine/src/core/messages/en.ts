import type { FieldMessageParams, FormMessages, FormMessagesOverride } from './types.ts';
import { bare, inSentence, isChoice, isSentence, isUnitStep } from './wording.ts';

/** "a", "a or b", "a, b or c" (or "and"). */
const list = (items: readonly string[], last = 'or'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/**
 * A question, a sentence or an instruction ("Please explain", "Search for your school"): quoted
 * whole ("Enter your answer to “Please explain”"), since "Enter please explain" reads wrong.
 */
const quoted = (label: string): boolean =>
  isSentence(label) ||
  /^(please|search|enter|select|choose|describe|explain|tell|give|provide|upload|attach|type|write|indicate)\b/i.test(
    label.trim(),
  );

/** The field inside a sentence: quoted when a question (or `quote`), then its add-another block. */
const name = (p: FieldMessageParams, quote = quoted(p.label)): string =>
  `${quote ? `“${bare(p.label)}”` : inSentence(p.label)}${p.block ? ` (${p.block})` : ''}`;

/** The answer opening a sentence: "First name", "Your answer to “Why …?”" (no "?… must"). */
const subject = (p: FieldMessageParams): string =>
  quoted(p.label)
    ? `Your answer to ${name(p)}`
    : `${bare(p.label)}${p.block ? ` (${p.block})` : ''}`;

/** "Enter first name", "Enter your answer to “…?”": `what` names a question's answer. */
const ask = (verb: string, what: string, p: FieldMessageParams): string =>
  `${verb} ${quoted(p.label) ? `${what} ` : ''}${name(p)}`;

/** The instruction for a blank question, by its widget. */
const enterOrSelect = (p: FieldMessageParams): string =>
  p.widget === 'checkbox'
    ? `Select ${name(p, true)}`
    : p.widget === 'fileUpload'
      ? ask('Upload', 'a file for', p)
      : isChoice(p)
        ? ask('Select', 'an answer to', p)
        : ask('Enter', p.widget === 'date' ? 'a date for' : 'your answer to', p);

const inFormat = (p: FieldMessageParams): string =>
  `${ask('Enter', 'your answer to', p)} in the correct format`;

/** ", in steps of 10" when the step is more than the decimals shown. */
const steps = (step: string): string => (isUnitStep(step) ? '' : `, in steps of ${step}`);

/**
 * The English catalogue, the engine's default: the specification's wording for the interface;
 * validation messages on GOV.UK's pattern ("Enter first name", "Select program", "… must be 50
 * characters or more"), built from the field's label and widget.
 */
export const en: FormMessages = {
  locale: 'en-US',
  errorSummaryTitle: 'There is a problem',
  errorSummaryText: 'Each link below leads to an answer to correct.',
  errorPrefix: 'Error: ',

  characterCount: ({ count, limit }) => `Character count: ${count} / ${limit}`,
  datePlaceholder: 'MM/DD/YYYY',
  phonePlaceholder: '(###) ###-####',
  phoneNotUs: 'This is not a US number, (###) ###-####: it is kept as you typed it.',
  suggestionsAvailable: ({ count }) =>
    `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available, use up and down arrow keys to navigate.`,

  fileTooLarge: ({ max }) => `Your file is too large. The maximum file size is ${max}.`,
  fileWrongType: ({ types }) => `You can only enter the following file types: ${types}`,
  fileNameTooLong: ({ max }) =>
    `Your file name must be ${max} characters or fewer, including the extension.`,
  fileEmpty: 'Your file is empty. Please upload a non-empty file.',
  fileOnlyOne: 'You can only upload one file.',
  unexpectedError: "We've encountered an unexpected error at this time. Please try again later.",
  fileConversionFailed: 'Your file could not be converted. Please check the file and try again.',
  fileStatusCompleted: 'Converted to PDF',
  fileStatusUploaded: 'Uploaded',
  fileStatusInProgress: 'Being converted to PDF…',
  fileStatusUnprocessed: 'Waiting to be converted to PDF…',
  fileStatusFailed: 'The conversion to PDF failed. Delete the file and upload it again.',
  fileAttachedNoName: 'Document attached',
  fileUploadingLabel: ({ name }) => `Uploading ${name ?? 'file'}`,
  fileUploadingText: ({ name }) => `Uploading ${name ?? 'your file'}…`,
  fileConvertingText: ({ name }) =>
    `Uploading and converting ${name ?? 'your file'}. This may take a moment…`,
  fileVisitorNote: 'You can finish this question once you have created an account.',
  fileDelete: 'Delete',
  fileDeleting: 'Deleting…',
  fileDeleteTitle: 'Delete this file?',
  fileDeleteText: ({ name }) =>
    `${name ? `“${name}”` : 'The attached file'} will be removed from your application. You can upload another file afterwards.`,
  fileDeleteCancel: 'Cancel',
  fileDeleteConfirm: 'Delete',

  uploadInProgressTitle: 'File Upload in Progress',
  uploadInProgressText: 'Please wait until the file upload has completed.',
  uploadInProgressOk: 'OK',
  visitorTabsNote: ({ choices }) =>
    `Once you have created an account, you can also choose ${list(choices.map((c) => `“${c}”`))}.`,
  tabSwitchTitle: ({ tab }) => `Switch to “${tab}”?`,
  tabSwitchText: ({ documents, answers }) => {
    const files = list(documents.filter(Boolean), 'and');
    const parts = [
      documents.length > 0 &&
        `deletes your uploaded document${documents.length > 1 ? 's' : ''}${files && ` ${files}`}`,
      answers.length > 0 &&
        `clears your answer${answers.length > 1 ? 's' : ''} to ${list(
          answers.map((a) => `“${a}”`),
          'and',
        )}`,
    ].filter(Boolean);
    return `Switching ${parts.join(' and ')}. ${documents.length > 0 ? 'Delete' : 'Clear'} ${documents.length + answers.length > 1 ? 'them' : 'it'} and switch?`;
  },
  tabSwitchCancel: 'Cancel',
  tabSwitchConfirm: ({ documents }) =>
    documents.length > 0 ? 'Delete and switch' : 'Clear and switch',

  toastUploadError: ({ key }) => `Error uploading file for ${key}`,
  toastTabsError: ({ tab }) => `Error handling tabs for ${tab}`,
  toastAddAnotherError: ({ id }) => `Error adding another ${id}`,
  toastAddAnotherRemoveError: ({ item }) => `Error removing ${item}`,
  addAnotherEntry: ({ n }) => `Entry ${n}`,
  addAnotherRemove: ({ item }) => `Remove ${item}`,
  addAnotherRemoveTitle: ({ item }) => `Remove ${item}?`,
  addAnotherRemoveText: ({ item }) =>
    `Your answers in ${item} will be cleared, and the entries after it will move up one place.`,
  addAnotherRemoveCancel: 'Cancel',
  addAnotherRemoveConfirm: 'Remove',
  addAnotherRemoved: ({ item }) => `${item} removed`,

  formSteps: 'Steps',
  formBack: 'Back',
  formContinue: 'Continue',
  formSubmit: 'Submit',
  formSubmitError: ({ message }) =>
    `Your answers could not be sent${message ? ` (${message})` : ''}. Nothing is lost: try again.`,

  notAnswered: 'Not answered',
  printApplicant: 'Applicant',
  printEmail: 'E-mail',
  printSubmitted: 'Submitted',
  printNotYetSubmitted: ({ printed }) => `Not yet submitted (printed ${printed})`,
  printReference: 'Application reference',
  yes: 'Yes',
  no: 'No',
  documentAttached: ({ key }) => `Document attached for "${key}"`,

  ruleRequired: enterOrSelect,
  ruleMustBeTrue: (p) => `Select ${name(p, true)}`,
  rulePattern: inFormat,
  ruleMinLength: (p) => `${subject(p)} must be ${p.min} characters or more`,
  ruleMaxLength: (p) => `${subject(p)} must be ${p.max} characters or fewer`,
  ruleDigits: (p) => `${subject(p)} must only include digits 0 to 9`,
  ruleEmail: (p) => `${inFormat(p)}, like name@example.com`,
  ruleUsPhone: (p) => `${inFormat(p)}, like (202) 555-0143`,
  ruleIntegerRange: (p) =>
    `${subject(p)} must be a whole number between ${p.min} and ${p.max}${steps(p.step)}`,
  ruleNumberRange: (p) =>
    `${subject(p)} must be a number between ${p.min} and ${p.max}${steps(p.step)}`,
  ruleMinAge: 'You must be {min} years or older to apply',
  ruleMinYear: (p) => `${subject(p)} must be in ${p.year} or later`,
  ruleMaxYear: (p) => `${subject(p)} must be in ${p.year} or earlier`,
  checkType: (p) =>
    `${subject(p)} ${p.type === 'integer' ? 'must be a whole number' : p.type === 'number' ? 'must be a number' : 'has a value of the wrong type'}`,
  checkDate: (p) => `${subject(p)} must be a real date`,
  checkOption: (p) => `${ask('Select', 'an answer to', p)} from the list`,
  checkUnknownKey: '"{key}" is not a question of this form.',
  checkMalformed: 'The application data is malformed ({detail}).',
};

/**
 * The full catalogue for `override`: its keys over `base` (English unless given). Keys whose
 * value is `undefined` keep the base's message.
 */
export function resolveMessages(
  override?: FormMessagesOverride,
  base: FormMessages = en,
): FormMessages {
  if (!override) return base;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) if (value !== undefined) merged[key] = value;
  return merged as unknown as FormMessages;
}
