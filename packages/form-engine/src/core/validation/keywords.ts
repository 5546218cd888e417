/** The engine's JSON Schema extension keywords, for back ends in other languages to implement. */
export const EXTENSION_KEYWORDS = {
  /** Annotation on each check: `{ key, message }`, the answer it checks and what it reports. */
  error: 'x-error',
  /** A `YYYY-MM-DD` string at least this many whole years before today (UTC). */
  minAge: 'x-minAge',
  /** A `YYYY-MM-DD` string whose year is at least the current year (UTC) plus this offset. */
  minYear: 'x-minYear',
  /** A `YYYY-MM-DD` string whose year is at most the current year (UTC) plus this offset. */
  maxYear: 'x-maxYear',
} as const;

/**
 * Decimal places of the `multipleOf` check: a quotient within 1e-9 of a whole number counts as
 * one, so a `numberRange` step of 0.1 takes 3.7 (3.7 / 0.1 is 37.00000000000001 in floating
 * point). ajv's `multipleOfPrecision`; a back end in another language must forgive the same.
 */
export const MULTIPLE_OF_PRECISION = 9;
