import type { Diagnostic } from '../compiler/diagnostics.ts';

/** The outcome of {@link parseJsonSource}: the value, or the syntax error where the author fixes it. */
export type ParsedJson =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: Diagnostic };

/** 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/**
 * Parses an author's JSON file. A syntax error becomes a diagnostic (`json-syntax`) at its line
 * and column, in the words of the JavaScript engine without its offset: Node 20 says "at
 * position 1072", later versions "(line 38 column 17)"; both are turned into the same location.
 */
export function parseJsonSource(text: string, file: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const raw = (error as Error).message;
    const lc = /line (\d+) column (\d+)/.exec(raw);
    const position = /position (\d+)/.exec(raw);
    let offset = position ? Number(position[1]) : text.length;
    if (lc)
      offset =
        text
          .split('\n')
          .slice(0, Number(lc[1]) - 1)
          .join('\n').length +
        (Number(lc[1]) > 1 ? 1 : 0) +
        Number(lc[2]) -
        1;
    let message = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/ in JSON at position \d+/, '')
      .replace(/^Unexpected end of JSON input$/, 'the file ends before the JSON does');
    // The parser notices a missing comma at the next value, often lines below: point where it
    // belongs, right after the value before.
    if (message.startsWith("Expected ','")) {
      while (offset > 0 && /\s/.test(text[offset - 1]!)) offset--;
      message = `a comma is missing here (${message})`;
    }
    const at = lineColumn(text, offset);
    return {
      ok: false,
      error: {
        severity: 'error',
        code: 'json-syntax',
        path: '',
        message: `JSON syntax: ${message}`,
        source: { file, pointer: '', ...at },
      },
    };
  }
}
