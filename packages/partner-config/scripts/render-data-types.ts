/**
 * Renders `src/data.generated.ts`, the TypeScript types of the partner's data files: the answer
 * keys the model file expands to, the repeated blocks' counts, the parent degree flags and the
 * option lists' names. scripts/generate-data-types.ts writes it; test/data-files.test.ts fails
 * when the committed file is not what the data files give now.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { expandModel, parentDegrees, repeatsOf, type ModelFile } from '../src/model-file.ts';
import type { OptionListsFile } from '../src/options/option-file.ts';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../definitions/${path}`, import.meta.url), 'utf8')) as T;

/** `'a' | 'b'`, one member per line, or `never` for none. */
const union = (names: readonly string[]) =>
  names.length ? names.map((n) => `\n  | '${n}'`).join('') : 'never';

/** The generated module's text, formatted as the repository formats TypeScript. */
export async function renderDataTypes(): Promise<string> {
  const model = read<ModelFile>('model.json');
  const options = read<OptionListsFile>('options.json');
  const repeats = Object.entries(repeatsOf(model))
    .map(([name, count]) => `  readonly ${name}: ${count};`)
    .join('\n');
  const text = `/* Generated from definitions/model.json and definitions/options.json by scripts/generate-data-types.ts. Do not edit. */

/** Every answer key of the data model, with the \`_desc\` companions and numbered block copies. */
export type AnswerKey = ${union(Object.keys(expandModel(model)))};

/** How many blocks each repeated group of the data model offers. */
export interface Repeats {
${repeats}
}

/** The degree flags of the parent block (\`parent_degree_<degree>\`). */
export type ParentDegree = ${union(parentDegrees(model))};

/** The name of every option list, as a section file's \`options\` gives it. */
export type OptionListName = ${union(Object.keys(options.lists))};
`;
  const config = await resolveConfig(
    fileURLToPath(new URL('../src/data.generated.ts', import.meta.url)),
  );
  return format(text, { ...config, parser: 'typescript' });
}
