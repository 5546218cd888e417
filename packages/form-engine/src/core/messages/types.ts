import type { AnswerField, AnswerType } from '../definition/index.ts';

/** What a tab switch would remove: the tab's stored documents and its answered questions. */
export interface TabSwitchRemoval {
  /** File names of the documents deleted ("" for a document whose name is unknown). */
  readonly documents: readonly string[];
  /** Labels of the questions whose answers are cleared. */
  readonly answers: readonly string[];
}

/**
 * The engine's message catalogue: every word the engine itself shows or announces (headings,
 * notes, buttons, dialogs, toasts, accessible names, read-only wording and the default validation
 * messages). The definition's own words (labels, hints, options, a rule's `message`) are not
 * here: a partner translates those in its definition (see docs/authoring.md).
 *
 * Two kinds of entries:
 * - UI messages with parameters are functions, e.g. `characterCount({ count, limit })`.
 * - Validation messages (`rule…`, `check…`) are {@link ValidationMessage}s: a function of the
 *   field ({@link FieldMessageParams}: label, widget, block) and the rule's numbers, so each
 *   language phrases "Enter …" / "Select …" its own way, or a template in the same `{name}`
 *   syntax as a definition rule's `message` (`{label}`, `{min}`, `{max}`, `{step}`, `{year}`,
 *   `{n}`). Either way the result is compiled into the JSON Schema that validates in the browser
 *   and on the server alike: pass the same catalogue to `compileForm(definition, model,
 *   { messages })` on both sides.
 */
export interface FormMessages {
  /**
   * The catalogue's language as a BCP 47 tag (`en-US`, `es`): the default of the dates the
   * printable form writes (`PrintableHeaderInfo.locale` wins). Not a message: never shown.
   */
  readonly locale: string;

  // — Error summary (specification §2)
  /** Heading of the error summary. */
  readonly errorSummaryTitle: string;
  /** Paragraph under the error summary's heading. */
  readonly errorSummaryText: string;
  /** Visually hidden prefix of each error line under a field, for screen readers ("Error: "). */
  readonly errorPrefix: string;
  /**
   * Words after the label of a question the applicant may leave blank, e.g. "(optional)" (GOV.UK:
   * mark the optional questions, not the required ones). Absent or empty: nothing is marked (the
   * default, so a host opts in). A question is optional while no `required`/`mustBeTrue` rule of
   * it applies: a rule with `when` makes it required only while that condition holds.
   */
  readonly optionalMarker?: string;

  // — Text area, date, phone, autocomplete
  /** The text area's counter: "Character count: n / limit". */
  readonly characterCount: (p: { readonly count: number; readonly limit: number }) => string;
  /** Placeholder of a date box (the format it shows). */
  readonly datePlaceholder: string;
  /** Placeholder of a US phone box. */
  readonly phonePlaceholder: string;
  /** Note under a US phone box whose text the mask cannot format (kept as typed). */
  readonly phoneNotUs: string;
  /** Screen-reader announcement of how many suggestions the lookup offers. */
  readonly suggestionsAvailable: (p: { readonly count: number }) => string;

