/**
 * Our value checks as JSON Schema keywords, shared by the two JSON Schema peers (rjsf and JSON
 * Forms, both ajv 8 with ajv-formats). Relative dates cannot be said in JSON Schema: they become
 * fixed dates, computed when the schema is built (`formatMinimum`/`formatMaximum` of
 * ajv-formats, which need `format` beside them), which is how an rjsf or JSON Forms form would
 * do it.
 */
import type { Check } from './model.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The keywords a value must match for `check` (the same test as our engine's rule). */
export function checkSchema(check: Check, now: Date = new Date()): Record<string, unknown> {
  const year = now.getUTCFullYear();
  switch (check.kind) {
    case 'pattern':
      return { pattern: check.pattern };
    case 'minLength':
      return { minLength: check.value };
    case 'maxLength':
      return { maxLength: check.value };
    case 'mustBeTrue':
      return { const: true };
    case 'minAge':
      // Born on or before this day of the year `years` years ago.
      return {
        format: 'date',
        formatMaximum: isoDate(year - check.years, now.getUTCMonth() + 1, now.getUTCDate()),
      };
    case 'minYear':
      return { format: 'date', formatMinimum: isoDate(year + check.offset, 1, 1) };
    case 'maxYear':
      return { format: 'date', formatMaximum: isoDate(year + check.offset, 12, 31) };
  }
}

/** Merges checks into one schema of keywords; a keyword used twice goes under `allOf`. */
export function mergedChecks(checks: readonly Check[], now?: Date): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const more: Record<string, unknown>[] = [];
  for (const check of checks) {
    const schema = checkSchema(check, now);
    if (Object.keys(schema).some((keyword) => keyword in merged)) more.push(schema);
    else Object.assign(merged, schema);
  }
  return more.length ? { ...merged, allOf: more } : merged;
}
