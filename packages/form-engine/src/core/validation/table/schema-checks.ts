/**
 * One check's JSON Schema (what `fieldChecks` gives: `{ type: 'string', pattern }`, `{ enum }`,
 * `{ type: 'number', minimum, maximum, multipleOf }`, a date's format and x- keywords…) as a
 * plain function, answering as ajv does with the engine's options. No code is generated, so a
 * page under a strict Content-Security-Policy runs it without a build step. A keyword outside
 * this list throws when the table is made: a check the table cannot express is never skipped.
 */
import { ANSWERED_VALUE, type JsonSchema } from '../../conditions/to-json-schema.ts';
import { plainDateCheck } from '../date-checks.ts';
import type { ValueCheckFunction } from '../field-value-messages.ts';
import { MULTIPLE_OF_PRECISION } from '../keywords.ts';
import { codePoints, hasType, jsonEqual } from './json-values.ts';

type Test = (value: unknown) => boolean;

const TOLERANCE = 10 ** -MULTIPLE_OF_PRECISION;
const pass: ValueCheckFunction = () => true;
const fail: ValueCheckFunction = () => false;

const optionSets = new WeakMap<readonly unknown[], ReadonlySet<unknown>>();

/** The set of an option list, made once per list (fields offering the same list share it). */
function optionSet(values: readonly unknown[]): ReadonlySet<unknown> {
  let set = optionSets.get(values);
  if (!set) optionSets.set(values, (set = new Set(values)));
  return set;
}

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

const enumTests = new WeakMap<readonly unknown[], Test>();

/**
 * The test of an `enum`, made once per list of values (fields offering the same option list
 * share it). An option list is all text, where JSON equality is `===`: a set lookup.
 */
function enumTest(values: readonly unknown[]): Test {
  let test = enumTests.get(values);
  if (!test) {
    const set = optionSet(values);
    test = values.every(isPrimitive)
      ? (v) => set.has(v)
      : (v) => values.some((allowed) => jsonEqual(v, allowed));
    enumTests.set(values, test);
  }
  return test;
}

/**
 * The test of one keyword, true for the values it is not about (a string keyword passes a
 * number: `type` says what the value must be). Each is one function, without a wrapper: every
 * validation calls hundreds of them.
 */
function keywordTest(keyword: string, bound: unknown): Test {
  const n = bound as number;
  switch (keyword) {
    case 'type': {
      if (!Array.isArray(bound)) return isOfType(bound as string);
      const tests = (bound as string[]).map(isOfType);
      return (v) => tests.some((test) => test(v));
    }
    case 'enum':
      return enumTest(bound as readonly unknown[]);
    case 'const':
      return (v) => jsonEqual(v, bound);
    case 'pattern': {
      // ajv's unicodeRegExp: patterns are compiled with the u flag.
      const pattern = new RegExp(bound as string, 'u');
      return (v) => typeof v !== 'string' || pattern.test(v);
    }
    // A code point is one or two UTF-16 units: most strings are judged by their length alone.
    case 'minLength':
      return (v) =>
        typeof v !== 'string' || (v.length >= n && (v.length >= 2 * n || codePoints(v) >= n));
    case 'maxLength':
      return (v) => typeof v !== 'string' || v.length <= n || codePoints(v) <= n;
    case 'minimum':
      return (v) => typeof v !== 'number' || v >= n;
    case 'maximum':
      return (v) => typeof v !== 'number' || v <= n;
    case 'exclusiveMinimum':
      return (v) => typeof v !== 'number' || v > n;
    case 'exclusiveMaximum':
      return (v) => typeof v !== 'number' || v < n;
    case 'multipleOf':
      return (v) => typeof v !== 'number' || Math.abs(Math.round(v / n) - v / n) <= TOLERANCE;
    default:
      throw new Error(`the check table cannot express the JSON Schema keyword "${keyword}"`);
  }
}

const TYPE_TESTS: Readonly<Record<string, Test>> = {
  string: (v) => typeof v === 'string',
  number: (v) => hasType('number', v),
  integer: (v) => hasType('integer', v),
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  array: (v) => Array.isArray(v),
  object: (v) => hasType('object', v),
};

/** The test of one JSON Schema type (shared: no closure per check). */
function isOfType(type: string): Test {
  const test = TYPE_TESTS[type];
  if (!test) throw new Error(`unknown JSON Schema type "${type}"`);
  return test;
}

/**
 * ANSWERED_VALUE, a required answer's schema (any type but null, and text with a first
 * character), as one test: it runs for every required field of every validation.
 */
