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
