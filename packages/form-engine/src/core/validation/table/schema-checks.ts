/**
 * One check's JSON Schema (what `fieldChecks` gives: `{ type: 'string', pattern }`, `{ enum }`,
 * `{ type: 'number', minimum, maximum, multipleOf }`, a date's format and x- keywords…) as a
 * plain function, answering as ajv does with the engine's options. No code is generated, so a
 * page under a strict Content-Security-Policy runs it without a build step. A keyword outside
 * this list throws when the table is made: a check the table cannot express is never skipped.
 */
import type { JsonSchema } from '../../conditions/to-json-schema.ts';
import { plainDateCheck } from '../date-checks.ts';
import type { ValueCheckFunction } from '../field-value-messages.ts';
import { MULTIPLE_OF_PRECISION } from '../keywords.ts';
import { codePoints, hasType, jsonEqual } from './json-values.ts';

type Test = (value: unknown) => boolean;

const TOLERANCE = 10 ** -MULTIPLE_OF_PRECISION;
const pass: ValueCheckFunction = () => true;
const fail: ValueCheckFunction = () => false;

/** The test of one keyword; `applies` narrows it to the values the keyword is about. */
function keywordTest(keyword: string, bound: unknown): Test {
  const number =
    (test: (n: number) => boolean): Test =>
    (v) =>
      typeof v !== 'number' || test(v);
  const string =
    (test: (s: string) => boolean): Test =>
    (v) =>
      typeof v !== 'string' || test(v);
  switch (keyword) {
    case 'type': {
      const types = Array.isArray(bound) ? (bound as string[]) : [bound as string];
      return (v) => types.some((type) => hasType(type, v));
    }
    case 'enum': {
      const values = bound as readonly unknown[];
      return (v) => values.some((allowed) => jsonEqual(v, allowed));
    }
    case 'const':
      return (v) => jsonEqual(v, bound);
    case 'pattern': {
      // ajv's unicodeRegExp: patterns are compiled with the u flag.
      const pattern = new RegExp(bound as string, 'u');
      return string((s) => pattern.test(s));
    }
    case 'minLength':
      return string((s) => codePoints(s) >= (bound as number));
    case 'maxLength':
      return string((s) => codePoints(s) <= (bound as number));
    case 'minimum':
      return number((n) => n >= (bound as number));
    case 'maximum':
      return number((n) => n <= (bound as number));
    case 'exclusiveMinimum':
      return number((n) => n > (bound as number));
    case 'exclusiveMaximum':
      return number((n) => n < (bound as number));
    case 'multipleOf': {
      const step = bound as number;
      return number((n) => Math.abs(Math.round(n / step) - n / step) <= TOLERANCE);
    }
    default:
      throw new Error(`the check table cannot express the JSON Schema keyword "${keyword}"`);
  }
}

/**
 * The function of a check's schema: true when the value passes. A date's format and x-
 * keywords are the plain checks the date widget uses (date-checks.ts); `this.now` is the clock.
 */
export function checkFunction(schema: JsonSchema): ValueCheckFunction {
  if (schema === true) return pass;
  if (schema === false) return fail;
  const date = plainDateCheck(schema);
  if (date) return date;
  const tests = Object.entries(schema).map(([keyword, bound]) => keywordTest(keyword, bound));
  return (value) => tests.every((test) => test(value));
}
