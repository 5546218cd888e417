import jsonLogic from 'json-logic-js';
import type { Answers, Condition, FormState } from '../definition/index.ts';
import { ConditionError, toConditionNode, type ConditionNode } from './condition-node.ts';

/** A JSONLogic expression (https://jsonlogic.com), as evaluated by json-logic-js. */
export type JsonLogic = boolean | { readonly [operator: string]: unknown };

/** The "unanswered" values: a missing key reads as null in JSONLogic. */
const EMPTY = ['', null];

const answer = (key: string) => ({ var: `answers.${key}` });
const notAnswered = (key: string): JsonLogic => ({ in: [answer(key), EMPTY] });
const answered = (key: string): JsonLogic => ({ '!': notAnswered(key) });
/**
 * True only for a number: JSONLogic's `+` parses its operand, so it returns the operand itself
 * for a number and something else ("5" → 5, true → NaN) for anything else. It keeps
 * `lt`/`gt` from coercing strings and booleans, exactly as JSON Schema's `type: number` does.
 */
const isNumber = (key: string): JsonLogic => ({ '===': [{ '+': [answer(key)] }, answer(key)] });

/**
 * Compiles a condition tree to JSONLogic over a {@link FormState}-shaped object
 * (`answers.<key>`, `addAnother.<block>`, `tabs.<group>`).
 *
 * Equality is strict (`===`, and `in` uses strict membership), which JSON Schema's `const` and
 * `enum` mirror exactly; `lt`/`lte`/`gt`/`gte` hold only for numbers, so an empty answer (or a
 * numeric string) is never "less than" anything.
 */
export function nodeToJsonLogic(node: ConditionNode): JsonLogic {
  switch (node.kind) {
    case 'const':
      return node.value;
    case 'all':
      return { and: node.items.map(nodeToJsonLogic) };
    case 'any':
      return { or: node.items.map(nodeToJsonLogic) };
    case 'not':
      return { '!': nodeToJsonLogic(node.item) };
    case 'blockCount':
      return { '>=': [{ var: [`addAnother.${node.blockId}`, 1] }, node.atLeast] };
    case 'tab':
      return node.isDefault
        ? { '===': [{ var: [`tabs.${node.groupId}`, node.tabId] }, node.tabId] }
        : { '===': [{ var: `tabs.${node.groupId}` }, node.tabId] };
    case 'compare':
      return compareToJsonLogic(node);
  }
}

function compareToJsonLogic(node: Extract<ConditionNode, { kind: 'compare' }>): JsonLogic {
  const { key, target } = node;
  switch (node.operator) {
    case 'answered':
      return answered(key);
    case 'notAnswered':
      return notAnswered(key);
    case 'equals':
      return { '===': [answer(key), target] };
    case 'notEquals':
      return { '!==': [answer(key), target] };
    case 'in':
      return { in: [answer(key), target] };
    case 'notIn':
      return { '!': { in: [answer(key), target] } };
    case 'lt':
      return { and: [isNumber(key), { '<': [answer(key), target] }] };
    case 'lte':
      return { and: [isNumber(key), { '<=': [answer(key), target] }] };
    case 'gt':
      return { and: [isNumber(key), { '>': [answer(key), target] }] };
    case 'gte':
      return { and: [isNumber(key), { '>=': [answer(key), target] }] };
    default:
      throw new ConditionError(`unknown operator "${String(node.operator)}"`);
  }
}

/**
 * Compiles an author's condition (`{ valueKey, operator, target }` or all/any) to JSONLogic.
 * Throws a ConditionError on an unknown operator or a target the operator cannot take.
 */
export function compileCondition(condition: Condition): JsonLogic {
  return nodeToJsonLogic(toConditionNode(condition));
}

/** Evaluates compiled JSONLogic against a form state. */
export function evaluateJsonLogic(logic: JsonLogic, state: FormState): boolean {
  if (typeof logic === 'boolean') return logic;
  return Boolean(
    jsonLogic.apply(logic as jsonLogic.RulesLogic, state as unknown as Record<string, unknown>),
  );
}

/** Evaluates an author's condition against an answers map. */
export function evaluateCondition(condition: Condition, answers: Answers): boolean {
  return evaluateJsonLogic(compileCondition(condition), { answers });
}
