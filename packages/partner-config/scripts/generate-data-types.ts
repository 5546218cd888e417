/**
 * `npm run generate:types -w @admissions/partner-config`: rewrites `src/data.generated.ts` from
 * the data files (see render-data-types.ts). Run it after adding or renaming a key or a list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDataTypes } from './render-data-types.ts';

const target = fileURLToPath(new URL('../src/data.generated.ts', import.meta.url));
const text = await renderDataTypes();
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
