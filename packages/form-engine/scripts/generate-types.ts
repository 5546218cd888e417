/**
 * Generates the TypeScript types of the definition format from its JSON Schema, the one source
 * of both. `npm run generate:types -w @admissions/form-engine` rewrites the file; a unit test
 * (definition-schema.test.ts) fails when the committed file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDefinitionTypes } from './render-definition-types.ts';

const target = fileURLToPath(new URL('../src/core/definition/types.generated.ts', import.meta.url));
writeFileSync(target, await renderDefinitionTypes());
console.log(`wrote ${target}`);
