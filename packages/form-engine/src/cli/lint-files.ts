/**
 * `form-engine lint <files or folders>`: every file an author has, checked together. Forms are
 * linted as they are; section files are composed (on the pages of a layout that names them, or
 * together on one page) with the option lists and the data model given beside them.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormMessagesOverride } from '../core/messages/types.ts';
import { lintDefinition } from '../core/compiler/lint-definition.ts';
import type { Diagnostic } from '../core/compiler/diagnostics.ts';
import {
  ANSWER_TYPES,
  type AnswerType,
  type DataModel,
  type OptionList,
} from '../core/definition/index.ts';
import { parseJsonSource } from '../core/definition/json-source.ts';
import { expandsFrom, findStringValue } from '../core/definition/find-string.ts';
import { createSourceLocator, type SourceLocation } from '../core/definition/source-map.ts';
import { withHint } from '../core/compiler/suggest.ts';
import {
  KIND_NAMES,
  composeSections,
  givenLists,
  givenModel,
  kindOf,
  type AuthorFile,
  type Composed,
  type Kind,
} from './author-files.ts';

/** A model and option lists kept as code (`--data <module>`), e.g. expanded from another format. */
export interface AuthorData {
  readonly dataModel?: DataModel;
  readonly optionLists?: Readonly<Record<string, OptionList>>;
  /**
   * The JSON files the module reads them from (paths): an unknown answer type in the model is
   * then reported where it is written in them, once per place, instead of at the forms.
   */
  readonly dataFiles?: readonly string[];
}

/** A file or folder the CLI cannot read, or an input it does not know: exit code 2. */
export class InputError extends Error {}

/** The JSON files a path names: itself, or every `.json` file under a folder. */
async function jsonFiles(path: string): Promise<string[]> {
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    throw new InputError(`cannot read ${path}: ${(error as Error).message}`);
  }
  if (!info.isDirectory()) return [path];
  const names = (await readdir(path, { recursive: true })).filter((n) => n.endsWith('.json'));
  return names.sort().map((n) => join(path, n));
}

/** What one lint run found. */
export interface LintReport {
  readonly errors: Diagnostic[];
  readonly warnings: Diagnostic[];
  /** How many files were linted. */
  readonly files: number;
  /** JSON files in a folder that are none of the kinds (another tool's, or another format). */
  readonly skipped: string[];
}

/** Reads, recognises and lints the given files and folders together. */
export async function lintFiles(
  paths: readonly string[],
  options: { model?: string; messages?: FormMessagesOverride; data?: AuthorData },
): Promise<LintReport> {
  const names = (await Promise.all(paths.map(jsonFiles))).flat();
  if (options.model) names.push(options.model);
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const byKind = new Map<Kind, AuthorFile[]>();
  const skipped: string[] = [];
  for (const file of [...new Set(names)]) {
    let text;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new InputError(`cannot read ${file}: ${(error as Error).message}`);
    }
    const parsed = parseJsonSource(text, file);
    if (!parsed.ok) {
      errors.push(parsed.error);
      continue;
    }
    const kind = kindOf(parsed.value);
    if (!kind) {
      // A folder may hold other JSON (a package.json, a tsconfig): only a named file must be ours.
      if (paths.includes(file) || file === options.model)
        throw new InputError(
          `${file} is none of the files form-engine lints: ${Object.values(KIND_NAMES).join(', ')}`,
        );
      skipped.push(file);
      continue;
    }
    byKind.set(kind, [...(byKind.get(kind) ?? []), { file, text, value: parsed.value }]);
  }
  const of = (kind: Kind) => byKind.get(kind) ?? [];
  if (options.model && !of('model').some((f) => f.file === options.model))
    throw new InputError(`--model ${options.model} is not a data model ({ "key": "type" })`);
  const fromFiles = checkedModel(of('model'), errors);
  const fromData = options.data?.dataModel
    ? await checkedDataModel(options.data.dataModel, options.data.dataFiles ?? [], errors)
    : undefined;
  const model = fromFiles || fromData ? { ...fromData, ...fromFiles } : undefined;
  const lists = givenLists(of('optionLists'));
  // Lists from a module have no file to point at; the files' own lists win.
  Object.assign(lists.lists, { ...options.data?.optionLists, ...lists.lists });
  const { composed, unknownNames } = composeSections(of('layout'), of('sections'), lists);
  for (const { file, name, pointer } of unknownNames) {
    const source = createSourceLocator([{ file: file.file, text: file.text }])(pointer);
    errors.push({
      severity: 'error',
      code: 'unknown-section-file',
      path: pointer,
      message: `the section file "${name}" (${name}.json) was not given: add it to the command`,
      ...(source ? { source } : {}),
    });
  }
  const forms: Composed[] = [
    ...of('form').map((f) => ({
      name: f.file,
      definition: withLists(f.value, lists.lists),
      sources: [{ file: f.file, text: f.text }, ...lists.sources],
      partial: false,
      sections: false,
    })),
    ...composed,
  ];
  const lintOne = async (form: Composed) => {
    const result = await lintDefinition(form.definition, model, {
      sources: form.sources,
      ...(options.messages ? { messages: options.messages } : {}),
    });
    const named = (d: Diagnostic) =>
      d.source ? d : { ...d, message: `${form.name}: ${d.message}` };
    if (!result.ok)
      errors.push(
        ...(form.sections && Object.keys(lists.lists).length === 0
          ? listsNotGiven(result.errors)
          : result.errors
        ).map(named),
      );
    warnings.push(
      ...result.warnings.filter((w) => !(form.partial && w.code === 'key-on-no-page')).map(named),
    );
  };
  for (const form of forms) await lintOne(form);
  return {
    errors: unique(errors),
    warnings: unique(warnings),
    files: new Set(names).size - skipped.length,
    skipped,
  };
}

