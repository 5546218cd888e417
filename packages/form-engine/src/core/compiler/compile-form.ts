import type { ConditionNode } from '../conditions/condition-node.ts';
import {
  ANSWER_TYPES,
  type AnswerType,
  type ConditionTarget,
  type DataModel,
  type DataModelJson,
  type FormDefinition,
  type FormDefinitionJson,
  type Option,
} from '../definition/index.ts';
import type { CompiledField, CompiledForm } from './compiled-form.ts';
import { Diagnostics, type Diagnostic } from './diagnostics.ts';
import { buildVisibility } from './visibility.ts';
import { DefinitionWalker, type ConditionUse } from './walk.ts';
import {
  resolveMessages,
  type FormMessages,
  type FormMessagesOverride,
} from '../../messages/index.ts';

/** Options of {@link compileForm}. */
export interface CompileOptions {
  /**
   * The engine's messages over English (e.g. the `es` locale): the default validation messages
   * compiled into the form's schema. Give the browser and the server the same catalogue, so
   * both report the same words.
   */
  readonly messages?: FormMessagesOverride;
}

/** The outcome of {@link compileForm}: the compiled form, or every error found. */
export type CompileResult =
  | { readonly ok: true; readonly form: CompiledForm; readonly warnings: readonly Diagnostic[] }
  | {
      readonly ok: false;
      readonly errors: readonly Diagnostic[];
      readonly warnings: readonly Diagnostic[];
    };

/** Thrown by {@link compileFormOrThrow}; carries every diagnostic. */
export class DefinitionError extends Error {
  override name = 'DefinitionError';
  constructor(readonly errors: readonly Diagnostic[]) {
    super(
      `the form definition has ${errors.length} error(s):\n${errors.map((e) => `  ${e.path || '/'}: ${e.message}`).join('\n')}`,
    );
  }
}

/** The JavaScript type a condition target must have to ever equal an answer of this type. */
const TARGET_KIND: Record<AnswerType, 'string' | 'number' | 'boolean'> = {
  string: 'string',
  date: 'string',
  file: 'string',
  boolean: 'boolean',
  integer: 'number',
  number: 'number',
};

/** Operators whose target is compared for equality, so must be one of a pick-list's values. */
const EQUALITY = new Set(['equals', 'notEquals', 'in', 'notIn']);

/** The values a pick-list can store: its options, or every list of a conditional dropdown. */
function optionValues(
  options: readonly Option[] | Readonly<Record<string, readonly Option[]>> | undefined,
): readonly Option[] | undefined {
  if (!options) return undefined;
  return Array.isArray(options) ? options : Object.values(options).flat();
}

function* compares(node: ConditionNode): Generator<Extract<ConditionNode, { kind: 'compare' }>> {
  if (node.kind === 'compare') yield node;
  else if (node.kind === 'all' || node.kind === 'any')
    for (const item of node.items) yield* compares(item);
  else if (node.kind === 'not') yield* compares(node.item);
}

/** Checks each condition names a known key with targets of that key's type. */
function checkConditionKeys(
  uses: readonly ConditionUse[],
  typeOf: (key: string) => AnswerType | undefined,
  optionsOf: (key: string) => readonly Option[] | undefined,
  diagnostics: Diagnostics,
): void {
  for (const { node, path } of uses)
    for (const compare of compares(node)) {
      const type = typeOf(compare.key);
      if (!type) {
        diagnostics.error(
          'unknown-condition-key',
          path,
          `condition on unknown key "${compare.key}"`,
        );
        continue;
      }
      if (['lt', 'lte', 'gt', 'gte'].includes(compare.operator) && TARGET_KIND[type] !== 'number')
        diagnostics.error(
          'condition-type',
          path,
          `operator "${compare.operator}" compares numbers, but "${compare.key}" is ${type}`,
        );
      const targets: ConditionTarget[] =
        compare.target === undefined
          ? []
          : Array.isArray(compare.target)
            ? compare.target
            : [compare.target];
      const options = EQUALITY.has(compare.operator) ? optionsOf(compare.key) : undefined;
      for (const target of targets)
        if (typeof target !== TARGET_KIND[type])
          diagnostics.error(
            'condition-type',
            path,
            `target ${JSON.stringify(target)} can never equal "${compare.key}", whose type is ${type}`,
          );
        else if (options && !options.some((o) => o.value === target))
          diagnostics.error(
            'condition-option',
            path,
            `target ${JSON.stringify(target)} is none of the options of "${compare.key}" (${options
              .filter((o) => o.value !== '')
              .map((o) => JSON.stringify(o.value))
              .join(', ')})`,
          );
    }
}

