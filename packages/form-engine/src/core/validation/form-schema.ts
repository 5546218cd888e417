import type { CompiledField, CompiledForm } from '../compiler/compiled-form.ts';
import { fieldMessage, fieldParams, type MessageField } from '../compiler/messages.ts';
import { en, type FormMessages } from '../messages/index.ts';
import { allOf, type ConditionNode } from '../conditions/condition-node.ts';
import {
  answeredSchema,
  nodeToJsonSchema,
  onAnswer,
  onValue,
  readsAnswersOnly,
  type JsonSchema,
  type SchemaLevel,
} from '../conditions/to-json-schema.ts';
import type { AnswerType } from '../definition/index.ts';
import { EXTENSION_KEYWORDS } from './keywords.ts';
import { fieldChecks, type Check } from './rule-checks.ts';
import { ConditionDefs } from './shared-conditions.ts';

/** What a check reports when it fails. */
export interface SchemaEntry {
  readonly key: string;
  /** May hold {year}, filled at validation time. */
  readonly message: string;
  readonly rule?: Check['rule'];
}

/** A generated schema with the table that turns its errors back into messages. */
export interface FormSchema {
  readonly schema: Readonly<Record<string, unknown>>;
  /** Schema path of each check (e.g. `#/allOf/3/then/allOf/0`) → what it reports. */
  readonly entries: ReadonlyMap<string, SchemaEntry>;
}

const EMPTY = { enum: ['', null] };

/** Accepts the empty answer ("" or null) beside values of the key's type. */
function typeSchema(type: AnswerType): JsonSchema {
  switch (type) {
    case 'boolean':
      return { anyOf: [{ type: 'boolean' }, EMPTY] };
    case 'integer':
      return { anyOf: [{ type: 'integer' }, EMPTY] };
    case 'number':
      return { anyOf: [{ type: 'number' }, EMPTY] };
    default:
      return { type: ['string', 'null'] };
  }
}

/** A check, annotated with what it reports (for back ends in other languages), under its `when`. */
function checkItem(
  entry: SchemaEntry,
  when: ConditionNode | undefined,
  then: JsonSchema,
  conditions: ConditionDefs,
  level: SchemaLevel,
): JsonSchema {
  return {
    [EXTENSION_KEYWORDS.error]: { key: entry.key, message: entry.message },
    ...(when ? { if: conditions.schema(when, level), then } : (then as object)),
  };
}

/** The items of a conjunction, nested conjunctions flattened. */
const conjuncts = (node: ConditionNode): ConditionNode[] =>
  node.kind === 'all' ? node.items.flatMap(conjuncts) : [node];

/**
 * Where a field's checks go. Most fields read answers only, apart from the add-another block
 * number or tab they sit in: those are checked at the answers level, grouped under one `if` per
 * block number or tab (`layout`), so the layout test runs once per group and not once per field.
 */
interface Placement {
  /** Layout conditions the field's group tests at the state level ("" key: none). */
  readonly layout: readonly ConditionNode[];
  readonly groupKey: string;
  /** The field's visibility without the layout conditions. */
  readonly visibility: ConditionNode;
  readonly level: SchemaLevel;
}

function placementOf(field: CompiledField): Placement {
  const items = conjuncts(field.visibility);
  const layout = items.filter(
    (i) => i.kind === 'blockCount' || i.kind === 'tab',
  ) as ConditionNode[];
  const rest = allOf(items.filter((i) => !layout.includes(i)));
  const whens = field.rules.flatMap((r) => (r.when ? [r.when] : []));
  if (!readsAnswersOnly(rest) || !whens.every(readsAnswersOnly))
    return { layout: [], groupKey: 'state', visibility: field.visibility, level: 'state' };
  return {
    layout,
    groupKey: layout.length ? JSON.stringify(layout) : '',
    visibility: rest,
    level: 'answers',
  };
}

/**
 * One `allOf` entry per field: `if` the field is visible, `then` its presence checks, and `if`
 * it is answered, its value checks. Testing visibility once per field (not once per rule) keeps
 * the generated validator small and fast. Each check's schema path is recorded with its message.
 */
