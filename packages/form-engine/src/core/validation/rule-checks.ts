import type { CompiledField } from '../compiler/compiled-form.ts';
import { fieldMessage, fieldParams } from '../compiler/messages.ts';
import { en, type FormMessages } from '../messages/index.ts';
import { ANSWERED_VALUE, type JsonSchema } from '../conditions/to-json-schema.ts';
import type { ConditionNode } from '../conditions/condition-node.ts';
import type { Option, Rule } from '../definition/index.ts';
import { EXTENSION_KEYWORDS } from './keywords.ts';
import { DIGITS_PATTERN, EMAIL_PATTERN, US_PHONE_PATTERN } from './patterns.ts';
import { integerRangePattern } from './range-pattern.ts';

/**
 * How a check applies: `presence` checks run on every visible field (required, must be true) and
 * need the answer present; `value` checks run only on answered values.
 */
export type CheckKind = 'presence' | 'value';

/** One check of one key, before it becomes an entry of the form schema. */
export interface Check {
  readonly kind: CheckKind;
  /** A schema on the answer's value. */
  readonly schema: JsonSchema;
  readonly message: string;
  readonly rule?: Rule;
  /**
   * Applies only while this holds (a conditional dropdown's list depends on its controller).
   * A rule's own `when` is looked up from the field's rules instead.
   */
  readonly when?: ConditionNode;
}

/** The schema a value must match for a rule, chosen by the answer's type. */
function valueSchema(
  rule: Exclude<Rule, { rule: 'required' | 'mustBeTrue' }>,
  field: CompiledField,
): JsonSchema {
  const numeric = field.type === 'integer' || field.type === 'number';
  switch (rule.rule) {
    case 'pattern':
      return { type: 'string', pattern: rule.pattern };
    case 'minLength':
      return { type: 'string', minLength: rule.value };
    case 'maxLength':
      return { type: 'string', maxLength: rule.value };
    case 'digits':
      return { type: 'string', pattern: DIGITS_PATTERN };
    case 'email':
      return { type: 'string', pattern: EMAIL_PATTERN };
    case 'usPhone':
      return { type: 'string', pattern: US_PHONE_PATTERN };
    case 'integerRange': {
      const step = rule.step ?? 1;
      if (!numeric)
        return { type: 'string', pattern: integerRangePattern(rule.min, rule.max, step) };
      // multipleOf counts from zero; an unaligned start needs the values spelled out.
      if (rule.min % step === 0)
        return {
          type: 'integer',
          minimum: rule.min,
          maximum: rule.max,
          ...(step > 1 ? { multipleOf: step } : {}),
        };
      return {
        enum: Array.from(
          { length: Math.floor((rule.max - rule.min) / step) + 1 },
          (_, i) => rule.min + i * step,
        ),
      };
    }
    case 'numberRange':
      // multipleOf divides in floating point (3.7 / 0.1 is 37.00000000000001): ajv forgives a
      // quotient that near a whole number (MULTIPLE_OF_PRECISION, in ANSWERS_AJV_OPTIONS).
      return {
        type: 'number',
        minimum: rule.min,
        maximum: rule.max,
        ...(rule.step === undefined ? {} : { multipleOf: rule.step }),
      };
    case 'minAge':
      return { type: 'string', [EXTENSION_KEYWORDS.minAge]: rule.years };
    case 'minYear':
      return { type: 'string', [EXTENSION_KEYWORDS.minYear]: rule.offset };
    case 'maxYear':
      return { type: 'string', [EXTENSION_KEYWORDS.maxYear]: rule.offset };
  }
}

/** The checks a field's own rules ask for. */
function ruleChecks(field: CompiledField): Check[] {
  return field.rules.map(({ rule, message }): Check => {
    if (rule.rule === 'required')
      return {
        kind: 'presence',
        rule,
        message,
        schema: ANSWERED_VALUE,
      };
    if (rule.rule === 'mustBeTrue')
      return { kind: 'presence', rule, message, schema: { const: true } };
    return { kind: 'value', rule, message, schema: valueSchema(rule, field) };
  });
}

/** A check whose message is made when first read: most checks never fail. */
function withLazyMessage(check: Omit<Check, 'message'>, make: () => string): Check {
  let message: string | undefined;
  return {
    ...check,
    get message() {
      return (message ??= make());
    },
  };
}

const offeredValues = new WeakMap<readonly Option[], readonly string[]>();

/** The values a list offers (its placeholder's "" is no answer), kept per list. */
function offered(options: readonly Option[]): readonly string[] {
  let values = offeredValues.get(options);
  if (!values)
    offeredValues.set(options, (values = options.map((o) => o.value).filter((v) => v !== '')));
  return values;
}

/** Checks the engine adds by itself: a valid date, an offered option, the widget's length. */
function implicitChecks(field: CompiledField, messages: FormMessages): Check[] {
  const params = () => fieldParams(field);
  const checks: Check[] = [];
  if (field.type === 'date')
    checks.push(
      withLazyMessage({ kind: 'value', schema: { type: 'string', format: 'date' } }, () =>
        fieldMessage(messages.checkDate, params()),
      ),
    );
  const { maxLength } = field;
  if (maxLength !== undefined && (field.type === 'string' || field.type === 'file'))
    checks.push(
      withLazyMessage({ kind: 'value', schema: { maxLength } }, () =>
        fieldMessage(messages.ruleMaxLength, { ...params(), max: maxLength }),
      ),
    );
  const option = (check: Omit<Check, 'message'>) =>
    withLazyMessage(check, () => fieldMessage(messages.checkOption, params()));
  if (Array.isArray(field.options)) {
    const values = offered(field.options);
    if (values.length > 0) checks.push(option({ kind: 'value', schema: { enum: values } }));
  } else if (field.options && field.controller) {
    // A list per controlling answer: the value must be one of the list the controller chose, so
    // the server refuses a major the chosen campus does not offer, as the widget would.
    for (const [controlling, options] of Object.entries(field.options)) {
      const values = offered(options);
      checks.push(
        option({
          kind: 'value',
          schema: values.length > 0 ? { enum: values } : false,
          when: { kind: 'compare', key: field.controller, operator: 'equals', target: controlling },
        }),
      );
    }
  }
  return checks;
}

/** Every check of a field, in the order their messages are shown. */
export function fieldChecks(field: CompiledField, messages: FormMessages = en): Check[] {
  return [...ruleChecks(field), ...implicitChecks(field, messages)];
}
