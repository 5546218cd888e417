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
}

/** Collects diagnostics while the compiler walks a definition. */
export class Diagnostics {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];

  error(code: string, path: string, message: string): void {
    this.errors.push({ severity: 'error', code, path, message });
  }

  warn(code: string, path: string, message: string): void {
    this.warnings.push({ severity: 'warning', code, path, message });
  }
}

/**
 * Formats a diagnostic as one line. With a source location it leads with `file:line:column`,
 * which editors and terminals turn into a link, and names the pointer inside that file:
 * `sections/family.json:12:9: error unknown property "lable" [unknown-property] (/sections/0/fields/2/lable)`.
 * Without one: `error /pages/0/...: message [code]`.
 */
export function formatDiagnostic(d: Diagnostic): string {
  if (d.source) {
    const { file, line, column, pointer } = d.source;
    return `${file}:${line}:${column}: ${d.severity} ${d.message} [${d.code}] (${pointer || '/'})`;
  }
  return `${d.severity} ${d.path || '/'}: ${d.message} [${d.code}]`;
}
