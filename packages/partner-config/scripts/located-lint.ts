/**
 * Lints the partner's definitions as their authors wrote them: composed from the JSON texts of
 * the variant and section files, with those texts as sources, so every error names the file,
 * line and column to edit (`definitions/sections/family.json:62:17`); a file that is not JSON
 * gives its syntax error at its line and column instead. Shared by `lint-definitions.ts`, `check-sections.ts` and their tests.
 */
import { readFileSync } from 'node:fs';
import {
  lintDefinition,
  type CompileResult,
  type Diagnostic,
  type OptionList,
} from '@admissions/form-engine';
import { parseJsonSource } from '@admissions/form-engine/inspect';
import {
  composeDefinition,
  compositionSources,
  type SectionListJson,
  type SourceText,
  type VariantLayoutJson,
} from '../src/compose.ts';
import {
  SECTION_FILES,
  composeVariant,
  sectionFile,
  variantFile,
  type VariantName,
} from '../src/definitions.ts';
import { dataModel } from '../src/model.ts';

/** Reads a file by its path relative to the package (as the linter names files). */
export type ReadText = (path: string) => string;

/** Reads the package's own files, wherever the script runs from. */
export const readPackageFile: ReadText = (path) =>
  readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

/**
 * Option lists come expanded from `definitions/options.json` (by `src/options/`) and limits from
 * `src/constants.ts`, not from the variant and section files linted here: an error there keeps
 * its path rather than pointing at the variant file's first line (the playground and
 * `form-engine lint --data src/author-data.ts` place the options file's own mistakes).
 */
const FROM_TYPESCRIPT = /^\/(optionLists|limits)(\/|$)/;

function withoutTypeScriptSources(result: CompileResult): CompileResult {
  const strip = (list: readonly Diagnostic[]): Diagnostic[] =>
    list.map(({ source, ...d }) =>
      source && !FROM_TYPESCRIPT.test(d.path) ? { ...d, source } : d,
    );
  return result.ok
    ? { ...result, warnings: strip(result.warnings) }
    : { ...result, errors: strip(result.errors), warnings: strip(result.warnings) };
}

/** Parses a file {@link orSyntaxErrors} found to be JSON. */
const parse = <T>(source: SourceText): T => JSON.parse(source.text) as T;

/** Every file's syntax error as the result, or the lint of the parsed files. */
async function orSyntaxErrors(
  files: readonly SourceText[],
  lint: () => Promise<CompileResult>,
): Promise<CompileResult> {
  const errors = files.flatMap((f) => {
    const parsed = parseJsonSource(f.text, f.file);
    return parsed.ok ? [] : [parsed.error];
  });
  return errors.length > 0 ? { ok: false, errors, warnings: [] } : await lint();
}

/**
 * Lints a variant as `lint:definitions` does: the variant file and the section files it lists,
 * read through `read` (the package's files by default; a test passes edited texts), composed
 * exactly as the portal composes them, against the data model.
 */
export async function lintVariant(
  name: VariantName,
  read: ReadText = readPackageFile,
): Promise<CompileResult> {
  const variant = { file: variantFile(name), text: read(variantFile(name)) };
  const layoutParsed = parseJsonSource(variant.text, variant.file);
  if (!layoutParsed.ok) return { ok: false, errors: [layoutParsed.error], warnings: [] };
  const layout = layoutParsed.value as VariantLayoutJson;
  // Only the files the package knows: a page naming another is reported by the composition.
  const names = layout.pages.flatMap((page) => page.sectionFiles).filter((n) => n in SECTION_FILES);
  const texts = Object.fromEntries(
    names.map((n) => [n, { file: sectionFile(n), text: read(sectionFile(n)) }]),
  );
  return orSyntaxErrors(Object.values(texts), () =>
    lintParsedVariant(name, layout, variant, texts),
  );
}

async function lintParsedVariant(
  name: VariantName,
  layout: VariantLayoutJson,
  variant: SourceText,
  texts: Readonly<Record<string, SourceText>>,
): Promise<CompileResult> {
  const names = Object.keys(texts);
  const sections = Object.fromEntries(names.map((n) => [n, parse<SectionListJson>(texts[n]!)]));
  const definition = composeVariant(name, layout, sections);
  const sources = compositionSources(layout, sections, { variant, sections: texts });
  return withoutTypeScriptSources(await lintDefinition(definition, dataModel, { sources }));
}

/**
 * Lints section files while they are being written, as `check-sections.ts` does: one page with
 * the given files in order, against the data model. Errors in the files name them as given.
 */
export async function lintSectionFiles(
  files: readonly SourceText[],
  optionLists: Readonly<Record<string, OptionList>>,
): Promise<CompileResult> {
  return orSyntaxErrors(files, () => lintParsedSectionFiles(files, optionLists));
}

async function lintParsedSectionFiles(
  files: readonly SourceText[],
  optionLists: Readonly<Record<string, OptionList>>,
): Promise<CompileResult> {
  const texts = Object.fromEntries(files.map((f) => [f.file, f]));
  const sections = Object.fromEntries(files.map((f) => [f.file, parse<SectionListJson>(f)]));
  const layout: VariantLayoutJson = {
    id: 'check',
    title: 'Check',
    pages: [
      {
        id: 'check',
        path: '/check',
        title: 'Check',
        stepLabel: 'Step 01',
        sectionFiles: files.map((f) => f.file),
      },
    ],
  };
  const definition = composeDefinition(layout, sections, optionLists);
  const sources = compositionSources(layout, sections, { sections: texts });
  return withoutTypeScriptSources(await lintDefinition(definition, dataModel, { sources }));
}
