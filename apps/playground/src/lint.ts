/**
 * The engine run in the browser on the author's text: parse, lint (schema and meaning errors,
 * each at its line and column) and, when clean, the compiled form for the preview.
 */
import {
  lintDefinition,
  type CompiledForm,
  type DataModel,
  type FormDefinition,
} from '@admissions/form-engine';
import { es } from '@admissions/form-engine/locales/es';
import { optionLists as partnerOptionLists } from '@admissions/partner-config';

/** What the author edits (and what a shared URL carries). */
export interface Workspace {
  readonly definition: string;
  /** The data model as JSON; empty: types are inferred from the widgets. */
  readonly model: string;
  /** Merge the partner's option lists under the definition's own (partner examples use them). */
  readonly partnerLists: boolean;
}

export type Language = 'en' | 'es';

/** A problem placed in one of the two documents (1-based line and column). */
export interface Problem {
  readonly document: 'definition' | 'model';
  readonly severity: 'error' | 'warning';
  readonly line: number;
  readonly column: number;
  readonly message: string;
  readonly code: string;
  /** JSON Pointer into the definition, when the linter gave one. */
  readonly path?: string;
}

export interface LintOutcome {
  readonly problems: readonly Problem[];
  /** The compiled form when there are no errors. */
  readonly form?: CompiledForm;
}

/** Line and column of a character offset. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Parses JSON, or places its syntax error (V8 names the position or the line and column). */
function parse(
  text: string,
  document: Problem['document'],
): { value: unknown } | { problem: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const message = (error as Error).message;
    const lineColumn = /line (\d+) column (\d+)/.exec(message);
    const offset = /position (\d+)/.exec(message);
    const at = lineColumn
      ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
      : offset
        ? position(text, Number(offset[1]))
        : { line: 1, column: 1 };
    return {
      problem: { document, severity: 'error', ...at, message, code: 'json-syntax' },
    };
  }
}

const DEFINITION_FILE = 'definition.json';

/** Lints the workspace as `form-engine lint` does, in the chosen language's messages. */
export async function lintWorkspace(
  workspace: Workspace,
  language: Language,
): Promise<LintOutcome> {
  const parsedDefinition = parse(workspace.definition, 'definition');
  const parsedModel = workspace.model.trim()
    ? parse(workspace.model, 'model')
    : { value: undefined };
  const problems = [parsedDefinition, parsedModel].flatMap((p) =>
    'problem' in p ? [p.problem] : [],
  );
  if (problems.length > 0 || !('value' in parsedDefinition) || !('value' in parsedModel))
    return { problems };

  let definition = parsedDefinition.value as FormDefinition;
  if (workspace.partnerLists && definition && typeof definition === 'object')
    definition = {
      ...definition,
      optionLists: { ...partnerOptionLists, ...definition.optionLists },
    };
  const result = await lintDefinition(definition, parsedModel.value as DataModel | undefined, {
    sources: [{ file: DEFINITION_FILE, text: workspace.definition }],
    ...(language === 'es' ? { messages: es } : {}),
  });
  const placed = (list: typeof result.warnings): Problem[] =>
    list.map((d) => ({
      document: 'definition',
      severity: d.severity,
      line: d.source?.line ?? 1,
      column: d.source?.column ?? 1,
      message: d.message,
      code: d.code,
      path: d.path,
    }));
  return result.ok
    ? { problems: placed(result.warnings), form: result.form }
    : { problems: [...placed(result.errors), ...placed(result.warnings)] };
}