function fieldEntry(
  field: CompiledField,
  visibility: ConditionNode,
  at: string,
  record: (path: string, entry: SchemaEntry) => void,
  conditions: ConditionDefs,
  level: SchemaLevel,
  messages: FormMessages,
): JsonSchema | undefined {
  if (visibility.kind === 'const' && !visibility.value) return undefined;
  const checks = fieldChecks(field, messages);
  if (checks.length === 0) return undefined;
  const whenOf = new Map(field.rules.map((r) => [r.rule, r.when]));
  const conditional = visibility.kind !== 'const';
  const base = conditional ? `${at}/then/allOf` : `${at}/allOf`;
  const entryOf = (check: Check): SchemaEntry => ({
    key: field.key,
    message: check.message,
    ...(check.rule ? { rule: check.rule } : {}),
  });
  const item = (check: Check, schema: JsonSchema) =>
    checkItem(
      entryOf(check),
      check.when ?? (check.rule && whenOf.get(check.rule)),
      schema,
      conditions,
      level,
    );

  const items: JsonSchema[] = [];
  for (const check of checks.filter((c) => c.kind === 'presence')) {
    record(`${base}/${items.length}`, entryOf(check));
    items.push(item(check, onAnswer(field.key, check.schema, level)));
  }
  const valueChecks = checks.filter((c) => c.kind === 'value');
  if (valueChecks.length > 0) {
    const inner = `${base}/${items.length}/then/allOf`;
    const then = valueChecks.map((check, q) => {
      record(`${inner}/${q}`, entryOf(check));
      return item(check, onValue(field.key, check.schema, level));
    });
    items.push({ if: answeredSchema(field.key, level), then: { allOf: then } });
  }
  const body = { allOf: items };
  return conditional ? { if: conditions.schema(visibility, level), then: body } : body;
}

/**
 * Builds the JSON Schema (draft 2020-12) that validates a {@link FormState}-shaped document
 * `{ answers, addAnother, tabs }` for the given pages (all pages when omitted). Each field's checks
 * sit under `if` its visibility holds, so a hidden field is never required. Plain JSON Schema
 * except the documented `x-` keywords (relative dates, the key annotation).
 */
export function buildFormSchema(form: CompiledForm, pageIds?: readonly string[]): FormSchema {
  const onPages = pageIds ? new Set(pageIds) : undefined;
  const fields = [...form.fields.values()].filter((f) => !onPages || onPages.has(f.pageId));
  const entries = new Map<string, SchemaEntry>();
  const allOfEntries: JsonSchema[] = [];
  const answerTypes: Record<string, JsonSchema> = {};

  const conditions = new ConditionDefs();
  const placements = fields.map((field) => ({ field, placement: placementOf(field) }));
  for (const { field, placement } of placements) {
    conditions.count(placement.visibility, placement.level);
    for (const rule of field.rules) if (rule.when) conditions.count(rule.when, placement.level);
  }
  const answersAllOf: JsonSchema[] = [];
  /** Entries of each layout group, and the schema path of that list. */
  const groups = new Map<string, { list: JsonSchema[]; at: string }>([
    ['', { list: answersAllOf, at: '#/properties/answers/allOf' }],
    ['state', { list: allOfEntries, at: '#/allOf' }],
  ]);
  for (const { field, placement } of placements) {
    answerTypes[field.key] = typeSchema(field.type);
    // A layout group is made with its first check: a block of unchecked fields gets none (an
    // empty `allOf` is no valid schema).
    const group = groups.get(placement.groupKey) ?? {
      list: [],
      at: `#/allOf/${allOfEntries.length}/then/properties/answers/allOf`,
    };
    const entry = fieldEntry(
      field,
      placement.visibility,
      `${group.at}/${group.list.length}`,
      (path, e) => entries.set(path, e),
      conditions,
      placement.level,
      form.messages,
    );
    if (!entry) continue;
    if (!groups.has(placement.groupKey)) {
      allOfEntries.push({
        if: nodeToJsonSchema(allOf(placement.layout)),
        then: { properties: { answers: { allOf: group.list } } },
      });
      groups.set(placement.groupKey, group);
    }
    group.list.push(entry);
  }
  // Companions (`_desc`, autocomplete targets) are typed too; the whole-form schema admits no other key.
  if (form.model && !onPages)
    for (const [key, type] of Object.entries(form.model)) answerTypes[key] ??= typeSchema(type);
  for (const [key, pageId] of form.keyPage)
    if (!answerTypes[key] && (!onPages || onPages.has(pageId)))
      answerTypes[key] = typeSchema(form.model?.[key] ?? 'string');

  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: form.definition.title,
    description: `Answers of the form "${form.definition.id}": { answers, addAnother, tabs }.`,
    type: 'object',
    required: ['answers'],
    properties: {
      answers: {
        type: 'object',
        properties: answerTypes,
        ...(answersAllOf.length > 0 ? { allOf: answersAllOf } : {}),
        ...(onPages ? {} : { additionalProperties: false }),
      },
      addAnother: {
        type: 'object',
        additionalProperties: { type: 'integer', minimum: 1, maximum: 10 },
      },
      tabs: { type: 'object', additionalProperties: { type: 'string' } },
    },
    ...(allOfEntries.length > 0 ? { allOf: allOfEntries } : {}),
    ...(Object.keys(conditions.defs).length > 0 ? { $defs: conditions.defs } : {}),
  };
  return { schema, entries };
}

/**
 * The message of a type error on a field (text in a number box), naming its block like its
 * other messages; a key that is no field (a companion) is named by its key.
 */
export const typeMessage = (field: MessageField | string, messages: FormMessages = en): string =>
  fieldMessage(
    messages.checkType,
    typeof field === 'string'
      ? { label: field, widget: 'text', type: 'string', n: 1 }
      : fieldParams(field),
  );
