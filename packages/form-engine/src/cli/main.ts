import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FormMessagesOverride } from '../core/messages/types.ts';
import { catalogueOf } from '../vite/catalogue.ts';
import {
  formatDiagnostic,
  lintDefinition,
  type DataModel,
  type Diagnostic,
} from '../core/index.ts';
import { createValidator } from '../core/validation/validator.ts';
import { modelOf } from '../core/compiler/model-of.ts';
import { buildForm, writeBuiltForm } from '../build/index.ts';
import { parseJsonSource } from '../core/definition/json-source.ts';
import { InputError, lintFiles, type AuthorData } from './lint-files.ts';

const USAGE = `Usage:
  form-engine lint <file or folder>... [--model <model.json>] [--format text|json]
      Checks every file an author has, together: whole forms, section files ({ "sections": [...] }),
      layouts whose pages list section files ("sectionFiles"), a data model ({ "key": "type" })
      and option lists ({ "listName": [{ "value", "label" }] }), each recognised by its shape.
      A folder means every .json file under it; a glob is expanded by your shell. Section files
      are checked on the pages of the layout that names them, or together on one page, with the
      option lists and the data model given beside them. --data <module> adds a model and
      option lists kept as code (its exports dataModel and optionLists; .ts under tsx), e.g.
      a partner's own file format expanded. Each problem is printed as
      file:line:column: severity message [code]; --format json prints one JSON document
      instead, for CI annotations.
  form-engine schema <definition.json> [--model <model.json>] [--page <page-id>]
      Prints the JSON Schema that validates the form's answers.
  form-engine model <definition.json> [--model <model.json>]
      Prints the form's data model (answer key → type, numbered block keys and _desc
      companions included): the model a server or a type can start from.
  form-engine build <definition.json> [--model <model.json>] [--messages <catalogue>] --out <dir>
      Builds the form ahead of time: <dir>/form.json (the compiled form as data, for
      loadCompiledForm), the answers' validators as standalone ES modules (no ajv, no eval at
      run time) <dir>/form.validate.js, <dir>/page-<page-id>.validate.js and <dir>/fields.validate.js (the
      date fields' own checks), and <dir>/schema.json.

The model file maps each answer key to its type: string, boolean, integer, number, date or file.
It is optional: without it the types come from the widgets and the text fields' "answerType".
--messages (every command) compiles with your own catalogue, laid over English: a .json file, or
an ES module (.js, .mjs; .ts under tsx) whose default export or export "messages" holds it: a
whole language ({ "locale": "fr", … }) or a few reworded messages. The built validators carry it.

Exit codes: 0 no errors (warnings allowed), 1 errors in the files (JSON syntax included),
2 usage, or a file that cannot be read or is none of the kinds above.`;

class UsageError extends Error {}
/** A file with a JSON syntax error: an error in the author's file (exit 1), at its line. */
class SyntaxInFile extends Error {}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
}

function parseJson(text: string, file: string, what: string): unknown {
  const parsed = parseJsonSource(text, file);
  if (!parsed.ok) throw new SyntaxInFile(`${formatDiagnostic(parsed.error)} (the ${what})`);
  return parsed.value;
}

