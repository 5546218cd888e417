/**
 * Writes docs/api.md's settings tables from the server's configuration schema
 * (apps/server/src/settings/): `npm run docs:settings`. With `--check` it writes nothing and
 * exits 1 when the document is not what it would write (apps/server/test/settings.test.ts checks
 * the same in the test suite).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { renderSettingsRegions } from '../apps/server/src/settings/docs.ts';

/** docs/api.md. */
export const API_DOC = fileURLToPath(new URL('../docs/api.md', import.meta.url));

/** `markdown` (the text of `file`) with its settings regions generated, formatted as Prettier would. */
export async function withSettingsTables(markdown: string, file = API_DOC): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(renderSettingsRegions(markdown), { ...options, filepath: file });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const current = await readFile(API_DOC, 'utf8');
  const generated = await withSettingsTables(current);
  if (process.argv.includes('--check')) {
    if (generated !== current) {
      process.stderr.write('docs/api.md: the settings tables drifted; run npm run docs:settings\n');
      process.exit(1);
    }
  } else if (generated !== current) {
    await writeFile(API_DOC, generated);
    process.stderr.write('docs/api.md: settings tables written\n');
  } else process.stderr.write('docs/api.md: settings tables up to date\n');
}
