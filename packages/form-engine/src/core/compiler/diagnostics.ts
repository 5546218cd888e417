import type { SourceLocation } from '../definition/source-map.ts';

/** One problem found in a definition. */
export interface Diagnostic {
  readonly severity: 'error' | 'warning';
  /** Stable machine-readable code, e.g. `duplicate-key`, `unknown-key`, `add-another-max`. */
  readonly code: string;
  /** JSON Pointer (RFC 6901) into the definition, e.g. `/pages/0/sections/2/fields/4`. */
  readonly path: string;
  readonly message: string;
  /** Where the author fixes it, when the definition was linted with its source files. */
  readonly source?: SourceLocation;
  /**
   * JSON Pointer of another place the problem involves (the first use of a duplicated key).
   * Linted with its sources, the message names that place's line instead.
   */
  readonly related?: string;
  /**
   * A name that may be misspelt and the names it may have meant. `lintDefinition` turns it into
   * "did you mean …?" and, when `list` is set and they are few, the valid names; `compileForm`
   * leaves it as it is (that code stays out of the browser bundle).
   */
  readonly hint?: Hint;
}

/** See {@link Diagnostic.hint}. */
export interface Hint {
  readonly word: string;
  readonly choices: readonly string[];
  /** A label for each choice, to name it as the author sees it (and match a target to a label). */
  readonly labels?: Readonly<Record<string, string>>;
  readonly list?: boolean;
}

/** What a diagnostic may carry beside its message. */
export type Extra = Pick<Diagnostic, 'related' | 'hint'>;

/** Collects diagnostics while the compiler walks a definition. */
export class Diagnostics {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];

  error(code: string, path: string, message: string, extra?: Extra): void {
    this.errors.push({ severity: 'error', code, path, message, ...extra });
  }

  warn(code: string, path: string, message: string): void {
    this.warnings.push({ severity: 'warning', code, path, message });
  }
}

/**
 * Formats a diagnostic as one line. With a source location it leads with `file:line:column`,
 * which editors and terminals turn into a link:
 * `sections/family.json:12:9: error unknown property "lable" — did you mean "label"? [unknown-property]`.
 * Without one: `error /pages/0/...: message [code]`.
 */
export function formatDiagnostic(d: Diagnostic): string {
  if (d.source) {
    const { file, line, column } = d.source;
    return `${file}:${line}:${column}: ${d.severity} ${d.message} [${d.code}]`;
  }
  return `${d.severity} ${d.path || '/'}: ${d.message} [${d.code}]`;
}
