/**
 * Terse builders for the benchmark's large definition. Each returns a plain definition object, so
 * the definition stays exactly what an author would write in JSON; the builders only keep ~130
 * distinct questions readable.
 */
import type {
  AutocompleteField,
  Condition,
  Field,
  Operator,
  Option,
  Rule,
} from '../../src/index.ts';

/**
 * Pattern rules with a value each one accepts. The sample sits next to its pattern so that
 * `fullAnswers` never has to invent a string matching an arbitrary regular expression.
 */
export const PATTERNS = {
  zip: { pattern: '^[0-9]{5}(?:-[0-9]{4})?$', sample: '43210' },
  ssn: { pattern: '^[0-9]{3}-[0-9]{2}-[0-9]{4}$', sample: '123-45-6789' },
  alienNumber: { pattern: '^A[0-9]{8,9}$', sample: 'A012345678' },
  ceeb: { pattern: '^[0-9]{6}$', sample: '361234' },
  gpa: { pattern: '^[0-4]\\.[0-9]{1,2}$', sample: '3.75' },
  studentId: { pattern: '^[A-Z][0-9]{8}$', sample: 'B00123456' },
} as const;

/** What most answer fields may add to their key and label. */
interface Extra {
  visibleWhen?: Condition;
  rules?: Rule[];
}

export const text = (
  key: string,
  label: string,
  extra: Extra & { maxLength?: number } = {},
): Field => ({ widget: 'text', key, label, ...extra });
export const textarea = (
  key: string,
  label: string,
  extra: Extra & { maxLength?: number } = {},
): Field => ({ widget: 'textarea', key, label, ...extra });
export const date = (key: string, label: string, extra: Extra = {}): Field => ({
  widget: 'date',
  key,
  label,
  ...extra,
});
export const phone = (
  key: string,
  label: string,
  extra: Extra & { international?: boolean } = {},
): Field => ({ widget: 'phone', key, label, ...extra });
export const checkbox = (key: string, label: string, extra: Extra = {}): Field => ({
  widget: 'checkbox',
  key,
  label,
  ...extra,
});
/** A dropdown over a named option list (which starts with the blank option). */
export const dropdown = (
  key: string,
  label: string,
  options: string,
  extra: Extra = {},
): Field => ({ widget: 'dropdown', key, label, options, ...extra });
/** Radio buttons over a named option list. */
export const radio = (key: string, label: string, options: string, extra: Extra = {}): Field => ({
  widget: 'radio',
  key,
  label,
  options,
  ...extra,
});
/** An autocomplete that fills `relatedFields` (lookup field → answer key) on a choice. */
export const lookup = (
  key: string,
  label: string,
  category: AutocompleteField['category'],
  relatedFields: Record<string, string>,
  extra: Extra = {},
): Field => ({ widget: 'autocomplete', key, label, category, relatedFields, ...extra });

/** An add-another block; `itemLabel` holds {n}, e.g. "College {n}". */
export const block = (
  id: string,
  prefix: string,
  max: number,
  itemLabel: string,
  fields: [Field, ...Field[]],
  visibleWhen?: Condition,
): Field => ({
  widget: 'addAnother',
  id,
  prefix,
  max,
  addLabel: `Add Another ${itemLabel.replace(' {n}', '')}`,
  itemLabel,
  fields,
  ...(visibleWhen ? { visibleWhen } : {}),
});

/** Follow-up questions that all show under one condition (e.g. "if yes, tell us more"). */
export const showWhen = (condition: Condition, fields: Field[]): Field[] =>
  fields.map((field) => ({ ...field, visibleWhen: condition }));

export const is = (
  valueKey: string,
  target: string | boolean,
  operator: Operator = 'equals',
): Condition => ({ valueKey, operator, target });
export const isIn = (valueKey: string, target: string[]): Condition => ({
  valueKey,
  operator: 'in',
  target,
});

export const required: Rule = { rule: 'required' };
export const requiredWhen = (when: Condition): Rule => ({ rule: 'required', when });
export const email: Rule = { rule: 'email' };
export const usPhone: Rule = { rule: 'usPhone' };
export const digits: Rule = { rule: 'digits' };
export const minLength = (value: number): Rule => ({ rule: 'minLength', value });
export const pattern = (name: keyof typeof PATTERNS, when?: Condition): Rule => ({
  rule: 'pattern',
  pattern: PATTERNS[name].pattern,
  ...(when ? { when } : {}),
});
export const range = (min: number, max: number, step?: number): Rule => ({
  rule: 'integerRange',
  min,
  max,
  ...(step ? { step } : {}),
});
/** A date's year from this year + `minOffset` to this year + `maxOffset`. */
export const years = (minOffset: number, maxOffset: number): Rule[] => [
  { rule: 'minYear', offset: minOffset },
  { rule: 'maxYear', offset: maxOffset },
];

/** A dropdown list: the mandatory blank option, then value/label pairs. */
export const choices = (...pairs: [string, string][]): Option[] => [
  { value: '', label: '--' },
  ...pairs.map(([value, label]) => ({ value, label })),
];
