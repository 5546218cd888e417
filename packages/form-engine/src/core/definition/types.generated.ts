/* Generated from schema/form-definition.schema.json by scripts/generate-types.ts. Do not edit. */

/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Identifier".
 */
export type Identifier = string;
/**
 * Value/label pairs; a dropdown list starts with the blank option { "value": "", "label": "--" }.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "OptionList".
 */
export type OptionList = Option[];
/**
 * { valueKey, operator, target }, or all/any of conditions. Empty string, null and a missing answer are unanswered.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Condition".
 */
export type Condition = ComparisonCondition | AllCondition | AnyCondition;
/**
 * One widget of a section, a tab or an add-another block, chosen by its "widget".
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Field".
 */
export type Field =
  | TextField
  | TextareaField
  | DateField
  | PhoneField
  | DropdownField
  | RadioField
  | CheckboxField
  | ConditionalDropdownField
  | AutocompleteField
  | FileUploadField
  | TabsField
  | AddAnotherField
  | AlertField
  | StaticTextField;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "TextField".
 */
export type TextField = AnswerFieldBase & TextField1;
/**
 * A snake_case answer key of the data model.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AnswerKey".
 */
export type AnswerKey = string;
/**
 * A validation rule, chosen by its "rule".
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Rule".
 */
export type Rule =
  | RequiredRule
  | MustBeTrueRule
  | PatternRule
  | MinLengthRule
  | MaxLengthRule
  | DigitsRule
  | EmailRule
  | UsPhoneRule
  | IntegerRangeRule
  | NumberRangeRule
  | MinAgeRule
  | MinYearRule
  | MaxYearRule;
/**
 * The answer must be given (a visible field only).
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "RequiredRule".
 */
export type RequiredRule = RuleBase & RequiredRule1;
/**
 * A checkbox that must be ticked.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "MustBeTrueRule".
 */
export type MustBeTrueRule = RuleBase & MustBeTrueRule1;
/**
 * The answer must match a regular expression.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "PatternRule".
 */
export type PatternRule = RuleBase & PatternRule1;
/**
 * At least this many characters.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "MinLengthRule".
 */
export type MinLengthRule = RuleBase & MinLengthRule1;
/**
 * At most this many characters.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "MaxLengthRule".
 */
export type MaxLengthRule = RuleBase & MaxLengthRule1;
/**
 * Digits 0-9 only.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "DigitsRule".
 */
export type DigitsRule = RuleBase & DigitsRule1;
/**
 * An e-mail address (local@domain.tld).
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "EmailRule".
 */
export type EmailRule = RuleBase & EmailRule1;
/**
 * A US number written (ddd) ddd-dddd whose area code and exchange start with 2-9.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "UsPhoneRule".
 */
export type UsPhoneRule = RuleBase & UsPhoneRule1;
/**
 * A whole number from min to max, in steps of step.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "IntegerRangeRule".
 */
export type IntegerRangeRule = RuleBase & IntegerRangeRule1;
/**
 * A number, decimals allowed, from min to max; with step, a multiple of step.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "NumberRangeRule".
 */
export type NumberRangeRule = RuleBase & NumberRangeRule1;
/**
 * A birth date at least this many whole years before the day of validation.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "MinAgeRule".
 */
export type MinAgeRule = RuleBase & MinAgeRule1;
/**
 * The date's year is at least the current year plus offset ({year} in the message).
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "MinYearRule".
 */
export type MinYearRule = RuleBase & MinYearRule1;
/**
 * The date's year is at most the current year plus offset ({year} in the message).
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "MaxYearRule".
 */
export type MaxYearRule = RuleBase & MaxYearRule1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "TextareaField".
 */
export type TextareaField = AnswerFieldBase & TextareaField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "DateField".
 */
export type DateField = AnswerFieldBase & DateField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "PhoneField".
 */
export type PhoneField = AnswerFieldBase & PhoneField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "DropdownField".
 */
export type DropdownField = AnswerFieldBase & DropdownField1;
/**
 * The name of an option list of the form, or the options inline.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "OptionsRef".
 */
export type OptionsRef = string | OptionList;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "RadioField".
 */
export type RadioField = AnswerFieldBase & RadioField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "CheckboxField".
 */
export type CheckboxField = AnswerFieldBase & CheckboxField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "ConditionalDropdownField".
 */
export type ConditionalDropdownField = AnswerFieldBase & ConditionalDropdownField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AutocompleteField".
 */
export type AutocompleteField = AnswerFieldBase & AutocompleteField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "FileUploadField".
 */
export type FileUploadField = AnswerFieldBase & FileUploadField1;
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "HideRule".
 */
export type HideRule = SingleHideRule | GroupedHideRule;
/**
 * How the answer at valueKey is compared with target.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Operator".
 */
