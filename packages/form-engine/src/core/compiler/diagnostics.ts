/** One problem found in a definition. */
export interface Diagnostic {
  readonly severity: 'error' | 'warning';
  /** Stable machine-readable code, e.g. `duplicate-key`, `unknown-key`, `add-another-max`. */
  readonly code: string;
  /** JSON Pointer (RFC 6901) into the definition, e.g. `/pages/0/sections/2/fields/4`. */
  readonly path: string;
  readonly message: string;
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

/** Formats a diagnostic as one line: `error /pages/0/... message [code]`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.severity} ${d.path || '/'}: ${d.message} [${d.code}]`;
}
