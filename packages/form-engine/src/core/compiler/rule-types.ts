import type { AnswerType, Rule } from '../definition/index.ts';
import type { Diagnostics } from './diagnostics.ts';

/**
 * The answer types each rule can hold. A rule outside its types is a definition error
 * (issue 28: a `pattern` on a number answer became a string check that no number ever passed,
 * so the form could never be submitted, and the linter said nothing).
 */
const RULE_TYPES: Readonly<Record<Rule['rule'], readonly AnswerType[]>> = {
  required: ['string', 'boolean', 'integer', 'number', 'date', 'file'],
  mustBeTrue: ['boolean'],
  pattern: ['string'],
  minLength: ['string'],
  maxLength: ['string'],
  digits: ['string'],
  email: ['string'],
  usPhone: ['string'],
  // A whole-number range: typed digits (a string answer) or an integer; never a decimal.
  integerRange: ['string', 'integer'],
  // A decimal range holds numbers (a whole number is a number too): a JSON number, never text.
  numberRange: ['number', 'integer'],
  minAge: ['date'],
  minYear: ['date'],
  maxYear: ['date'],
};

/**
 * Reports each rule of a field that cannot hold for its answer's type, at the rule's pointer
 * (`<field>/rules/<n>`), naming the types the rule takes.
 */
export function checkRuleTypes(
  rules: readonly Rule[],
  type: AnswerType,
  key: string,
  at: string,
  diagnostics: Diagnostics,
): void {
  rules.forEach((rule, r) => {
    const types = RULE_TYPES[rule.rule];
    if (!types || types.includes(type)) return;
    diagnostics.error(
      'rule-type',
      `${at}/rules/${r}`,
      `the ${rule.rule} rule cannot hold for "${key}", whose answer is ${article(type)} ${type}: no answer would ever pass it (it applies to ${types.join(' or ')} answers)`,
    );
  });
}

const article = (type: AnswerType) => (/^[aeiou]/.test(type) ? 'an' : 'a');
