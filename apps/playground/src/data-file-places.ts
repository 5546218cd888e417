/**
 * Problems of the partner's data files placed where the author edits them: the model and option
 * lists reach the linter expanded (numbered block keys, `_desc` companions), so a mistake found
 * there is traced back to the model file's text — an unknown answer type to where it is
 * written, a key defined twice to its second writing — instead of line 1, column 1.
 */
import { expandsFrom, findStringValue } from '@admissions/form-engine/inspect';

/** A 1-based place in a document. */
export interface Place {
  readonly line: number;
  readonly column: number;
}

/** Where the model text writes the unknown type that `message` (a `model-type` error) names. */
export function unknownTypePlace(modelText: string, message: string): Place | undefined {
  const key = /key "([^"]+)"/.exec(message)?.[1] ?? /^"([^"]+)"/.exec(message)?.[1];
  const type = /unknown type "([^"]*)"/.exec(message)?.[1];
  if (key === undefined || type === undefined) return undefined;
  return findStringValue(modelText, 'model', type, (name) => expandsFrom(key, name))[0];
}

/** Where a key the expansion found defined twice (`key "…" is defined twice`) is written again. */
export function duplicateKeyPlace(text: string, message: string): Place | undefined {
  const key = /key "([^"]+)" is defined twice/.exec(message)?.[1];
  if (key === undefined) return undefined;
  let last: number | undefined;
  for (const match of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:/g))
    if (expandsFrom(key, match[1]!)) last = match.index;
  if (last === undefined) return undefined;
  const before = text.slice(0, last).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}
