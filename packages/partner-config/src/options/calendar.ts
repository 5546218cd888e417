/** Months and years: the date parts of the month/year dropdowns (attendance, tests, graduation). */
import type { OptionList } from '@admissions/form-engine';
import { labelsAsValues, optionList } from './list.ts';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * Months: values "1" to "12" as strings (§3 "Option lists"), without a leading zero, labelled
 * with the English name. Written out rather than taken from `Intl`, whose month names depend on
 * the ICU data of the runtime.
 */
export const months = optionList(MONTH_NAMES.map((name, i) => [String(i + 1), name]));

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

/*
 * The named year lists below are computed once, when the module loads, from the clock at that
 * moment: a process that runs across New Year keeps last year's lists until it restarts.
 */
const thisYear = new Date().getFullYear();

/** This year and the 9 before it, newest first (test dates, recent events). */
export const recentYears = yearOptions({ count: 10, direction: 'past' });

/** This year and the next 4 (planned test dates). */
export const upcomingYears = yearOptions({ count: 5, direction: 'future' });

/** This year and the 59 before it, newest first (years of college attendance). */
export const attendanceYears = yearOptions({ count: 60, direction: 'past' });

/**
 * From 4 years ahead back to 60 years ago, newest first: high-school graduation may still be
 * ahead for dual-enrollment students and decades back for returning adults.
 */
export const graduationYears = yearOptions({ count: 65, direction: 'past', start: thisYear + 4 });
