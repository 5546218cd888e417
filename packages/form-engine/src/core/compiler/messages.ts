import type { Rule } from '../definition/index.ts';
import {
  en,
  type FieldMessageParams,
  type FormMessages,
  type ValidationMessage,
} from '../messages/index.ts';
import type { CompiledField } from './compiled-form.ts';

/** The catalogue entry of each rule's message when the definition gives none (most: the label). */
const RULE_MESSAGE_KEYS = {
  required: 'ruleRequired',
  mustBeTrue: 'ruleMustBeTrue',
  pattern: 'rulePattern',
  minLength: 'ruleMinLength',
  maxLength: 'ruleMaxLength',
  digits: 'ruleDigits',
  email: 'ruleEmail',
  usPhone: 'ruleUsPhone',
  integerRange: 'ruleIntegerRange',
  numberRange: 'ruleNumberRange',
  minAge: 'ruleMinAge',
  minYear: 'ruleMinYear',
  maxYear: 'ruleMaxYear',
} as const satisfies Record<Rule['rule'], keyof FormMessages>;

/** Decimal places of a number as JSON writes it (0.25 → 2). */
export const decimalsOf = (value: number): number => (String(value).split('.')[1] ?? '').length;

/**
 * A decimal range's bounds as the catalogue's language writes them, with the most decimals of
 * min, max and step (a GPA from 0.0 to 4.0 by 0.1; 0,0 in Spanish): the message says how precise.
 */
function decimalNumbers(rule: Extract<Rule, { rule: 'numberRange' }>, locale: string) {
  const { min, max, step = 1 } = rule;
  const decimals = Math.max(...[min, max, step].map(decimalsOf));
  const format = (n: number) =>
    n.toLocaleString(locale, { minimumFractionDigits: decimals, useGrouping: false });
  return { min: format(min), max: format(max), step: format(step) };
}

/** The numbers a rule's message can name (`year`: the placeholder filled when validating). */
function ruleNumbers(rule: Rule, locale: string): Record<string, number | string> {
  switch (rule.rule) {
    case 'minLength':
      return { min: rule.value };
    case 'maxLength':
      return { max: rule.value };
    case 'integerRange':
      return { min: String(rule.min), max: String(rule.max), step: String(rule.step ?? 1) };
    case 'numberRange':
      return decimalNumbers(rule, locale);
    case 'minAge':
      return { min: rule.years };
    case 'minYear':
    case 'maxYear':
      return { year: '{year}' };
    default:
      return {};
  }
}

/**
 * Fills a message template: each `{name}` with `values`' own property of that name; names
 * without a value stay (`{year}` until the day of validation).
 */
export function fillMessage(template: string, values: object): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String((values as Record<string, unknown>)[name]) : whole,
  );
}

/** Resolves {n} in labels of add-another blocks. */
export const blockLabel = (label: string, n: number | undefined): string =>
  fillMessage(label, { n: n ?? 1 });

/** What the messages of a field are built from. */
export type MessageField = Pick<CompiledField, 'label' | 'definition' | 'type' | 'block'>;

/**
 * The parameters of a field's validation messages. A field of an add-another block whose label
 * does not name its number gets the block's heading (or number) as `block`, so the messages of
 * "College name" in the second block are told apart from the first's — type errors included.
 */
export function fieldParams(field: MessageField): FieldMessageParams {
  const { block } = field;
  const named = !block || field.definition.label.includes('{n}');
  return {
    label: field.label,
    widget: field.definition.widget,
    type: field.type,
    n: block?.n ?? 1,
    ...(named ? {} : { block: block.heading ?? String(block.n) }),
  };
}

/** A catalogue's validation message for a field: its function called, or its template filled. */
export function fieldMessage<P extends FieldMessageParams>(
  message: ValidationMessage<P>,
  params: P,
): string {
  return typeof message === 'function' ? message(params) : fillMessage(message, params);
}

/**
 * The resolved message of a rule of a field: the definition's own `message` (a template), or the
 * catalogue's default for the rule.
 */
export function ruleMessage(rule: Rule, field: MessageField, messages: FormMessages = en): string {
  const params = { ...fieldParams(field), ...ruleNumbers(rule, messages.locale) };
  if (rule.message) return fillMessage(rule.message, params);
  return fieldMessage(messages[RULE_MESSAGE_KEYS[rule.rule]] as ValidationMessage, params);
}