export type Operator =
  | 'equals'
  | 'notEquals'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'answered'
  | 'notAnswered'
  | 'in'
  | 'notIn';
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "ConditionTarget".
 */
export type ConditionTarget = string | number | boolean | (string | number | boolean)[];

/**
 * A form of the admissions form engine: pages of sections of fields, option lists, hide rules and validation rules. The TypeScript types in src/core/definition/types.generated.ts are generated from this file.
 */
export interface FormDefinition {
  /**
   * Path or URL of this schema, for editor completion.
   */
  $schema?: string;
  id: Identifier;
  /**
   * Title shown to applicants, e.g. "Transfer Application for Admission".
   */
  title: string;
  description?: string;
  limits?: FormLimits;
  /**
   * Day or month first in a typed date (year first is always read). Default: the catalogue locale's.
   */
  dateOrder?: 'day-month-year' | 'month-day-year';
  /**
   * Named option lists that fields reference by name.
   */
  optionLists?: {
    [k: string]: OptionList;
  };
  /**
   * @minItems 1
   */
  pages: Page[];
  /**
   * Rules that hide and clear answers. A single rule hides its keys while its condition is true; in a group the first true member wins and the keys of the other members are hidden unless the winner lists them too.
   */
  hideRules?: HideRule[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "FormLimits".
 */
export interface FormLimits {
  /**
   * Default maximum of text inputs (45 when absent).
   */
  textMaxLength?: number;
  /**
   * Default character limit of text areas (1500 when absent).
   */
  textareaMaxLength?: number;
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Option".
 */
export interface Option {
  value: string;
  label: string;
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Page".
 */
export interface Page {
  id: Identifier;
  /**
   * Route of the page, e.g. "/about".
   */
  path: string;
  title: string;
  /**
   * Step navigation label, e.g. "Step 01".
   */
  stepLabel: string;
  /**
   * Label on very small screens, e.g. "1".
   */
  shortStepLabel?: string;
  /**
   * Show the compact banner instead of the large header banner.
   */
  compactBanner?: boolean;
  sections: Section[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Section".
 */
export interface Section {
  id: Identifier;
  title?: string;
  description?: string;
  visibleWhen?: Condition;
  fields: Field[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AnswerFieldBase".
 */
export interface AnswerFieldBase {
  key: AnswerKey;
  label: string;
  hint?: string;
  /**
   * Label in the read-only rendering, when it differs.
   */
  readOnlyLabel?: string;
  visibleWhen?: Condition;
  rules?: Rule[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "RuleBase".
 */
export interface RuleBase {
  /**
   * Shown when the rule fails; defaults to the field's label. {label}, {n}, {min}, {max} and {year} are replaced.
   */
  message?: string;
  when?: Condition;
}
export interface RequiredRule1 {
  rule: 'required';
}
export interface MustBeTrueRule1 {
  rule: 'mustBeTrue';
}
export interface PatternRule1 {
  rule: 'pattern';
  /**
   * ECMAScript regular expression (unicode flag).
   */
  pattern: string;
}
export interface MinLengthRule1 {
  rule: 'minLength';
  value: number;
}
export interface MaxLengthRule1 {
  rule: 'maxLength';
  value: number;
}
export interface DigitsRule1 {
  rule: 'digits';
}
export interface EmailRule1 {
  rule: 'email';
}
export interface UsPhoneRule1 {
  rule: 'usPhone';
}
export interface IntegerRangeRule1 {
  rule: 'integerRange';
  min: number;
  max: number;
  /**
   * Default 1.
   */
  step?: number;
}
export interface NumberRangeRule1 {
  rule: 'numberRange';
  min: number;
  max: number;
  step?: number;
}
export interface MinAgeRule1 {
  rule: 'minAge';
  years: number;
}
export interface MinYearRule1 {
  rule: 'minYear';
  offset: number;
}
export interface MaxYearRule1 {
  rule: 'maxYear';
  offset: number;
}
export interface TextField1 {
  widget: 'text';
  /**
   * Default 45 (or limits.textMaxLength).
   */
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  /**
   * HTML autocomplete token, e.g. "given-name".
   */
  autocomplete?: string;
  /**
   * Default string; number takes decimals.
   */
  answerType?: 'string' | 'integer' | 'number';
}
export interface TextareaField1 {
  widget: 'textarea';
  /**
   * Character limit; default 1500 (or limits.textareaMaxLength).
   */
  maxLength?: number;
}
export interface DateField1 {
  widget: 'date';
}
export interface PhoneField1 {
  widget: 'phone';
  /**
   * International numbers are not masked.
   */
  international?: boolean;
}
export interface DropdownField1 {
  widget: 'dropdown';
  options: OptionsRef;
}
export interface RadioField1 {
  widget: 'radio';
  options: OptionsRef;
}
export interface CheckboxField1 {
  widget: 'checkbox';
}
export interface ConditionalDropdownField1 {
  widget: 'conditionalDropdown';
  /**
   * displayOnly: one option list, shown while visibleWhen holds. displayAndOptions: options chosen by the controlling answer; hidden while that list is empty.
   */
  category: 'displayOnly' | 'displayAndOptions';
  controller: AnswerKey;
  options: OptionsRef | OptionsByValue;
}
/**
 * Options keyed by the controlling answer's value.
 *
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "OptionsByValue".
 */
export interface OptionsByValue {
  [k: string]: OptionsRef;
}
export interface AutocompleteField1 {
  widget: 'autocomplete';
  category: Identifier;
  maxLength?: number;
  /**
   * Lookup detail field → answer key filled when a suggestion is chosen, e.g. { "code": "college_code", "city": "college_city" }.
   */
  relatedFields: {
    [k: string]: AnswerKey;
  };
  /**
   * The detail field whose value the answer takes when a suggestion is chosen, e.g. "street" where a suggestion can be a town (whose detail has an empty street). Without it, or when the detail lacks that field, the answer is the suggestion's text.
   */
  valueFrom?: string;
  /**
   * Shown under the field while its answer is text typed by hand rather than a suggestion, e.g. "Enter the school's address below.".
   */
  manualHint?: string;
  /**
   * The answer in the read-only renderings: {value} is the answer, {<detail field>} the answer relatedFields fills from it, e.g. "{value} (code {code})". Used when every answer it names is given; else the answer alone.
   */
  readOnlyText?: string;
}
export interface FileUploadField1 {
  widget: 'fileUpload';
  /**
   * Shown instead of the upload control where files cannot be uploaded (the provider's mode "answers-only").
   */
  visitorNote?: string;
  /**
   * The largest file accepted, in bytes (1048576 = 1 MB, the default). The message names it: "The maximum file size is 1 MB."
   */
  maxBytes?: number;
  /**
   * The file types accepted, as in HTML's accept attribute: extensions (".pdf") or media types ("application/pdf", "image/*"). Default: .png, .jpeg, .jpg, .pdf, .docx. An empty list accepts every type.
   */
  accept?: string[];
  /**
   * The longest file name accepted, extension included (default 32).
   */
  maxNameLength?: number;
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "TabsField".
 */
export interface TabsField {
  widget: 'tabs';
  id: Identifier;
  label?: string;
  defaultTab: Identifier;
  visibleWhen?: Condition;
  /**
   * @minItems 2
   */
  tabs: Tab[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "Tab".
 */
export interface Tab {
  id: Identifier;
  label: string;
  fields: Field[];
  /**
   * Answers cleared when the applicant switches away from this tab (its fields' keys are always cleared).
   */
  clearOnSwitch?: AnswerKey[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AddAnotherField".
 */
export interface AddAnotherField {
  widget: 'addAnother';
  id: Identifier;
  /**
   * Key prefix of the block's fields, e.g. "college_": block 2 turns college_name into college_2_name.
   */
  prefix: string;
  /**
   * Most blocks an applicant may add (at most 10).
   */
  max: number;
  addLabel: string;
  /**
   * Heading of each block; {n} is its number.
   */
  itemLabel?: string;
  visibleWhen?: Condition;
  /**
   * @minItems 1
   */
  fields: Field[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AlertField".
 */
export interface AlertField {
  widget: 'alert';
  id: Identifier;
  severity?: 'info' | 'warning' | 'error';
  title?: string;
  text: string;
  /**
   * Shown from this instant (inclusive).
   */
  startDate: string;
  /**
   * Hidden from this instant on.
   */
  endDate: string;
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "StaticTextField".
 */
export interface StaticTextField {
  widget: 'staticText';
  id: Identifier;
  text: string;
  variant?: 'paragraph' | 'heading' | 'note';
  visibleWhen?: Condition;
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "ComparisonCondition".
 */
export interface ComparisonCondition {
  valueKey: AnswerKey;
  operator: Operator;
  target?: ConditionTarget;
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AllCondition".
 */
export interface AllCondition {
  /**
   * @minItems 1
   */
  all: Condition[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "AnyCondition".
 */
export interface AnyCondition {
  /**
   * @minItems 1
   */
  any: Condition[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "SingleHideRule".
 */
export interface SingleHideRule {
  when: Condition;
  /**
   * @minItems 1
   */
  keys: AnswerKey[];
}
/**
 * This interface was referenced by `FormDefinition`'s JSON-Schema
 * via the `definition` "GroupedHideRule".
 */
export interface GroupedHideRule {
  /**
   * @minItems 2
   */
  group: SingleHideRule[];
}
