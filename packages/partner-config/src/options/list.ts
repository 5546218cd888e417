/**
 * Helpers that build option lists in the one shape the specification allows (§3, "Option
 * lists"): the blank `--` option first, then value/label pairs.
 */
import { BLANK_OPTION, type Option, type OptionList } from '@admissions/form-engine';

/** A `[value, label]` pair, the compact way the list files write their options. */
export type Pair = readonly [value: string, label: string];

/**
 * Builds a list from `[value, label]` pairs, with the blank option first.
 *
 * The result and its options are frozen: the lists are module-level data shared by every form
 * (and, on the server, every request), so an accidental `sort()` or `push()` by one consumer
 * must fail loudly instead of silently changing the form for everyone else.
 */
export function optionList(pairs: readonly Pair[]): OptionList {
  const options = pairs.map(([value, label]): Option => Object.freeze({ value, label }));
  // The engine's own constant, copied, so the blank option can never drift from what the
  // compiler checks for (`missing-blank-option`).
  const blank = Object.freeze({ ...BLANK_OPTION });
  return Object.freeze([blank, ...options]) as OptionList;
}

/** Builds a list whose values are the labels themselves (states and provinces, years). */
export function labelsAsValues(labels: readonly string[]): OptionList {
  return optionList(labels.map((label) => [label, label]));
}
