/**
 * The partner's wording of the error summary and the validation messages, laid over the engine's English: the specification's (§5
 * "Messages are mostly the field's label"; "ZIP/Postal Code must be at least 5 characters."). The
 * engine's own defaults read as instructions ("Enter …", "Select …"); the portal keeps these.
 *
 * Every variant compiles with it ({@link compiledVariant}), the server's generated validators
 * were built from those, and the portal's Vite build hands this module to the engine's plugin
 * (`variantSource` of `@admissions/partner-config/built`), so the browser's form says the same.
 * Type-only imports: the module the browser loads holds these strings and nothing else.
 */
import type { FormMessagesOverride } from '@admissions/form-engine';

/**
 * The specification's error summary (account-and-session-flow.md §5, application-form.md) and
 * validation messages (templates: `{label}` is the field's label).
 */
export const partnerMessages = {
  errorSummaryTitle: "We're missing some information!",
  errorSummaryText:
    'The links below show what needs to be completed. Missing items will be highlighted on each page; simply fix them and then resubmit your application.',
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
  ruleMinYear: 'The earliest supported year is {year}.',
  ruleMaxYear: 'The latest supported year is {year}.',
  checkType: '{label} has a value of the wrong type.',
  checkDate: '{label} must be a valid date.',
  checkOption: '{label}: choose one of the listed options.',
} as const satisfies FormMessagesOverride;

export default partnerMessages;
