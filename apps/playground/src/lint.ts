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
import { parseJsonSource } from '@admissions/form-engine/inspect';
import { es } from '@admissions/form-engine/locales/es';
import {
  expandModel,
  expandOptionLists,
  PARTNER,
  optionLists as partnerOptionLists,
  type ModelFile,
  type OptionListsFile,
} from '@admissions/partner-config';
import { duplicateKeyPlace, unknownTypePlace } from './data-file-places.ts';

/** What the author edits (and what a shared URL carries). */
export interface Workspace {
  readonly definition: string;
  /**
   * The data model as JSON: the engine's (key → type), or the partner's model file
   * (`definitions/model.json`, `{ $schema, groups }`); empty: types are inferred from the widgets.
   */
  readonly model: string;
  /** The partner's option lists file (`definitions/options.json`) as edited, if open. */
  readonly options?: string;
  /** Merge the partner's option lists under the definition's own (partner examples use them). */
  readonly partnerLists: boolean;
  /**
   * The repository file the definition text is, relative to the partner's definitions folder
   * (`sections/family.json`): a section file (`{ $schema, sections, hideRules? }`) is linted and
   * previewed as a one-page form, its problems placed in the file itself. None: a whole form.
   */
  readonly file?: string;
}

export type Language = 'en' | 'es';

/** A problem placed in one of the documents (1-based line and column). */
export interface Problem {
  readonly document: 'definition' | 'model' | 'options';
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

/**
 * Parses JSON, or places its syntax error as the CLI does (`parseJsonSource`: a missing comma at
 * the end of the value before it, where the author must type it, not at the next member).
 */
function parse(
  text: string,
  document: Problem['document'],
): { value: unknown } | { problem: Problem } {
  const parsed = parseJsonSource(text, document);
  if (parsed.ok) return { value: parsed.value };
  const { message, source } = parsed.error;
  return {
    problem: {
      document,
      severity: 'error',
      line: source?.line ?? 1,
      column: source?.column ?? 1,
      message,
      code: 'json-syntax',
    },
  };
}

const DEFINITION_FILE = 'definition.json';

/** Whether the workspace's definition is one of the partner's section files. */
export const isSectionFile = (workspace: Pick<Workspace, 'file'>): boolean =>
  workspace.file?.startsWith('sections/') === true;

/**
 * A section file (`{ sections, hideRules? }`) as the one-page form the engine lints and renders,
 * with the partner's limits. Anything else in the file is left to the linter's schema check.
 */
export function sectionAsForm(file: unknown, name: string): FormDefinition {
  const { sections, hideRules } = (file ?? {}) as { sections?: unknown; hideRules?: unknown };
  return {
    id: `section-${name}`,
    title: `Section file: ${name}`,
    limits: { textareaMaxLength: PARTNER.textCharacterLimit },
    pages: [{ id: name, path: `/${name}`, title: name, stepLabel: 'Step 01', sections }],
    ...(hideRules ? { hideRules } : {}),
  } as FormDefinition;
}

/** Whether a parsed model is the partner's model file (`{ groups }`), not a key → type map. */
const isModelFile = (value: unknown): value is ModelFile =>
  typeof value === 'object' && value !== null && Array.isArray((value as ModelFile).groups);

/**
 * The engine's data model and option lists from the parsed documents: the partner's files are
 * expanded as the partner package expands them; an expansion's error is placed in its document.
 */
function expandFiles(
  model: unknown,
  options: unknown,
  documents: Record<Problem['document'], string>,
):
  | { model?: DataModel; optionLists?: FormDefinition['optionLists']; wholeModel: boolean }
  | { problem: Problem } {
  const failed = (document: Problem['document'], error: unknown) => {
    const message = (error as Error).message;
    const place = duplicateKeyPlace(documents[document], message) ?? { line: 1, column: 1 };
    return {
      problem: { document, severity: 'error' as const, ...place, message, code: 'file-expansion' },
    };
  };
  let expanded: DataModel | undefined;
  try {
    expanded = isModelFile(model) ? expandModel(model) : (model as DataModel | undefined);
  } catch (error) {
    return failed('model', error);
  }
  try {
    return {
      ...(expanded ? { model: expanded } : {}),
      ...(options === undefined
        ? {}
        : { optionLists: expandOptionLists(options as OptionListsFile) }),
      wholeModel: isModelFile(model),
    };
  } catch (error) {
    return failed('options', error);
  }
}

/** Lints the workspace as `form-engine lint` does, in the chosen language's messages. */
export async function lintWorkspace(
  workspace: Workspace,
  language: Language,
): Promise<LintOutcome> {
  const parsedDefinition = parse(workspace.definition, 'definition');
  const parsedModel = workspace.model.trim()
    ? parse(workspace.model, 'model')
    : { value: undefined };
  const parsedOptions =
    workspace.options === undefined ? { value: undefined } : parse(workspace.options, 'options');
  const problems = [parsedDefinition, parsedModel, parsedOptions].flatMap((p) =>
    'problem' in p ? [p.problem] : [],
  );
  if (
    problems.length > 0 ||
    !('value' in parsedDefinition) ||
    !('value' in parsedModel) ||
    !('value' in parsedOptions)
  )
    return { problems };
  const files = expandFiles(parsedModel.value, parsedOptions.value, {
    definition: workspace.definition,
    model: workspace.model,
    options: workspace.options ?? '',
  });
  if ('problem' in files) return { problems: [files.problem] };

  const section = isSectionFile(workspace);
  const name = workspace.file?.replace(/^.*\//, '').replace(/\.json$/, '') ?? '';
  let definition = section
    ? sectionAsForm(parsedDefinition.value, name)
    : (parsedDefinition.value as FormDefinition);
  const lists = files.optionLists ?? (workspace.partnerLists ? partnerOptionLists : undefined);
  if (lists && definition && typeof definition === 'object')
    definition = { ...definition, optionLists: { ...lists, ...definition.optionLists } };
  const result = await lintDefinition(definition, files.model, {
    // A section file's problems point into the file: its sections and hide rules are mounted
    // where the one-page form holds them.
    sources: section
      ? [
          {
            file: workspace.file!,
            text: workspace.definition,
            at: '/pages/0/sections',
            pointer: '/sections',
          },
          {
            file: workspace.file!,
            text: workspace.definition,
            at: '/hideRules',
            pointer: '/hideRules',
          },
        ]
      : [{ file: DEFINITION_FILE, text: workspace.definition }],
    ...(language === 'es' ? { messages: es } : {}),
  });
  // The partner's model file covers every section: a key of another section is on no page here.
  // An unknown type is the model's, placed where it is written (once, not per numbered copy).
  const seen = new Set<string>();
  const placed = (list: typeof result.warnings): Problem[] =>
    list
      .filter((d) => !(files.wholeModel && d.code === 'key-on-no-page'))
      .flatMap((d) => {
        const inModel = d.code === 'model-type' && unknownTypePlace(workspace.model, d.message);
        const problem: Problem = {
          document: inModel ? 'model' : 'definition',
          severity: d.severity,
          line: inModel ? inModel.line : (d.source?.line ?? 1),
          column: inModel ? inModel.column : (d.source?.column ?? 1),
          message: d.message,
          code: d.code,
          ...(inModel ? {} : { path: d.path }),
        };
        const id = `${problem.document}:${problem.line}:${problem.column}:${problem.code}`;
        if (inModel && seen.has(id)) return [];
        seen.add(id);
        return [problem];
      });
  return result.ok
    ? { problems: placed(result.warnings), form: result.form }
    : { problems: [...placed(result.errors), ...placed(result.warnings)] };
}
