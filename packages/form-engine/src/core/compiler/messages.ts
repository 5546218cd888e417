import type { Rule } from '../definition/index.ts';
import { en, type FormMessages } from '../../messages/index.ts';

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

/** The numbers a rule's message can name. */
function ruleNumbers(rule: Rule, locale: string): Record<string, number | string | undefined> {
  switch (rule.rule) {
    case 'minLength':
      return { min: rule.value };
    case 'maxLength':
      return { max: rule.value };
    case 'integerRange':
      return { min: rule.min, max: rule.max, step: rule.step ?? 1 };
    case 'numberRange':
      return decimalNumbers(rule, locale);
    case 'minAge':
      return { min: rule.years };
    default:
      return {};
  }
}

/**
 * Fills a message template: {label}, {n} (block number) and the rule's numbers. {year} stays,
 * because it depends on the day of validation.
 */
export function fillMessage(
  template: string,
  values: Record<string, string | number | undefined>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** Resolves {n} in labels of add-another blocks. */
export const blockLabel = (label: string, n: number | undefined): string =>
  fillMessage(label, { n: n ?? 1 });

/** The resolved message of a rule of a field. */
export function ruleMessage(
  rule: Rule,
  label: string,
  n: number | undefined,
  messages: FormMessages = en,
): string {
  return fillMessage(rule.message ?? messages[RULE_MESSAGE_KEYS[rule.rule]], {
    label,
    n: n ?? 1,
    ...ruleNumbers(rule, messages.locale),
  });
}

/** The default message template of each rule, from `messages` (English by default). */
export const defaultRuleMessages = (messages: FormMessages = en): Record<Rule['rule'], string> =>
  Object.fromEntries(
    Object.entries(RULE_MESSAGE_KEYS).map(([rule, key]) => [rule, messages[key]]),
  ) as Record<Rule['rule'], string>;
