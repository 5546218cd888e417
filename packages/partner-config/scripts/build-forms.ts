/**
 * `npm run build -w @admissions/partner-config`: both variants built ahead of time into
 * `generated/<variant>/` (the files `form-engine build` writes: the compiled form as data, the
 * answers' validators and the date fields' checks as standalone modules, the schema). The server
 * loads these at start (`@admissions/partner-config/built`); the portal's Vite plugin generates
 * the same modules from the same function. Build outputs: not committed.
 */
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildForm, writeBuiltForm } from '@admissions/form-engine/build';
import { compiledVariant, type VariantName } from '../src/definitions.ts';

const VARIANTS: VariantName[] = ['undergraduate', 'transfer'];
const root = fileURLToPath(new URL('../generated/', import.meta.url));

await rm(root, { recursive: true, force: true });
for (const variant of VARIANTS) {
  const started = performance.now();
  const files = await writeBuiltForm(buildForm(compiledVariant(variant)), `${root}${variant}`);
  const ms = Math.round(performance.now() - started);
  console.log(`${variant}: ${files.length} files in generated/${variant}/ (${ms} ms)`);
}
