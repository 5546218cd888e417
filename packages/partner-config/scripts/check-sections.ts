/**
 * Checks section files while they are being written: composes a one-page form from the given
 * files and compiles it against the data model, printing every error as
 * `file:line:column: …` (warnings about model keys that are on no page are left out, since one
 * file never places them all).
 *
 *   node --import tsx scripts/check-sections.ts definitions/sections/personal.json [...]
 */
import { readFileSync } from 'node:fs';
import { formatDiagnostic, type OptionList } from '@admissions/form-engine';
import { lintSectionFiles } from './located-lint.ts';

const files = process.argv.slice(2).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The real option lists once they exist; until then a stand-in for every name used. */
async function optionLists(): Promise<Record<string, OptionList>> {
  try {
    const module = (await import('../src/options/index.ts')) as {
      optionLists: Record<string, OptionList>;
    };
    return module.optionLists;
  } catch {
    const names = new Set<string>();
    for (const { text } of files)
      JSON.parse(text, (key, value: unknown) => {
        if (key === 'options' && typeof value === 'string') names.add(value);
        if (key === 'options' && value && typeof value === 'object' && !Array.isArray(value))
          for (const v of Object.values(value)) if (typeof v === 'string') names.add(v);
        return value;
      });
    return Object.fromEntries(
      [...names].map((n) => [
        n,
        [
          { value: '', label: '--' },
          { value: 'A', label: 'A' },
        ],
      ]),
    );
  }
}

const result = await lintSectionFiles(files, await optionLists());
const shown = [
  ...(result.ok ? [] : result.errors),
  ...result.warnings.filter((w) => w.code !== 'key-on-no-page'),
];
for (const d of shown) console.log(formatDiagnostic(d));
console.log(
  result.ok ? `ok: ${result.form.fields.size} fields` : `${result.errors.length} error(s)`,
);
process.exitCode = result.ok ? 0 : 1;
