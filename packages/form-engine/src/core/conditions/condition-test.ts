import type { AnswerValue, FormState } from '../definition/index.ts';
import { isAnswered } from '../definition/index.ts';
import { ConditionError, type ConditionNode } from './condition-node.ts';

/** What a condition reads: answers, add-another counts and tab choices. */
export interface ConditionScope {
  answer(key: string): AnswerValue | undefined;
  /** The stored block count, or undefined when none is saved (the count is then 1). */
  count(blockId: string): number | undefined;
  /** The saved tab, or undefined when none is saved (the default tab is then chosen). */
  tab(groupId: string): string | undefined;
}

/** A condition compiled to a plain function. */
export type ConditionTest = (scope: ConditionScope) => boolean;

/** Reads a {@link FormState}. */
export function scopeOf(state: FormState): ConditionScope {
  return {
    answer: (key) => state.answers[key],
    count: (blockId) => state.addAnother?.[blockId],
    tab: (groupId) => state.tabs?.[groupId],
  };
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && !Number.isNaN(value);
const always: ConditionTest = () => true;
const never: ConditionTest = () => false;

/**
 * Compiles a condition tree to a closure with exactly the semantics of its JSONLogic form
 * (strict equality, comparisons on numbers only, default block count 1, default tab).
 * JSONLogic stays the portable representation; this is how the engine evaluates it on the hot
 * path (every keystroke), and a property test holds both to the same answers.
 */
export function compileConditionTest(node: ConditionNode): ConditionTest {
  switch (node.kind) {
    case 'const':
      return node.value ? always : never;
    case 'all': {
      const items = node.items.map(compileConditionTest);
      return (scope) => items.every((test) => test(scope));
    }
    case 'any': {
      const items = node.items.map(compileConditionTest);
      return (scope) => items.some((test) => test(scope));
    }
    case 'not': {
      const item = compileConditionTest(node.item);
      return (scope) => !item(scope);
    }
    case 'blockCount': {
      const { blockId, atLeast } = node;
      return (scope) => (scope.count(blockId) ?? 1) >= atLeast;
    }
    case 'tab': {
      const { groupId, tabId, isDefault } = node;
      return (scope) => {
        const chosen = scope.tab(groupId);
        return (chosen === undefined && isDefault) || chosen === tabId;
      };
    }
    case 'compare':
      return compareTest(node);
  }
}

function compareTest(node: Extract<ConditionNode, { kind: 'compare' }>): ConditionTest {
  const { key, target } = node;
  const t = target as AnswerValue;
  switch (node.operator) {
    case 'answered':
      return (s) => isAnswered(s.answer(key));
    case 'notAnswered':
      return (s) => !isAnswered(s.answer(key));
    case 'equals':
      return (s) => s.answer(key) === t;
    case 'notEquals':
      return (s) => s.answer(key) !== t;
    case 'in': {
      const list = target as readonly AnswerValue[];
      return (s) => list.includes(s.answer(key) ?? null);
    }
    case 'notIn': {
      const list = target as readonly AnswerValue[];
      return (s) => !list.includes(s.answer(key) ?? null);
    }
    // Relational operators hold for numbers only, as JSON Schema's `type: number` does.
    case 'lt':
      return (s) => isNumber(s.answer(key)) && (s.answer(key) as number) < (t as number);
    case 'lte':
      return (s) => isNumber(s.answer(key)) && (s.answer(key) as number) <= (t as number);
    case 'gt':
      return (s) => isNumber(s.answer(key)) && (s.answer(key) as number) > (t as number);
    case 'gte':
      return (s) => isNumber(s.answer(key)) && (s.answer(key) as number) >= (t as number);
    default:
      throw new ConditionError(`unknown operator "${String(node.operator)}"`);
  }
}
