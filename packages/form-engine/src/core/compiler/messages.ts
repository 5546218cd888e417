import type { Rule } from '../definition/index.ts';

/** Default message of each rule when the definition gives none. Most are the field's label. */
const DEFAULT_MESSAGES: Record<Rule['rule'], string> = {
  required: '{label}',
  mustBeTrue: '{label}',
  pattern: '{label}',
  minLength: '{label} must be at least {min} characters.',
  maxLength: '{label} must be at most {max} characters.',
  digits: '{label} must contain digits only.',
  email: '{label}',
  usPhone: '{label}',
  integerRange: '{label} must be a whole number from {min} to {max}.',
  minAge: 'You must be {min} years or older to apply',
  minYear: 'The earliest supported year is {year}.',
  maxYear: 'The latest supported year is {year}.',
};

/** Messages of the checks the compiler adds by itself (types, dates, option lists, lengths). */
export const IMPLICIT_MESSAGES = {
  type: '{label} has a value of the wrong type.',
  date: '{label} must be a valid date.',
  option: '{label}: choose one of the listed options.',
  maxLength: DEFAULT_MESSAGES.maxLength,
} as const;

/** The numbers a rule's message can name. */
function ruleNumbers(rule: Rule): Record<string, number | undefined> {
  switch (rule.rule) {
    case 'minLength':
      return { min: rule.value };
    case 'maxLength':
      return { max: rule.value };
    case 'integerRange':
      return { min: rule.min, max: rule.max, step: rule.step ?? 1 };
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
export function ruleMessage(rule: Rule, label: string, n: number | undefined): string {
  return fillMessage(rule.message ?? DEFAULT_MESSAGES[rule.rule], {
    label,
    n: n ?? 1,
    ...ruleNumbers(rule),
  });
}

export { DEFAULT_MESSAGES };
