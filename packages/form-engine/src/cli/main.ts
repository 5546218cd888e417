import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  formatDiagnostic,
  lintDefinition,
  type DataModel,
  type Diagnostic,
} from '../core/index.ts';
import { createValidator } from '../core/validation/validator.ts';

const USAGE = `Usage:
  form-engine lint <definition.json> [--model <model.json>]
      Checks a form definition; exits 1 when it has errors.
  form-engine schema <definition.json> [--model <model.json>] [--page <page-id>]
      Prints the JSON Schema that validates the form's answers.

The model file maps each answer key to its type: string, boolean, integer, number, date or file.
Exit codes: 0 fine (warnings allowed), 1 definition errors, 2 usage or unreadable input.`;

class UsageError extends Error {}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`the ${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function print(diagnostics: readonly Diagnostic[], file: string): void {
  for (const d of diagnostics) console.log(`${file}: ${formatDiagnostic(d)}`);
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
        page: { type: 'string' },
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
  if ((command !== 'lint' && command !== 'schema') || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  try {
    const definition = await readJson(file, 'definition');
    const model = parsed.values.model
      ? ((await readJson(parsed.values.model, 'data model')) as DataModel)
      : undefined;
    const result = await lintDefinition(definition, model);
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
