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
import { Diagnostics, type Diagnostic, type Hint } from './diagnostics.ts';
import { buildVisibility } from './visibility.ts';
import { DefinitionWalker, type ConditionUse } from './walk.ts';
import {
  resolveMessages,
  type FormMessages,
  type FormMessagesOverride,
} from '../messages/index.ts';

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

/** What the condition checks need to know of the form's questions. */
interface Questions {
  typeOf(key: string): AnswerType | undefined;
  optionsOf(key: string): readonly Option[] | undefined;
  /** The question as the author knows it: `"Label" (key)`, or `"key"` when it has no field. */
  named(key: string): string;
  /** The field whose condition sits at this path, by its label and key. */
  ownerOf(path: string): string | undefined;
  /** The key as the author wrote it: an add-another copy's (`sat_2_date`) is its first's. */
  written(key: string): string;
  /** The keys a misspelt one may have meant, with their labels. */
  keys(): Hint;
  readonly hasModel: boolean;
}

/** Checks each condition names a known key with targets of that key's type. */
function checkConditionKeys(
  uses: readonly ConditionUse[],
  questions: Questions,
  diagnostics: Diagnostics,
): void {
  const { typeOf, named } = questions;
  // A condition in an add-another block is checked once per copy: report the author's once.
  const seen = new Set<string>();
  for (const { node, path } of uses)
    for (const compare of compares(node)) {
      const id = [
        path,
        compare.operator,
        JSON.stringify(compare.target),
        questions.written(compare.key),
      ];
      if (seen.has(id.join('|'))) continue;
      seen.add(id.join('|'));
      // A condition of one comparison points at its key or target; a combined one at itself.
      const at = (part: string) => (compare === node ? `${path}/${part}` : path);
      const type = typeOf(compare.key);
      if (!type) {
        const owner = questions.ownerOf(path);
        const missing = questions.hasModel ? 'is not in the data model' : 'no question asks';
        diagnostics.error(
          'unknown-condition-key',
          at('valueKey'),
          `${owner ? `${owner} depends` : 'a condition depends'} on "${compare.key}", which ${missing}`,
          { hint: { ...questions.keys(), word: compare.key } },
        );
        continue;
      }
      if (['lt', 'lte', 'gt', 'gte'].includes(compare.operator) && TARGET_KIND[type] !== 'number')
        diagnostics.error(
          'condition-type',
          at('operator'),
          `operator "${compare.operator}" compares numbers, but ${named(compare.key)} is ${type}`,
        );
      const targets: ConditionTarget[] =
        compare.target === undefined
          ? []
          : Array.isArray(compare.target)
            ? compare.target
            : [compare.target];
      const listed = EQUALITY.has(compare.operator) ? questions.optionsOf(compare.key) : undefined;
      // No options at all: the list itself is unknown, which is reported where it is named.
      const options = listed?.length ? listed : undefined;
      for (const target of targets)
        if (typeof target !== TARGET_KIND[type])
          diagnostics.error(
            'condition-type',
            at('target'),
            `target ${JSON.stringify(target)} can never equal ${named(compare.key)}, whose type is ${type}`,
          );
        else if (options && !options.some((o) => o.value === target)) {
          const choices = options.filter((o) => o.value !== '');
          diagnostics.error(
            'condition-option',
            at('target'),
            `target ${JSON.stringify(target)} is none of the options of ${named(compare.key)}`,
            {
              hint: {
                word: String(target),
                choices: choices.map((o) => o.value),
                labels: Object.fromEntries(choices.map((o) => [o.value, o.label])),
                list: true,
              },
            },
          );
        }
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
  const keyAt = new Map([...walker.drafts.values()].map((d) => [d.path, d.key]));
  const written = (key: string) => {
    for (const { prefix, max } of walker.blocks.values())
      for (let n = 2; n <= max; n++)
        if (key.startsWith(`${prefix}${n}_`)) return prefix + key.slice(`${prefix}${n}_`.length);
    return key;
  };
  const named = (copy: string) => {
    const key = written(copy);
    const label = walker.drafts.get(key)?.label;
    return label && label !== key ? `${JSON.stringify(label)} (${key})` : JSON.stringify(key);
  };
  checkConditionKeys(
    uses,
    {
      typeOf,
      optionsOf: (key) => optionValues(walker.drafts.get(key)?.options),
      named,
      written,
      ownerOf: (path) => {
        const field = /^(.*\/fields\/\d+)\/(visibleWhen|rules\/)/.exec(path)?.[1];
        const key = field === undefined ? undefined : keyAt.get(field);
        return key === undefined ? undefined : named(key);
      },
      keys: () => {
        const choices = model ? Object.keys(model) : [...walker.keyPage.keys()];
        const labels = choices.flatMap((k) => {
          const label = walker.drafts.get(k)?.label;
          return label ? [[k, label]] : [];
        });
        return { word: '', choices, labels: Object.fromEntries(labels) };
      },
      hasModel: model !== undefined,
    },
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