/** The catalogue of `--messages`: JSON, or an ES module's default export or `messages`. */
async function readCatalogue(file: string): Promise<FormMessagesOverride> {
  let module: unknown;
  if (file.endsWith('.json'))
    module = { default: parseJson(await readText(file, 'message catalogue'), file, 'catalogue') };
  else
    try {
      module = await import(pathToFileURL(resolve(file)).href);
    } catch (error) {
      throw new UsageError(
        `cannot load the message catalogue ${file}: ${(error as Error).message}`,
      );
    }
  try {
    return catalogueOf(module, file);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** `--data`: an ES module exporting `dataModel` and/or `optionLists` (the engine's shapes). */
async function readData(file: string): Promise<AuthorData> {
  let module: Record<string, unknown>;
  try {
    module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
  } catch (error) {
    const message = (error as Error).message;
    // A JSON file the module imports does not parse: the author's mistake, at its line (the
    // loader, esbuild through tsx, says `file:line:col: ERROR: …`), not a usage error.
    const json = /^(.+?\.json):(\d+):(\d+): ERROR: (.+)$/m.exec(message);
    if (json) {
      const [, where, line, column, text] = json;
      throw new SyntaxInFile(
        `${where}:${line}:${column}: error ${text} [json-syntax] (read by --data ${file})`,
      );
    }
    throw new UsageError(`cannot load --data ${file}: ${message}`);
  }
  if (!module.dataModel && !module.optionLists)
    throw new UsageError(`--data ${file} exports neither dataModel nor optionLists`);
  return module as AuthorData;
}

/** In the order the author reads the files: by file, then line and column. */
function ordered(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const rank = (d: Diagnostic) => (d.source ? d.source.line * 1e6 + d.source.column : 0);
  return [...diagnostics].sort(
    (a, b) => (a.source?.file ?? '').localeCompare(b.source?.file ?? '') || rank(a) - rank(b),
  );
}

/** `file:line:col: …` (editors link it). */
function print(diagnostics: readonly Diagnostic[]): void {
  for (const d of ordered(diagnostics)) console.log(formatDiagnostic(d));
}

/** The `--format json` document: one entry per problem, flat, for CI annotation steps. */
function asJson(errors: readonly Diagnostic[], warnings: readonly Diagnostic[]) {
  const entry = (d: Diagnostic) => ({
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.source?.file,
    line: d.source?.line,
    column: d.source?.column,
    pointer: d.source?.pointer,
    path: d.path,
  });
  return JSON.stringify(
    {
      errors: errors.length,
      warnings: warnings.length,
      diagnostics: ordered([...errors, ...warnings]).map(entry),
    },
    null,
    2,
  );
}

/** `form-engine lint`: prints what it found and returns the exit code. */
async function lint(
  paths: readonly string[],
  values: { model?: string; format?: string; data?: string },
  messages: FormMessagesOverride | undefined,
): Promise<number> {
  const report = await lintFiles(paths, {
    ...(values.model ? { model: values.model } : {}),
    ...(values.data ? { data: await readData(values.data) } : {}),
    ...(messages ? { messages } : {}),
  });
  const { errors, warnings } = report;
  if (values.format === 'json') console.log(asJson(errors, warnings));
  else {
    print([...errors, ...warnings]);
    if (report.skipped.length > 0 && !values.data)
      console.log(
        `note: skipped ${report.skipped.join(', ')}: none of the kinds above (give a model or option lists kept in another format with --data <module>)`,
      );
    console.log(
      `${errors.length} error(s), ${warnings.length} warning(s) in ${report.files} file(s)`,
    );
  }
  return errors.length > 0 ? 1 : 0;
}

/** Runs the CLI and returns its exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        model: { type: 'string' },
        messages: { type: 'string' },
        data: { type: 'string' },
        page: { type: 'string' },
        out: { type: 'string' },
        format: { type: 'string', default: 'text' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command, file, ...rest] = parsed.positionals;
  const lintMany = command === 'lint';
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const format = parsed.values.format;
  if (
    !['lint', 'schema', 'build', 'model'].includes(command ?? '') ||
    !file ||
    (command === 'build') !== (parsed.values.out !== undefined) ||
    (rest.length > 0 && !lintMany) ||
    (format !== 'text' && format !== 'json')
  ) {
    console.error(USAGE);
    return 2;
  }
  try {
    const messagesFile = parsed.values.messages;
    const messages = messagesFile ? await readCatalogue(messagesFile) : undefined;
    if (lintMany) return await lint([file, ...rest], parsed.values, messages);
    const text = await readText(file, 'definition');
    const definition = parseJson(text, file, 'definition');
    const modelFile = parsed.values.model;
    const model = modelFile
      ? (parseJson(await readText(modelFile, 'data model'), modelFile, 'data model') as DataModel)
      : undefined;
    const result = await lintDefinition(definition, model, {
      sources: [{ file, text }],
      ...(messages ? { messages } : {}),
    });
    if (!result.ok) {
      print([...result.errors, ...result.warnings]);
      console.log(`${result.errors.length} error(s), ${result.warnings.length} warning(s)`);
      return 1;
    }
    if (command === 'build') {
      const out = parsed.values.out!;
      const written = await writeBuiltForm(buildForm(result.form), out);
      console.log(`wrote ${written.length} files to ${out}`);
      return 0;
    }
    if (command === 'model') {
      console.log(JSON.stringify(modelOf(result.form), null, 2));
      return 0;
    }
    const validator = await createValidator(result.form);
    console.log(
      JSON.stringify(
        parsed.values.page ? validator.pageSchema(parsed.values.page) : validator.schema,
        null,
        2,
      ),
    );
    return 0;
  } catch (error) {
    if (error instanceof SyntaxInFile) {
      console.error(error.message);
      return 1;
    }
    if (
      error instanceof UsageError ||
      error instanceof InputError ||
      (error instanceof Error && error.message.startsWith('unknown page'))
    ) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
