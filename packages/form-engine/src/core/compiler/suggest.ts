import type { Diagnostic } from './diagnostics.ts';

/**
 * "Did you mean …?" for the linter's messages: the nearest of the valid names to a misspelt one,
 * and the valid names themselves when there are few enough to read.
 */

/** Levenshtein distance, case-insensitive (an author's `Equals` means `equals`). */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[y.length]!;
}

/**
 * The choice nearest to `word`, if close enough to be a slip: at most 2 edits, and fewer than
 * half the word's letters (so `a` does not "mean" `b`). Ties go to the first choice given.
 */
export function nearest(word: string, choices: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.min(2, Math.ceil(word.length / 2) - 1);
  for (const choice of choices) {
    if (choice === word) continue;
    const distance = editDistance(word, choice);
    if (distance <= bestDistance && (best === undefined || distance < editDistance(word, best))) {
      best = choice;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` — did you mean "x"?` when a choice is near, else nothing. */
export function didYouMean(word: string, choices: Iterable<string>, describe = quote): string {
  const match = nearest(word, choices);
  return match === undefined ? '' : ` — did you mean ${describe(match)}?`;
}

const quote = (s: string) => JSON.stringify(s);

/** Lists that can be read at a glance are spelled out; longer ones would bury the message. */
const READABLE = 16;

/** ` (one of "a", "b")` when the choices are few, else nothing. */
export function validChoices(choices: readonly string[]): string {
  return choices.length > 0 && choices.length <= READABLE
    ? ` (one of ${choices.map(quote).join(', ')})`
    : '';
}

/**
 * The diagnostic's message with its hint spelt out: the choice meant (by its value, or by its
 * label when the author wrote the label), then the valid choices when asked for and few.
 */
export function withHint(d: Diagnostic): Diagnostic {
  if (!d.hint) return d;
  const { hint, ...rest } = d;
  const { word, choices, labels = {}, list } = hint;
  const describe = (c: string) => (labels[c] ? `${quote(c)} (${quote(labels[c])})` : quote(c));
  const byLabel = choices.find((c) => labels[c]?.toLowerCase() === word.toLowerCase());
  const meant = byLabel
    ? ` — did you mean ${quote(byLabel)}? (${quote(labels[byLabel]!)} is its label)`
    : didYouMean(word, choices, describe);
  return { ...rest, message: `${d.message}${meant}${list ? validChoices(choices) : ''}` };
}