/**
 * Section files name option lists kept in another file: without that file every reference
 * is unknown. One error says so, at the first reference, instead of one per reference.
 */
function listsNotGiven(errors: readonly Diagnostic[]): Diagnostic[] {
  const missing = errors.filter((d) => d.code === 'unknown-option-list');
  if (missing.length < 2) return [...errors];
  const names = [...new Set(missing.map((d) => /"([^"]*)"/.exec(d.message)?.[1]))];
  const first: Diagnostic = {
    ...missing[0]!,
    message: `${names.length} option lists are not given (${names.join(', ')}): add the option lists file to the command`,
  };
  return errors.flatMap((d) =>
    d === missing[0] ? [first] : d.code === 'unknown-option-list' ? [] : [d],
  );
}

/** The option lists given on the command line, under the form's own (which win). */
function withLists(definition: unknown, lists: Record<string, unknown>): unknown {
  if (Object.keys(lists).length === 0) return definition;
  const own = definition as { optionLists?: object };
  return { ...own, optionLists: { ...lists, ...own.optionLists } };
}

/** An unknown answer type in a model, with the types meant; at its line when it is known. */
function unknownTypeError(
  key: string,
  type: unknown,
  path: string,
  source: SourceLocation | undefined,
): Diagnostic {
  return withHint({
    severity: 'error',
    code: 'model-type',
    path,
    message: `"${key}" has the unknown type ${JSON.stringify(type)}`,
    hint: { word: String(type), choices: ANSWER_TYPES, list: true },
    ...(source ? { source } : {}),
  });
}

/**
 * The merged model, each unknown type reported at its line (with the type meant) and read as
 * `string`, so the forms are still checked against every key rather than failing on the type.
 */
function checkedModel(files: readonly AuthorFile[], errors: Diagnostic[]): DataModel | undefined {
  const model = givenModel(files);
  if (!model) return undefined;
  for (const f of files) {
    const locate = createSourceLocator([{ file: f.file, text: f.text }]);
    for (const [key, type] of Object.entries(f.value as Record<string, string>))
      if (key !== '$schema' && !ANSWER_TYPES.includes(type as AnswerType)) {
        const pointer = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        errors.push(unknownTypeError(key, type, pointer, locate(pointer)));
        (model as Record<string, AnswerType>)[key] = 'string';
      }
  }
  return model;
}

/**
 * The model a `--data` module gives, each unknown type reported once per place its data files
 * write it (a repeated group's key expands to several answer keys, written once) and read as
 * `string`, as {@link checkedModel} does; where no data file writes it, once, at no line.
 */
async function checkedDataModel(
  model: DataModel,
  dataFiles: readonly string[],
  errors: Diagnostic[],
): Promise<DataModel> {
  const bad = [...new Set(Object.values(model).filter((t) => !ANSWER_TYPES.includes(t)))];
  if (bad.length === 0) return model;
  const texts = await Promise.all(
    dataFiles.map(async (file) => ({ file, text: await readFile(file, 'utf8') })),
  );
  for (const type of bad) {
    const keys = Object.keys(model).filter((key) => model[key] === type);
    // Written under a name the keys come from (a repeated group writes `college_name` for
    // `college_name`, `college_2_name`…), not any equal string (a label).
    const writesKey = (name: string) => keys.some((key) => expandsFrom(key, name));
    const places = texts.flatMap((f) => findStringValue(f.text, f.file, type, writesKey));
    const report = (name: string, source?: SourceLocation) =>
      errors.push(unknownTypeError(name, type, source?.pointer ?? `/${name}`, source));
    for (const { name, ...source } of places) report(name, source);
    if (places.length === 0) report(keys[0]!);
  }
  return Object.fromEntries(
    Object.entries(model).map(([key, type]) => [key, bad.includes(type) ? 'string' : type]),
  ) as DataModel;
}

/** A file linted within two forms (a list used by both) reports its problems once. */
function unique(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const where = d.source ? `${d.source.file}:${d.source.pointer}` : d.path;
    const id = `${d.code}|${where}|${d.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
