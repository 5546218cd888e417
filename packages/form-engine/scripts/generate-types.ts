/**
 * Generates the TypeScript types of the definition format from its JSON Schema, the one source
 * of both. `npm run generate:types -w @admissions/form-engine` rewrites the file; a unit test
 * (definition-schema.test.ts) fails when the committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDefinitionTypes } from './render-definition-types.ts';

const target = fileURLToPath(new URL('../src/core/definition/types.generated.ts', import.meta.url));
const text = await renderDefinitionTypes();
if (process.argv.includes('--check')) {
  // `npm run lint` (this workspace's typecheck): the committed file must be what the sources give.
  if (readFileSync(target, 'utf8') !== text) {
    console.error(
      `${target} is out of date: run npm run generate:types -w ${process.env.npm_package_name ?? 'this workspace'}`,
    );
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
