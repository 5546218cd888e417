/**
 * Where a JSON document writes a string as a property's value: how a mistake found after a data
 * file was expanded (an unknown answer type in a partner's model file, which reaches the linter
 * as an expanded model) is placed back at the line the author edits.
 */
import { createSourceLocator, type SourceLocation } from './source-map.ts';

/** A property whose value is the string looked for: its name and where it is written. */
export interface WrittenString extends SourceLocation {
  readonly name: string;
}

/**
 * The properties of the JSON `text` (reported as `file`) whose value is `value` and whose name
 * `accept` takes, in document order. Text that does not parse has none.
 */
export function findStringValue(
  text: string,
  file: string,
  value: string,
  accept: (name: string) => boolean,
): WrittenString[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const locate = createSourceLocator([{ file, text }]);
  const found: WrittenString[] = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node !== 'object' || node === null) return;
    for (const [name, child] of Object.entries(node)) {
      const pointer = `${at}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const location = child === value && !Array.isArray(node) && accept(name) && locate(pointer);
      if (location) found.push({ ...location, name });
      else walk(child, pointer);
    }
  };
  walk(parsed, '');
  return found;
}

/**
 * Whether the answer `key` comes from `name` as a model written per block writes it: the same
 * key, or a later block's numbered copy of it (`college_2_name` from `college_name`: see
 * `blockKey`).
 */
export const expandsFrom = (key: string, name: string): boolean =>
  key === name || key.replace(/_\d+_/, '_') === name;
