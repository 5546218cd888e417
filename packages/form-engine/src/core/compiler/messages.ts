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

/** Decimal places of a number as written in JSON (0.25 → 2, 1e-7 → 7). */
export function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = String(value).split('e');
  return Math.max(0, (digits.split('.')[1]?.length ?? 0) - Number(exponent));
}

/**
 * A decimal range's bounds as the catalogue's language writes them, with the step's decimals
 * (a GPA from 0.0 to 4.0 by 0.1; 0,0 in Spanish), so the message says how precise to be.
 */
function decimalNumbers(
  rule: Extract<Rule, { rule: 'numberRange' }>,
  locale: string,
): Record<string, string> {
  const decimals = Math.max(...[rule.min, rule.max, rule.step ?? 1].map(decimalsOf));
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format;
  return {
    min: format(rule.min),
    max: format(rule.max),
    ...(rule.step === undefined ? {} : { step: format(rule.step) }),
  };
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