  // — File upload (specification §5)
  /** A file over the question's size limit: `max` as written ("1 MB"), `bytes` as a number. */
  readonly fileTooLarge: (p: { readonly max: string; readonly bytes: number }) => string;
  /** A file of a type not accepted; `types` is ".png, .jpeg, …". */
  readonly fileWrongType: (p: { readonly types: string }) => string;
  /** A file name over the length limit. */
  readonly fileNameTooLong: (p: { readonly max: number }) => string;
  /** An empty file. */
  readonly fileEmpty: string;
  /** More than one file chosen. */
  readonly fileOnlyOne: string;
  /** A call to the back end failed without a message of its own. */
  readonly unexpectedError: string;
  /** A conversion that failed without a message of its own. */
  readonly fileConversionFailed: string;
  /** The attached file's line, conversion COMPLETED. */
  readonly fileStatusCompleted: string;
  /** The attached file's line when the uploader did not convert it. */
  readonly fileStatusUploaded: string;
  /** The attached file's line, conversion IN_PROGRESS. */
  readonly fileStatusInProgress: string;
  /** The attached file's line, conversion UNPROCESSED. */
  readonly fileStatusUnprocessed: string;
  /** The attached file's line, conversion FAILED. */
  readonly fileStatusFailed: string;
  /** The name shown for an attached document whose file name is unknown. */
  readonly fileAttachedNoName: string;
  /** Accessible name of the progress bar while a file uploads; `name` may be absent. */
  readonly fileUploadingLabel: (p: { readonly name?: string }) => string;
  /** Status text while a file uploads; `name` may be absent. */
  readonly fileUploadingText: (p: { readonly name?: string }) => string;
  /** Status text once the uploader says the file is being converted; `name` may be absent. */
  readonly fileConvertingText: (p: { readonly name?: string }) => string;
  /** What visitors read in place of the upload control, unless the definition says otherwise. */
  readonly fileVisitorNote: string;
  /** The Delete button of an attached file. */
  readonly fileDelete: string;
  /** The Delete button while the delete runs. */
  readonly fileDeleting: string;
  /** Title of the delete confirmation dialog. */
  readonly fileDeleteTitle: string;
  /** Text of the delete confirmation dialog; `name` may be absent. */
  readonly fileDeleteText: (p: { readonly name?: string }) => string;
  /** The dialog's button that keeps the file. */
  readonly fileDeleteCancel: string;
  /** The dialog's button that deletes the file. */
  readonly fileDeleteConfirm: string;

  // — Tabs (specification §4)
  /** Title of the dialog that blocks a tab switch during an upload. */
  readonly uploadInProgressTitle: string;
  /** Text of that dialog. */
  readonly uploadInProgressText: string;
  /** Its button. */
  readonly uploadInProgressOk: string;
  /** What visitors read under the default tab: the other tabs' labels, once they have an account. */
  readonly visitorTabsNote: (p: { readonly choices: readonly string[] }) => string;
  /** Title of the dialog that asks before a tab switch removes answers; `tab` is the tab chosen. */
  readonly tabSwitchTitle: (p: { readonly tab: string }) => string;
  /**
   * Its text, naming what the switch removes (issue 27): the stored documents by file name (""
   * when the name is unknown) and the answered questions of the tab left by their labels.
   */
  readonly tabSwitchText: (p: TabSwitchRemoval) => string;
  /** Its button that keeps everything. */
  readonly tabSwitchCancel: string;
  /** Its button that removes them and switches. */
  readonly tabSwitchConfirm: (p: TabSwitchRemoval) => string;

  // — Toasts (specification §8)
  /** An upload failed; `key` is the field's answer key. */
  readonly toastUploadError: (p: { readonly key: string }) => string;
  /** A tab switch failed; `tab` is the group's default tab. */
  readonly toastTabsError: (p: { readonly tab: string }) => string;
  /** Add Another failed; `id` is the button's id. */
  readonly toastAddAnotherError: (p: { readonly id: string }) => string;
  /** Removing a block failed to save; `item` names the block ("College 2"). */
  readonly toastAddAnotherRemoveError: (p: { readonly item: string }) => string;

  // — Removing an add-another block (`item` is its heading, "College 2", or `addAnotherEntry`)
  /** The name of block `n` of a list whose blocks have no item label. */
  readonly addAnotherEntry: (p: { readonly n: number }) => string;
  /** The block's Remove button. */
  readonly addAnotherRemove: (p: { readonly item: string }) => string;
  /** Title of the dialog that asks before the block goes. */
  readonly addAnotherRemoveTitle: (p: { readonly item: string }) => string;
  /** Its text: what removing does to the answers. */
  readonly addAnotherRemoveText: (p: { readonly item: string }) => string;
  /** Its button that keeps the block. */
  readonly addAnotherRemoveCancel: string;
  /** Its button that removes the block. */
  readonly addAnotherRemoveConfirm: string;
  /** Announced to screen readers once the block is removed. */
  readonly addAnotherRemoved: (p: { readonly item: string }) => string;

  // — The <Form> component: its step list and buttons
  /** Accessible name of the step list's navigation. */
  readonly formSteps: string;
  /** The button back to the previous page. */
  readonly formBack: string;
  /** The button that checks the page and moves to the next one. */
  readonly formContinue: string;
  /** The last page's button that checks the whole form and sends it. */
  readonly formSubmit: string;
  /** The host's submit handler failed; `message` is its error's message, if any. */
  readonly formSubmitError: (p: { readonly message?: string }) => string;

