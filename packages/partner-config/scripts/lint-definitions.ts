/**
 * Lints both application variants against the data model and prints every diagnostic as
 * `file:line:column: severity message [code] (pointer in the file)`, a link in editors and
 * terminals; exits 1 on errors. `npm run lint:definitions -w @admissions/partner-config`.
 * Both variants share the section files, so a mistake in one is printed once, naming the
 * variants it breaks.
 */
import { formatDiagnostic } from '@admissions/form-engine';
import type { VariantName } from '../src/definitions.ts';
import { lintVariant } from './located-lint.ts';

const VARIANTS: readonly VariantName[] = ['undergraduate', 'transfer'];

const lines = new Map<string, VariantName[]>();
const summaries: string[] = [];
let failed = false;
for (const name of VARIANTS) {
  const result = await lintVariant(name);
  for (const d of [...(result.ok ? [] : result.errors), ...result.warnings]) {
    const line = formatDiagnostic(d);
    lines.set(line, [...(lines.get(line) ?? []), name]);
  }
  summaries.push(
    result.ok
      ? `${name}: ${result.form.fields.size} fields on ${result.form.pages.length} pages, ${result.warnings.length} warning(s)`
      : `${name}: ${result.errors.length} error(s), ${result.warnings.length} warning(s)`,
  );
  failed ||= !result.ok;
}
for (const [line, names] of lines) console.log(`${line} in ${names.join(', ')}`);
for (const summary of summaries) console.log(summary);
process.exitCode = failed ? 1 : 0;
