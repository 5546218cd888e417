import { ConditionError, type ConditionNode } from './condition-node.ts';

/** A JSON Schema (draft 2020-12) node. `true`/`false` are the always/never schemas. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

/**
 * Where a schema applies: to the whole `{ answers, addAnother, tabs }` state, or to the answers
 * object itself. Conditions that read answers only can be checked at the answers level, one
 * step shorter for the validator on every check.
 */
export type SchemaLevel = 'state' | 'answers';

/** A predicate on one answer: the key is present and its value matches `schema`. */
export function onAnswer(
  key: string,
  schema: JsonSchema,
  level: SchemaLevel = 'state',
): JsonSchema {
  const onAnswers = { required: [key], properties: { [key]: schema } };
  return level === 'answers' ? onAnswers : { properties: { answers: onAnswers } };
}

/** A check of one answer's value when it is present (no `required`). */
export function onValue(key: string, schema: JsonSchema, level: SchemaLevel = 'state'): JsonSchema {
  const onAnswers = { properties: { [key]: schema } };
  return level === 'answers' ? onAnswers : { properties: { answers: onAnswers } };
}

/** Whether a condition reads nothing but answers (no block counts, no tabs). */
export function readsAnswersOnly(node: ConditionNode): boolean {
  switch (node.kind) {
    case 'blockCount':
    case 'tab':
      return false;
    case 'all':
    case 'any':
      return node.items.every(readsAnswersOnly);
    case 'not':
      return readsAnswersOnly(node.item);
    default:
      return true;
  }
}

/**
 * A value that is neither "" nor null. Said positively (any non-null type; strings need a first
 * character) rather than as `not: { enum: ["", null] }`, which validators implement by building
 * and discarding an error on every answered value.
 */
export const ANSWERED_VALUE: JsonSchema = {
  type: ['string', 'number', 'boolean', 'array', 'object'],
  pattern: '[\\s\\S]',
};

/** Answered: present and neither "" nor null. */
export const answeredSchema = (key: string, level: SchemaLevel = 'state'): JsonSchema =>
  onAnswer(key, ANSWERED_VALUE, level);

/** Decides which sub-conditions become shared `$defs` (see SharedConditions in validation). */
export interface SharedConditions {
  /** A `$ref` for a sub-condition defined once under `$defs`, or undefined to inline it. */
  refFor(node: ConditionNode, level: SchemaLevel): JsonSchema | undefined;
}

/**
 * Compiles a condition tree to a JSON Schema that a {@link FormState}-shaped document matches
 * exactly when the condition holds, so validation can mirror visibility with `if`/`then`.
 * Kept in lockstep with nodeToJsonLogic; a test evaluates both on the same states.
 */
export function nodeToJsonSchema(
  node: ConditionNode,
  share?: SharedConditions,
  level: SchemaLevel = 'state',
): JsonSchema {
  const child = (item: ConditionNode) =>
    share?.refFor(item, level) ?? nodeToJsonSchema(item, share, level);
  if (level === 'answers' && !readsAnswersOnly(node))
    throw new Error('a condition on block counts or tabs needs the state level');
  switch (node.kind) {
    case 'const':
      return node.value;
    case 'all':
      return { allOf: node.items.map(child) };
    case 'any':
      return { anyOf: node.items.map(child) };
    case 'not':
      return { not: child(node.item) };
    case 'blockCount':
      return node.atLeast <= 1
        ? true
        : {
            required: ['addAnother'],
            properties: {
              addAnother: {
                required: [node.blockId],
                properties: { [node.blockId]: { type: 'number', minimum: node.atLeast } },
              },
            },
          };
    case 'tab': {
      const chosen = {
        required: ['tabs'],
        properties: {
          tabs: { required: [node.groupId], properties: { [node.groupId]: { const: node.tabId } } },
        },
      };
      if (!node.isDefault) return chosen;
      const nothingSaved = {
        anyOf: [
          { not: { required: ['tabs'] } },
          { properties: { tabs: { not: { required: [node.groupId] } } } },
        ],
      };
      return { anyOf: [nothingSaved, chosen] };
    }
    case 'compare':
      return compareToJsonSchema(node, level);
  }
}

function compareToJsonSchema(
  node: Extract<ConditionNode, { kind: 'compare' }>,
  level: SchemaLevel,
): JsonSchema {
  const { key, target } = node;
  const on = (schema: JsonSchema) => onAnswer(key, schema, level);
  switch (node.operator) {
    case 'answered':
      return answeredSchema(key, level);
    case 'notAnswered':
      return { not: answeredSchema(key, level) };
    case 'equals':
      return on({ const: target });
    case 'notEquals':
      return { not: on({ const: target }) };
    case 'in':
      return on({ enum: target });
    case 'notIn':
      return { not: on({ enum: target }) };
    case 'lt':
      return on({ type: 'number', exclusiveMaximum: target });
    case 'lte':
      return on({ type: 'number', maximum: target });
    case 'gt':
      return on({ type: 'number', exclusiveMinimum: target });
    case 'gte':
      return on({ type: 'number', minimum: target });
    default:
      throw new ConditionError(`unknown operator "${String(node.operator)}"`);
  }
}
