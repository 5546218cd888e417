import { ConditionError, type ConditionNode } from './condition-node.ts';

/** A JSON Schema (draft 2020-12) node. `true`/`false` are the always/never schemas. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

const EMPTY = ['', null];

/** A predicate on one answer: the key is present and its value matches `schema`. */
const onAnswer = (key: string, schema: JsonSchema): JsonSchema => ({
  properties: { answers: { required: [key], properties: { [key]: schema } } },
});

/** Answered: present and neither "" nor null. */
export const answeredSchema = (key: string): JsonSchema => onAnswer(key, { not: { enum: EMPTY } });

/**
 * Compiles a condition tree to a JSON Schema that a {@link FormState}-shaped document matches
 * exactly when the condition holds, so validation can mirror visibility with `if`/`then`.
 * Kept in lockstep with nodeToJsonLogic; a test evaluates both on the same states.
 */
export function nodeToJsonSchema(node: ConditionNode): JsonSchema {
  switch (node.kind) {
    case 'const':
      return node.value;
    case 'all':
      return { allOf: node.items.map(nodeToJsonSchema) };
    case 'any':
      return { anyOf: node.items.map(nodeToJsonSchema) };
    case 'not':
      return { not: nodeToJsonSchema(node.item) };
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
      return compareToJsonSchema(node);
  }
}

function compareToJsonSchema(node: Extract<ConditionNode, { kind: 'compare' }>): JsonSchema {
  const { key, target } = node;
  switch (node.operator) {
    case 'answered':
      return answeredSchema(key);
    case 'notAnswered':
      return { not: answeredSchema(key) };
    case 'equals':
      return onAnswer(key, { const: target });
    case 'notEquals':
      return { not: onAnswer(key, { const: target }) };
    case 'in':
      return onAnswer(key, { enum: target });
    case 'notIn':
      return { not: onAnswer(key, { enum: target }) };
    case 'lt':
      return onAnswer(key, { type: 'number', exclusiveMaximum: target });
    case 'lte':
      return onAnswer(key, { type: 'number', maximum: target });
    case 'gt':
      return onAnswer(key, { type: 'number', exclusiveMinimum: target });
    case 'gte':
      return onAnswer(key, { type: 'number', minimum: target });
    default:
      throw new ConditionError(`unknown operator "${String(node.operator)}"`);
  }
}
