/**
 * Academic terms, coded as a season prefix and the year (`FA2027` is Fall 2027). The partner's
 * calendar is not in the specification, so these assume a semester calendar of Spring, Summer
 * and Fall; a partner on quarters replaces them (both lists are partner-replaceable). The lists and their
 * counts are in `definitions/options.json`.
 */
import type { OptionList } from '@admissions/form-engine';
import { optionList, type Pair } from './list.ts';

/** The terms of a year in calendar order, with the month (1 to 12) each one starts in. */
const SEASONS = [
  { code: 'SP', name: 'Spring', startMonth: 1 },
  { code: 'SU', name: 'Summer', startMonth: 5 },
  { code: 'FA', name: 'Fall', startMonth: 8 },
] as const;

/** The arguments of {@link termOptions}. */
export interface TermOptionsSpec {
  /** How many terms to list (not counting the blank option). */
  readonly count: number;
  /**
   * `future`: the terms that start after the month of `today`, soonest first (a term that has
   * begun can no longer be entered). `past`: the terms that have started, most recent first.
   */
  readonly direction: 'past' | 'future';
  /** The reference date; defaults to now. */
  readonly today?: Date;
}

/** A term list: the blank option, then `count` terms before or after `today`. */
export function termOptions({ count, direction, today = new Date() }: TermOptionsSpec): OptionList {
  const month = today.getMonth() + 1;
  // Index of every term on one timeline: year * 3 + season index.
  const started = SEASONS.filter((s) => s.startMonth <= month).length;
  const current = today.getFullYear() * SEASONS.length + started - 1;
  const first = direction === 'future' ? current + 1 : current;
  const step = direction === 'future' ? 1 : -1;
  const pairs = Array.from({ length: count }, (_, i): Pair => {
    const index = first + step * i;
    const year = Math.floor(index / SEASONS.length);
    const season = SEASONS[index - year * SEASONS.length]!;
    return [`${season.code}${year}`, `${season.name} ${year}`];
  });
  return optionList(pairs);
}
