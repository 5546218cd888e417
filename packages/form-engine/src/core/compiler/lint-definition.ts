import type { DataModel, DataModelJson, FormDefinition } from '../definition/index.ts';
import type { DefinitionSource } from '../definition/source-map.ts';
import { compileForm, type CompileOptions, type CompileResult } from './compile-form.ts';
import type { Diagnostic } from './diagnostics.ts';

/** Options of {@link lintDefinition}. */
export interface LintOptions extends CompileOptions {
  /**
   * The JSON files the definition was read or assembled from. Given them, every diagnostic
   * carries a `source` (file, line, column and the pointer inside that file) beside its
   * `path` into the definition.
   */
  readonly sources?: readonly DefinitionSource[];
}

/** Compiler errors that only say the definition broke the schema, which was reported already. */
const SCHEMA_ECHOES = new Set(['malformed-definition']);

/**
 * Lints a definition of unknown origin in one run: every violation of the published definition
 * schema (in readable words: an unknown widget or property, an unknown operator, an add-another
 * maximum above 10, …) *and* every meaning error of {@link compileForm} (a key outside the data
 * model, a condition target of the wrong type or off the controlling question's options, …).
 * Meaning checks run on the parts that are well-formed: a schema error removes only the property,
 * condition or field around it. Every error has a JSON Pointer and, when `sources` are given,
 * the file, line and column the author edits. Asynchronous because the schema check loads ajv.
 */
export async function lintDefinition(
  definition: unknown,
  model?: DataModel | DataModelJson,
  options: LintOptions = {},
): Promise<CompileResult> {
  // Loaded on demand with ajv and the definition schema (17 KB minified): only linting needs
  // them, never a browser that shows a form.
  const { checkDefinitionSchema } = await import('./definition-validator.ts');
  const schemaErrors = await checkDefinitionSchema(definition);
  let result: CompileResult;
  if (schemaErrors.length === 0) result = compileForm(definition as FormDefinition, model, options);
  else {
    // Loaded on demand, like ajv: only an author's broken definition needs it, never a browser.
    const { wellFormedPart } = await import('./well-formed.ts');
    const part = await wellFormedPart(definition, async (candidate) =>
      (await checkDefinitionSchema(candidate)).map((d) => ({
        path: d.path,
        unknownProperty: d.code === 'unknown-property',
      })),
    );
    const meaning = part
      ? compileForm(part.definition as FormDefinition, model, options)
      : { ok: true as const, warnings: [] };
    // Errors about keys or lists that only vanished with a removed part are not the author's.
    const consequence = (d: Diagnostic) =>
      [...(part?.removedNames ?? [])].some((name) => d.message.includes(`"${name}"`));
    const mapped = (list: readonly Diagnostic[]) =>
      list
        .filter((d) => !SCHEMA_ECHOES.has(d.code) && !consequence(d))
        .map((d) => ({ ...d, path: part ? part.toOriginal(d.path) : d.path }));
    result = {
      ok: false,
      errors: [...schemaErrors, ...(meaning.ok ? [] : mapped(meaning.errors))],
      warnings: mapped(meaning.warnings),
    };
  }
  const hinted = await withHints(result);
  return options.sources ? await withSources(hinted, options.sources) : hinted;
}

/** "Did you mean …?" (loaded here, on demand: a form that is only shown never needs it). */
async function withHints(result: CompileResult): Promise<CompileResult> {
  const { withHint } = await import('./suggest.ts');
  return result.ok
    ? { ...result, warnings: result.warnings.map(withHint) }
    : { ...result, errors: result.errors.map(withHint), warnings: result.warnings.map(withHint) };
}

async function withSources(
  result: CompileResult,
  sources: readonly DefinitionSource[],
): Promise<CompileResult> {
  const { createSourceLocator } = await import('../definition/source-map.ts');
  const locate = createSourceLocator(sources);
  const located = (list: readonly Diagnostic[]): Diagnostic[] =>
    list.map((d) => {
      const source = locate(d.path);
      const other = d.related === undefined ? undefined : locate(d.related);
      // The other place in the author's words: its line, and its file when it is another one.
      const message = other
        ? `${d.message} on line ${other.line}${other.file === source?.file ? '' : ` of ${other.file}`}`
        : d.message;
      return source ? { ...d, message, source } : { ...d, message };
    });
  return result.ok
    ? { ...result, warnings: located(result.warnings) }
    : { ...result, errors: located(result.errors), warnings: located(result.warnings) };
}
