import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { FormMessagesOverride } from '../messages/types.ts';
import { catalogueOf } from '../vite/catalogue.ts';
import {
  formatDiagnostic,
  lintDefinition,
  type DataModel,
  type Diagnostic,
} from '../core/index.ts';
import { createValidator } from '../core/validation/validator.ts';
import { buildForm, writeBuiltForm } from '../build/index.ts';

const USAGE = `Usage:
  form-engine lint <definition.json> [--model <model.json>] [--format text|json]
      Checks a form definition; exits 1 when it has errors. Each problem is printed as
      file:line:column: severity message [code] (JSON Pointer in the file); --format json
      prints one JSON document instead, for CI annotations.
  form-engine schema <definition.json> [--model <model.json>] [--page <page-id>]
      Prints the JSON Schema that validates the form's answers.
  form-engine build <definition.json> [--model <model.json>] [--messages <catalogue>] --out <dir>
      Builds the form ahead of time: <dir>/form.json (the compiled form as data, for
      loadCompiledForm), the answers' validators as standalone ES modules (no ajv, no eval at
      run time) <dir>/form.validate.js, <dir>/page-<page-id>.validate.js and <dir>/fields.validate.js (the
      date fields' own checks), and <dir>/schema.json.

The model file maps each answer key to its type: string, boolean, integer, number, date or file.
--messages (every command) compiles with your own catalogue, laid over English: a .json file, or
an ES module (.js, .mjs; .ts under tsx) whose default export or export "messages" holds it: a
whole language ({ "locale": "fr", … }) or a few reworded messages. The built validators carry it.

Exit codes: 0 fine (warnings allowed), 1 definition errors, 2 usage or unreadable input.`;

class UsageError extends Error {}

async function readText(file: string, what: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
}

function parseJson(text: string, file: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`the ${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
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

/** `file:line:col: …` when located (editors link it), else the file and the pointer. */
function print(diagnostics: readonly Diagnostic[], file: string): void {
  // One file is linted: order by position, as the author reads it.
  const rank = (d: Diagnostic) => (d.source ? d.source.line * 1e6 + d.source.column : 0);
  const sorted = [...diagnostics].sort((a, b) => rank(a) - rank(b));
  for (const d of sorted)
    console.log(d.source ? formatDiagnostic(d) : `${file}: ${formatDiagnostic(d)}`);
}

/** The `--format json` document: one entry per problem, flat, for CI annotation steps. */
function asJson(errors: readonly Diagnostic[], warnings: readonly Diagnostic[], file: string) {
  const entry = (d: Diagnostic) => ({
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.source?.file ?? file,
    line: d.source?.line ?? 1,
    column: d.source?.column ?? 1,
    pointer: d.source?.pointer ?? d.path,
    path: d.path,
  });
  return JSON.stringify(
    {
      errors: errors.length,
      warnings: warnings.length,
      diagnostics: [...errors, ...warnings].map(entry),
    },
    null,
    2,
  );
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
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const format = parsed.values.format;
  if (
    (command !== 'lint' && command !== 'schema' && command !== 'build') ||
    !file ||
    (command === 'build') !== (parsed.values.out !== undefined) ||
    rest.length > 0 ||
    (format !== 'text' && format !== 'json')
  ) {
    console.error(USAGE);
    return 2;
  }
  try {
    const text = await readText(file, 'definition');
    const definition = parseJson(text, file, 'definition');
    const modelFile = parsed.values.model;
    const model = modelFile
      ? (parseJson(await readText(modelFile, 'data model'), modelFile, 'data model') as DataModel)
      : undefined;
    const messagesFile = parsed.values.messages;
    const messages = messagesFile ? await readCatalogue(messagesFile) : undefined;
    const result = await lintDefinition(definition, model, {
      sources: [{ file, text }],
      ...(messages ? { messages } : {}),
    });
    if (command === 'lint' && format === 'json') {
      console.log(asJson(result.ok ? [] : result.errors, result.warnings, file));
      return result.ok ? 0 : 1;
    }
    if (!result.ok) {
      print([...result.errors, ...result.warnings], file);
      console.log(`${result.errors.length} error(s), ${result.warnings.length} warning(s)`);
      return 1;
    }
    if (command === 'lint') {
      print(result.warnings, file);
      if (!model)
        console.log('note: no --model given, so answer keys were not checked against a data model');
      console.log(`0 error(s), ${result.warnings.length} warning(s)`);
      return 0;
    }
    if (command === 'build') {
      const out = parsed.values.out!;
      const written = await writeBuiltForm(buildForm(result.form), out);
      console.log(`wrote ${written.length} files to ${out}`);
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
    if (
      error instanceof UsageError ||
      (error instanceof Error && error.message.startsWith('unknown page'))
    ) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