/**
 * Compiles a form definition against a data model (answer key → type). Returns the compiled form,
 * or every definition error with its JSON Pointer: a key on more than one page, a key outside the
 * data model, an unknown operator, a condition on an unknown key or with a target of the wrong
 * type, and more. A model key that sits on no page is a warning.
 *
 * It trusts the definition to match the published definition schema: run `lintDefinition`
 * on definitions you did not lint yourself (an editor, the CLI or a test did). It accepts a JSON
 * import's widened type ({@link FormDefinitionJson}, {@link DataModelJson}) without a cast.
 * Without a model, keys are not checked against one and types come from the widgets.
 */
export function compileForm(
  input: FormDefinition | FormDefinitionJson,
  modelInput?: DataModel | DataModelJson,
  options: CompileOptions = {},
): CompileResult {
  // A JSON import's widened shape is accepted as is: the schema (lintDefinition) checks
  // literals, and the walk below reports what it cannot compile.
  const definition = input as FormDefinition;
  const model = modelInput as DataModel | undefined;
  const diagnostics = new Diagnostics();
  const badTypes = Object.entries(model ?? {}).filter(([, t]) => !ANSWER_TYPES.includes(t));
  if (badTypes.length > 0)
    return {
      ok: false,
      warnings: [],
      errors: badTypes.map(([key, type]) => ({
        severity: 'error',
        code: 'model-type',
        path: '',
        message: `data-model key "${key}" has the unknown type ${JSON.stringify(type)} (expected ${ANSWER_TYPES.join(', ')})`,
      })),
    };
  const messages = resolveMessages(options.messages);
  let compiled: Omit<CompiledForm, 'definition' | 'model' | 'messages'>;
  try {
    compiled = compileChecked(definition, model, diagnostics, messages);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // A definition that does not match its schema can trip the walker: say so, not "undefined".
    const message = `the definition does not match its schema (run lintDefinition for every error): ${error.message}`;
    return {
      ok: false,
      errors: [{ severity: 'error', code: 'malformed-definition', path: '', message }],
      warnings: [],
    };
  }
  const errors = dedupe(diagnostics.errors);
  const warnings = dedupe(diagnostics.warnings);
  if (errors.length > 0) return { ok: false, errors, warnings };
  return { ok: true, warnings, form: { definition, model, messages, ...compiled } };
}

function compileChecked(
  definition: FormDefinition,
  model: DataModel | undefined,
  diagnostics: Diagnostics,
  messages: FormMessages,
) {
  const walker = new DefinitionWalker(definition, model, diagnostics, messages);
  const pages = walker.walkPages();
  const typeOf = (key: string): AnswerType | undefined =>
    model
      ? model[key]
      : (walker.drafts.get(key)?.type ?? (walker.keyPage.has(key) ? 'string' : undefined));
  const expectKnown = (key: string, at: string) => {
    if (!typeOf(key))
      diagnostics.error(
        'unknown-key',
        at,
        `key "${key}" is not ${model ? 'in the data model' : 'on any page'}`,
      );
  };
  const uses = [...walker.conditions];
  const index = buildVisibility(
    walker.drafts,
    walker.companionOwner,
    definition.hideRules ?? [],
    diagnostics,
    uses,
    expectKnown,
  );
  checkConditionKeys(
    uses,
    typeOf,
    (key) => optionValues(walker.drafts.get(key)?.options),
    diagnostics,
  );
  if (model)
    for (const key of Object.keys(model))
      if (!walker.keyPage.has(key))
        diagnostics.warn('key-on-no-page', '', `data-model key "${key}" is on no page`);
  return {
    pages,
    fields: walker.drafts as unknown as ReadonlyMap<string, CompiledField>,
    blocks: walker.blocks,
    tabGroups: walker.tabGroups,
    keyPage: walker.keyPage,
    ...index,
  };
}

/** Like {@link compileForm}, but throws a {@link DefinitionError} listing every error. */
export function compileFormOrThrow(
  definition: FormDefinition | FormDefinitionJson,
  model?: DataModel | DataModelJson,
  options?: CompileOptions,
): CompiledForm {
  const result = compileForm(definition, model, options);
  if (!result.ok) throw new DefinitionError(result.errors);
  return result.form;
}

/** Add-another blocks repeat one field's diagnostics per block number: report each once. */
function dedupe(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const id = `${d.code}|${d.path}|${d.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
