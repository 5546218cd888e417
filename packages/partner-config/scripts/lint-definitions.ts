/**
 * Compiles both application variants against the data model and prints every diagnostic;
 * exits 1 on errors. `npm run lint:definitions -w @admissions/partner-config`.
 */
import { formatDiagnostic, lintDefinition } from '@admissions/form-engine';
import { variantDefinition, type VariantName } from '../src/definitions.ts';
import { dataModel } from '../src/model.ts';

let failed = false;
for (const name of ['undergraduate', 'transfer'] as VariantName[]) {
  const result = await lintDefinition(variantDefinition(name), dataModel);
  for (const d of [...(result.ok ? [] : result.errors), ...result.warnings])
    console.log(`${name}: ${formatDiagnostic(d)}`);
  console.log(
    result.ok
      ? `${name}: ${result.form.fields.size} fields on ${result.form.pages.length} pages, ${result.warnings.length} warning(s)`
      : `${name}: ${result.errors.length} error(s)`,
  );
  failed ||= !result.ok;
}
process.exitCode = failed ? 1 : 0;
