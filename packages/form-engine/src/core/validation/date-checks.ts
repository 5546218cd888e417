/**
 * A date field's value checks as plain functions, for `validateFieldValue` without a build: the
 * date widget judges what is typed with these, so it never compiles code (no `eval`, which a
 * strict Content-Security-Policy forbids) and never loads ajv. They read the very schemas
 * `fieldChecks` gives a date field and answer exactly as ajv's compiled checks do (tested
 * against them in date-checks.test.ts).
 */
import type { JsonSchema } from '../conditions/to-json-schema.ts';
import type { ValueCheckFunction } from './field-value-messages.ts';
import { EXTENSION_KEYWORDS } from './keywords.ts';

/** A day in milliseconds (UTC days: the date rules read the clock in UTC). */
const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by `count` ASCII digits of `text` from `at`; NaN if any is not a digit. */
function digits(text: string, at: number, count: number): number {
  let n = 0;
  for (let i = at; i < at + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return NaN;
    n = n * 10 + digit;
  }
  return n;
}

/**
 * The year of a `YYYY-MM-DD` text naming a day of the (proleptic Gregorian) calendar, else
 * undefined. `asWritten` reads years 0–99 as written (ajv-formats' `date`); without it they read
 * as 1900–1999, as the x- keywords' generated code does (`Date.UTC`), so no year below 100 is one
 * of their days. Read digit by digit, without a regular expression or a `Date`: every date answer
 * of every validation passes here.
 */
function calendarYear(text: unknown, asWritten?: boolean): number | undefined {
  if (typeof text !== 'string' || text.length !== 10 || text[4] !== '-' || text[7] !== '-')
    return undefined;
  const [year, month, day] = [digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2)];
  if (!(year >= 0 && month >= 1 && month <= 12 && day >= 1) || (!asWritten && year < 100))
    return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days ? year : undefined;
}

/** `n` as `width` digits, the way the generated `x-minAge` code writes its cut-off date. */
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The plain function of one of a date field's check schemas: `{ type: 'string' }` with
 * `format: 'date'`, `x-minAge`, `x-minYear` or `x-maxYear`; undefined for any other schema. As
 * with ajv, a value that is not text fails, and a bound fails only a date of the calendar;
 * `this.now` is the clock.
 */
export function plainDateCheck(schema: JsonSchema): ValueCheckFunction | undefined {
  if (typeof schema !== 'object' || schema.type !== 'string') return undefined;
  const keywords = Object.entries(schema).filter(([keyword]) => keyword !== 'type');
  if (keywords.length !== 1) return undefined;
  const [keyword, bound] = keywords[0]!;
  const n = bound as number;
  switch (keyword) {
    case 'format':
      return bound === 'date' ? (value) => calendarYear(value, true) !== undefined : undefined;
    case EXTENSION_KEYWORDS.minAge: {
      // The latest birth date of that age, written once per day (validation runs on every change).
      let day = -Infinity;
      let latest = '';
      const cutoff = (today: Date) => {
        const time = today.getTime();
        if (time < day || time >= day + DAY_MS) {
          day = time - (time % DAY_MS);
          latest = `${pad(today.getUTCFullYear() - n, 4)}-${pad(today.getUTCMonth() + 1, 2)}-${pad(today.getUTCDate(), 2)}`;
        }
        return latest;
      };
      return function (value) {
        if (typeof value !== 'string') return false;
        return calendarYear(value) === undefined || value <= cutoff(this.now());
      };
    }
    case EXTENSION_KEYWORDS.minYear:
      return function (value) {
        const year = calendarYear(value) ?? Infinity;
        return typeof value === 'string' && year >= this.now().getUTCFullYear() + n;
      };
    case EXTENSION_KEYWORDS.maxYear:
      return function (value) {
        const year = calendarYear(value) ?? -Infinity;
        return typeof value === 'string' && year <= this.now().getUTCFullYear() + n;
      };
  }
  return undefined;
}
