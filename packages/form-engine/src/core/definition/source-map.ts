/**
 * Where each part of a definition sits in the JSON files it was read from, so the linter can name
 * `file:line:column` next to the JSON Pointer. Definitions are strict JSON (they went through
 * `JSON.parse` first), so a small scanner is enough, and the engine takes no parser dependency.
 */

/** A place in a source file: 1-based line and column, and the JSON Pointer inside that file. */
export interface SourceLocation {
  readonly file: string;
  /** JSON Pointer into the file itself (not into the assembled definition). */
  readonly pointer: string;
  readonly line: number;
  readonly column: number;
}

/**
 * A JSON file that (part of) the definition came from. A definition read from one file is one
 * source with the defaults. A definition assembled from several files (pages from one file,
 * sections from others) gives one source per mounted part: `at` is where the part sits in the
 * assembled definition and `pointer` where it sits in the file, e.g. `at: '/pages/0/sections/2'`,
 * `pointer: '/sections/0'`. The longest matching `at` wins.
 */
export interface DefinitionSource {
  /** The file name to report, as the author would open it (relative paths stay relative). */
  readonly file: string;
  /** The file's text. */
  readonly text: string;
  /** JSON Pointer in the assembled definition where this part is mounted (default `''`). */
  readonly at?: string;
  /** JSON Pointer in the file of the mounted part (default `''`, the whole file). */
  readonly pointer?: string;
}

/** Offsets of every value (and, for object members, of the member's key) by JSON Pointer. */
type OffsetMap = Map<string, number>;

const escapeToken = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** Scans strict JSON text and records where each value starts (members: where the key starts). */
export function jsonOffsets(text: string): OffsetMap {
  const offsets: OffsetMap = new Map();
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string, at?: number): void => {
    space();
    offsets.set(pointer, at ?? i);
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      while (i < text.length && text[i] !== '}') {
        space();
        const keyAt = i;
        const key = string();
        space();
        i++; // ':'
        value(`${pointer}/${escapeToken(key)}`, keyAt);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (c === '[') {
      i++;
      space();
      for (let n = 0; i < text.length && text[i] !== ']'; n++) {
        value(`${pointer}/${n}`);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (c === '"') string();
    else while (i < text.length && !',]} \t\n\r'.includes(text[i]!)) i++;
  };
  value('');
  return offsets;
}

/** 1-based line and column of an offset (columns count UTF-16 units, as editors do). */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++)
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  return { line, column: offset - lineStart + 1 };
}

const isPrefix = (prefix: string, pointer: string): boolean =>
  prefix === '' || pointer === prefix || pointer.startsWith(`${prefix}/`);

/**
 * Maps JSON Pointers of the assembled definition to file locations. Each file is scanned once,
 * on first use. A pointer to something the file does not have (a missing property) resolves to
 * the nearest enclosing value that it does have.
 */
export function createSourceLocator(
  sources: readonly DefinitionSource[],
): (pointer: string) => SourceLocation | undefined {
  const scanned = new Map<DefinitionSource, OffsetMap>();
  const ordered = [...sources].sort((a, b) => (b.at ?? '').length - (a.at ?? '').length);
  return (pointer) => {
    const source = ordered.find((s) => isPrefix(s.at ?? '', pointer));
    if (!source) return undefined;
    let offsets = scanned.get(source);
    if (!offsets) {
      offsets = jsonOffsets(source.text);
      scanned.set(source, offsets);
    }
    let inFile = (source.pointer ?? '') + pointer.slice((source.at ?? '').length);
    while (!offsets.has(inFile) && inFile !== '') inFile = inFile.slice(0, inFile.lastIndexOf('/'));
    const offset = offsets.get(inFile);
    if (offset === undefined) return undefined;
    return { file: source.file, pointer: inFile, ...lineColumn(source.text, offset) };
  };
}
