import type { FormMessages, FormMessagesOverride } from './types.ts';

/** "a", "a or b", "a, b or c" (or "and"). */
const list = (items: readonly string[], last = 'or'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/** The English catalogue: the specification's wording, the engine's default. */
export const en: FormMessages = {
  locale: 'en-US',
  errorSummaryTitle: "We're missing some information!",
  errorSummaryText:
    'The links below show what needs to be completed. Missing items will be highlighted on each page; simply fix them and then resubmit your application.',
  errorPrefix: 'Error: ',

  characterCount: ({ count, limit }) => `Character count: ${count} / ${limit}`,
  datePlaceholder: 'MM/DD/YYYY',
  phonePlaceholder: '(###) ###-####',
  phoneNotUs: 'This is not a US number, (###) ###-####: it is kept as you typed it.',
  manualSchoolHint: 'Enter your school information below.',
  suggestionsAvailable: ({ count }) =>
    `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available, use up and down arrow keys to navigate.`,

  fileTooLarge: 'Your file is too large. The maximum file size is 1 MB.',
  fileWrongType: ({ types }) => `You can only enter the following file types: ${types}`,
  fileNameTooLong: ({ max }) =>
    `Your file name must be ${max} characters or fewer, including the extension.`,
  fileEmpty: 'Your file is empty. Please upload a non-empty file.',
  fileOnlyOne: 'You can only upload one file.',
  unexpectedError: "We've encountered an unexpected error at this time. Please try again later.",
  fileConversionFailed: 'Your file could not be converted. Please check the file and try again.',
  fileStatusCompleted: 'Converted to PDF',
  fileStatusInProgress: 'Being converted to PDF…',
  fileStatusUnprocessed: 'Waiting to be converted to PDF…',
  fileStatusFailed: 'The conversion to PDF failed. Delete the file and upload it again.',
  fileAttachedNoName: 'Document attached',
  fileUploadingLabel: ({ name }) => `Uploading ${name ?? 'file'}`,
  fileUploadingText: ({ name }) =>
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

  notAnswered: 'Not answered',
  printApplicant: 'Applicant',
  printEmail: 'E-mail',
  printSubmitted: 'Submitted',
  printNotYetSubmitted: ({ printed }) => `Not yet submitted (printed ${printed})`,
  printReference: 'Application reference',
  yes: 'Yes',
  no: 'No',
  documentAttached: ({ key }) => `Document attached for "${key}"`,
  schoolWithCode: ({ name, code }) => `${name} (Ceeb: ${code})`,

  ruleRequired: '{label}',
  ruleMustBeTrue: '{label}',
  rulePattern: '{label}',
  ruleMinLength: '{label} must be at least {min} characters.',
  ruleMaxLength: '{label} must be at most {max} characters.',
  ruleDigits: '{label} must contain digits only.',
  ruleEmail: '{label}',
  ruleUsPhone: '{label}',
  ruleIntegerRange: '{label} must be a whole number from {min} to {max}.',
  ruleNumberRange: '{label} must be a number from {min} to {max}.',
  ruleMinAge: 'You must be {min} years or older to apply',
  ruleMinYear: 'The earliest supported year is {year}.',
  ruleMaxYear: 'The latest supported year is {year}.',
  checkType: '{label} has a value of the wrong type.',
  checkDate: '{label} must be a valid date.',
  checkOption: '{label}: choose one of the listed options.',
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
