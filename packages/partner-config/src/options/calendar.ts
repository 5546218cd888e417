/**
 * Year lists, the computed part of the month/year dropdowns (attendance, tests, graduation); the
 * months are written out in `definitions/options.json`.
 */
import type { OptionList } from '@admissions/form-engine';
import { labelsAsValues } from './list.ts';

/** The arguments of {@link yearOptions}. */
export interface YearOptionsSpec {
  /** How many years to list (not counting the blank option). */
  readonly count: number;
  /** `past` lists `start` and the years before it, newest first; `future` the years after it. */
  readonly direction: 'past' | 'future';
  /** The first year listed; defaults to the current year. */
  readonly start?: number;
}

/**
 * A year list (§3 "Option lists": a count, a direction and an optional start year): the blank
 * option, then `count` years beginning with `start`, each with the year as value and label.
 *
 * @throws RangeError when `count` is not a non-negative integer or `start` is not an integer.
 */
export function yearOptions({
  count,
  direction,
  start = new Date().getFullYear(),
}: YearOptionsSpec): OptionList {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`yearOptions: count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(start))
    throw new RangeError(`yearOptions: start must be an integer year, got ${start}`);
  const step = direction === 'past' ? -1 : 1;
  return labelsAsValues(Array.from({ length: count }, (_, i) => String(start + step * i)));
}
