/**
 * A definition's problems as a build error Vite shows with its place (issue 28, item 8): the file,
 * line and column in the terminal and in the dev overlay (`loc`, and a `frame` of the lines around
 * it), every problem listed in the message as `file:line:column: error … [code]` like the CLI.
 */
import { formatDiagnostic, type Diagnostic } from '../core/compiler/diagnostics.ts';

/** The error object Vite and Rolldown print with its location. */
export interface LocatedError {
  readonly message: string;
  readonly id: string;
  readonly loc?: { readonly file: string; readonly line: number; readonly column: number };
  readonly frame?: string;
}

/** Two lines either side of `line` (1-based), the line marked and a caret under `column`. */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/** The build error for `errors` of the definition file `path` (its `text` for the frame). */
export function definitionError(
  path: string,
  text: string,
  errors: readonly Diagnostic[],
): LocatedError {
  const first = errors.find((d) => d.source);
  const list = errors.map((d) =>
    d.source ? formatDiagnostic(d) : `${path}: ${formatDiagnostic(d)}`,
  );
  return {
    message: `the form definition has ${errors.length} error(s):\n${list.join('\n')}`,
    id: path,
    ...(first?.source
      ? {
          loc: { file: path, line: first.source.line, column: first.source.column },
          frame: codeFrame(text, first.source.line, first.source.column),
        }
      : {}),
  };
}

/** The build error for a definition file that is not JSON, placed where parsing stopped. */
export function syntaxError(path: string, text: string, error: Error): LocatedError {
  const at = /position (\d+)/.exec(error.message);
  if (!at) return { message: `${path} is not valid JSON: ${error.message}`, id: path };
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return {
    message: `${path}:${line}:${column}: ${path} is not valid JSON: ${error.message}`,
    id: path,
    loc: { file: path, line, column },
    frame: codeFrame(text, line, column),
  };
}