const isAnsweredValue: ValueCheckFunction = (v) =>
  typeof v === 'string'
    ? v.length > 0
    : typeof v === 'boolean' || hasType('number', v) || hasType('object', v) || Array.isArray(v);

/**
 * The function of a check's schema: true when the value passes. A date's format and x-
 * keywords are the plain checks the date widget uses (date-checks.ts); `this.now` is the clock.
 */
export function checkFunction(schema: JsonSchema): ValueCheckFunction {
  if (schema === true) return pass;
  if (schema === false) return fail;
  if (schema === ANSWERED_VALUE) return isAnsweredValue;
  const date = plainDateCheck(schema);
  if (date) return date;
  const tests = Object.entries(schema).map(([keyword, bound]) => keywordTest(keyword, bound));
  if (tests.length === 1) return tests[0]!;
  if (tests.length === 2) {
    const [first, second] = tests as [Test, Test];
    return (value) => first(value) && second(value);
  }
  return (value) => {
    for (const test of tests) if (!test(value)) return false;
    return true;
  };
}

/**
 * What a check does, as a code the run switches on (`passes`): the common checks are judged in
 * place, without a call through a function (each validation judges a hundred or so of them;
 * in Chromium a call through a closure cost more than the check). Anything else is a function.
 */
export type CheckCode = 0 | 1 | 2 | 3 | 4;
/** ANSWERED_VALUE: any type but null, text with a first character. */
export const ANSWERED: CheckCode = 0;
/** `maxLength`: text of at most `bound` code points (other types pass). */
export const MAX_LENGTH: CheckCode = 1;
/** `enum` of text, numbers, booleans or null: one of `options`. */
export const ONE_OF: CheckCode = 2;
/** `{ type: 'string', pattern }`: text matching `pattern`. */
export const TEXT_PATTERN: CheckCode = 3;
/** Anything else: `test`, with the clock as `this`. */
export const FUNCTION: CheckCode = 4;

/** A check as its code and operands; one object shape for every code. */
export interface CheckStep {
  readonly code: CheckCode;
  readonly bound: number;
  readonly options: ReadonlySet<unknown> | undefined;
  readonly pattern: RegExp | undefined;
  readonly test: ValueCheckFunction | undefined;
}

const step = (code: CheckCode, operands: Partial<CheckStep> = {}): CheckStep => ({
  code,
  bound: operands.bound ?? 0,
  options: operands.options,
  pattern: operands.pattern,
  test: operands.test,
});

/**
 * The step of a check's schema: a code for the common shapes, else its function. A presence
 * check fails a missing answer (`presenceFunction`).
 */
export function checkStep(schema: JsonSchema, presence: boolean): CheckStep {
  if (schema === ANSWERED_VALUE) return step(ANSWERED);
  if (!presence && typeof schema === 'object') {
    const keywords = Object.keys(schema);
    const only = (...names: string[]) =>
      keywords.length === names.length && names.every((name) => keywords.includes(name));
    if (only('maxLength') && typeof schema.maxLength === 'number')
      return step(MAX_LENGTH, { bound: schema.maxLength });
    if (only('enum') && Array.isArray(schema.enum) && schema.enum.every(isPrimitive))
      return step(ONE_OF, { options: optionSet(schema.enum) });
    if (only('type', 'pattern') && schema.type === 'string' && typeof schema.pattern === 'string')
      // ajv's unicodeRegExp: patterns are compiled with the u flag.
      return step(TEXT_PATTERN, { pattern: new RegExp(schema.pattern, 'u') });
  }
  return step(FUNCTION, {
    test: presence ? presenceFunction(schema) : checkFunction(schema),
  });
}

/** Whether `value` passes the check `step` (`now` is the run's clock, for date rules). */
export function passes(step: CheckStep, value: unknown, clock: { now: () => Date }): boolean {
  switch (step.code) {
    case ANSWERED:
      return isAnsweredValue.call(clock, value);
    case MAX_LENGTH:
      return (
        typeof value !== 'string' || value.length <= step.bound || codePoints(value) <= step.bound
      );
    case ONE_OF:
      return step.options!.has(value);
    case TEXT_PATTERN:
      return typeof value === 'string' && step.pattern!.test(value);
    default:
      return step.test!.call(clock, value);
  }
}

/**
 * The function of a presence check's schema: it fails a missing answer (the schema's `required`)
 * before its schema is asked. A required answer's schema fails `undefined` by itself.
 */
export function presenceFunction(schema: JsonSchema): ValueCheckFunction {
  const test = checkFunction(schema);
  if (test === isAnsweredValue) return test;
  return function (value) {
    return value !== undefined && test.call(this, value);
  };
}