  // — Read-only renderings (specification §7)
  /** An unanswered question in the printable and read-only renderings. */
  readonly notAnswered: string;
  /** Printable header: the applicant's name line. */
  readonly printApplicant: string;
  /** Printable header: the e-mail line. */
  readonly printEmail: string;
  /** Printable header: the submission line. */
  readonly printSubmitted: string;
  /** Printable header: a copy made before submission; `printed` is the formatted date. */
  readonly printNotYetSubmitted: (p: { readonly printed: string }) => string;
  /** Printable header: the application reference line. */
  readonly printReference: string;
  /** A checked checkbox in plain text. */
  readonly yes: string;
  /** An unchecked checkbox in plain text. */
  readonly no: string;
  /** An uploaded document; `key` is its answer key. */
  readonly documentAttached: (p: { readonly key: string }) => string;

  // — Validation messages (functions or `{name}` templates): see the note above.
  /** A question left blank ("Enter first name", "Select program"). */
  readonly ruleRequired: ValidationMessage;
  /** A box that must be checked (a declaration). */
  readonly ruleMustBeTrue: ValidationMessage;
  readonly rulePattern: ValidationMessage;
  readonly ruleMinLength: ValidationMessage<FieldMessageParams & { readonly min: number }>;
  /** The rule's maximum, or the widget's (45 characters for a text box unless set). */
  readonly ruleMaxLength: ValidationMessage<FieldMessageParams & { readonly max: number }>;
  readonly ruleDigits: ValidationMessage;
  readonly ruleEmail: ValidationMessage;
  readonly ruleUsPhone: ValidationMessage;
  readonly ruleIntegerRange: ValidationMessage<RangeMessageParams>;
  /** A decimal range: `min`, `max` and `step` written with the step's decimals in `locale`. */
  readonly ruleNumberRange: ValidationMessage<RangeMessageParams>;
  readonly ruleMinAge: ValidationMessage<FieldMessageParams & { readonly min: number }>;
  /** `year` is the placeholder `{year}`, filled on the day of validation. */
  readonly ruleMinYear: ValidationMessage<FieldMessageParams & { readonly year: string }>;
  /** `year` is the placeholder `{year}`, filled on the day of validation. */
  readonly ruleMaxYear: ValidationMessage<FieldMessageParams & { readonly year: string }>;
  /** An answer of the wrong JSON type (text in a number box). */
  readonly checkType: ValidationMessage;
  /** A date that is not a calendar date. */
  readonly checkDate: ValidationMessage;
  /** A choice that is not one of the listed options. */
  readonly checkOption: ValidationMessage;
  /** An answer key the form does not have (server side); `{key}`. */
  readonly checkUnknownKey: string;
  /** Application data of the wrong shape (server side); `{detail}`. */
  readonly checkMalformed: string;
}

/** What a validation message can name: the field that failed. */
export interface FieldMessageParams {
  /** The field's label as shown (`{n}` filled in an add-another block). */
  readonly label: string;
  /** The widget that asks: the instruction depends on it ("Enter" a text, "Select" an option). */
  readonly widget: AnswerField['widget'];
  /** The answer's type (`number`, `date`, …). */
  readonly type: AnswerType;
  /**
   * Which add-another block the field sits in, when its label does not say (no `{n}` in it): the
   * block's heading ("College 2"), or its number ("2") when the block has no `itemLabel`. Name it
   * in the message, or the second block's errors read exactly like the first's.
   */
  readonly block?: string;
  /** The add-another block number (1 outside blocks). */
  readonly n: number;
}

/** What a range message can name: the field and the rule's bounds and step, as written. */
export interface RangeMessageParams extends FieldMessageParams {
  readonly min: string;
  readonly max: string;
  readonly step: string;
}

/**
 * A validation message: a function of its parameters, or a template that names them as `{label}`,
 * `{n}`, `{min}`… (a JSON catalogue can only hold templates).
 */
export type ValidationMessage<P extends FieldMessageParams = FieldMessageParams> =
  string | ((p: P) => string);

/** A partial catalogue: the keys given replace the defaults, the rest stay. */
export type FormMessagesOverride = Partial<FormMessages>;
