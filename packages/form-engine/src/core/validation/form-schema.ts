import type { CompiledField, CompiledForm } from '../compiler/compiled-form.ts';
import { IMPLICIT_MESSAGES, fillMessage } from '../compiler/messages.ts';
import type { ConditionNode } from '../conditions/condition-node.ts';
import { answeredSchema, nodeToJsonSchema, type JsonSchema } from '../conditions/to-json-schema.ts';
import type { AnswerType } from '../definition/index.ts';
import { EXTENSION_KEYWORDS } from './keywords.ts';
import { fieldChecks, type Check } from './rule-checks.ts';

/** What an entry of the schema's `allOf` reports when it fails. */
export interface SchemaEntry {
  readonly key: string;
  /** May hold {year}, filled at validation time. */
  readonly message: string;
  readonly rule?: Check['rule'];
}

/** A generated schema with the table that turns its errors back into messages. */
export interface FormSchema {
  readonly schema: Readonly<Record<string, unknown>>;
  /** `entries[i]` describes `schema.allOf[i]`. */
  readonly entries: readonly SchemaEntry[];
  /** Label of each key the schema types, for type errors. */
  readonly labels: ReadonlyMap<string, string>;
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

const visibleRef = (key: string) => ({ $ref: `#/$defs/${visibleDef(key)}` });
const visibleDef = (key: string) => `visible.${key}`;

function entrySchema(
  field: CompiledField,
  check: Check,
  when: ConditionNode | undefined,
): JsonSchema {
  const visible =
    field.visibility.kind === 'const' ? nodeToJsonSchema(field.visibility) : visibleRef(field.key);
  const guards: JsonSchema[] = [visible];
  if (when) guards.push(nodeToJsonSchema(when));
  if (check.kind === 'value') guards.push(answeredSchema(field.key));
  const then =
    check.kind === 'value'
      ? { properties: { answers: { properties: { [field.key]: check.schema } } } }
      : check.schema;
  const condition = guards.filter((g) => g !== true);
  if (condition.some((g) => g === false)) return true;
  if (condition.length === 0) return then;
  return { if: condition.length === 1 ? condition[0] : { allOf: condition }, then };
}

/**
 * Builds the JSON Schema (draft 2020-12) that validates a {@link FormState}-shaped document
 * `{ answers, addAnother, tabs }` for the given pages (all pages when omitted). Every rule is one
 * `allOf` entry guarded by `if` on the field's visibility, so a hidden field is never required.
 * Plain JSON Schema except the documented `x-` keywords (relative dates, message annotations).
 */
export function buildFormSchema(form: CompiledForm, pageIds?: readonly string[]): FormSchema {
  const onPages = pageIds ? new Set(pageIds) : undefined;
  const fields = [...form.fields.values()].filter((f) => !onPages || onPages.has(f.pageId));
  const entries: SchemaEntry[] = [];
  const allOfEntries: JsonSchema[] = [];
  const defs: Record<string, JsonSchema> = {};
  const answerTypes: Record<string, JsonSchema> = {};
  const labels = new Map<string, string>();

  for (const field of fields) {
    answerTypes[field.key] = typeSchema(field.type);
    labels.set(field.key, field.label);
    if (field.visibility.kind !== 'const')
      defs[visibleDef(field.key)] = nodeToJsonSchema(field.visibility);
    const whenByRule = new Map(field.rules.map((r) => [r.rule, r.when]));
    for (const check of fieldChecks(field)) {
      const schema = entrySchema(field, check, check.rule ? whenByRule.get(check.rule) : undefined);
      if (schema === true) continue;
      const entry: SchemaEntry = {
        key: field.key,
        message: check.message,
        ...(check.rule ? { rule: check.rule } : {}),
      };
      entries.push(entry);
      allOfEntries.push({
        [EXTENSION_KEYWORDS.error]: { key: entry.key, message: entry.message },
        ...(schema as object),
      });
    }
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
        ...(onPages ? {} : { additionalProperties: false }),
      },
      addAnother: {
        type: 'object',
        additionalProperties: { type: 'integer', minimum: 1, maximum: 10 },
      },
      tabs: { type: 'object', additionalProperties: { type: 'string' } },
    },
    allOf: allOfEntries,
    ...(Object.keys(defs).length ? { $defs: defs } : {}),
  };
  return { schema, entries, labels };
}

/** The message of a type error on `key`. */
export const typeMessage = (label: string): string =>
  fillMessage(IMPLICIT_MESSAGES.type, { label });
