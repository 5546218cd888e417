import type { AnswerValue, Condition, ConditionTarget, Operator } from '../definition/index.ts';
import {
  ConditionError,
  toConditionNode,
  type ConditionNode,
} from '../conditions/condition-node.ts';
import { compileConditionTest, type ConditionScope } from '../conditions/condition-test.ts';

/**
 * One condition evaluated against the current answers, as a tree mirroring the condition:
 * every comparison shows its key, operator, target, the answer it read and its result, so an
 * author sees which part of an `all`/`any` made the whole true or false.
 */
export type ConditionExplanation =
  | {
      readonly kind: 'compare';
      readonly result: boolean;
      readonly key: string;
      readonly operator: Operator;
      readonly target?: ConditionTarget;
      /** The answer the comparison read (undefined: never answered). */
      readonly actual: AnswerValue | undefined;
    }
  | {
      readonly kind: 'all' | 'any';
      readonly result: boolean;
      readonly items: readonly ConditionExplanation[];
    }
  | { readonly kind: 'not'; readonly result: boolean; readonly item: ConditionExplanation }
  /** A constant; `error` says why a condition the engine could not compile counts as false. */
  | { readonly kind: 'const'; readonly result: boolean; readonly error?: string }
  | {
      readonly kind: 'blockCount';
      readonly result: boolean;
      readonly blockId: string;
      readonly atLeast: number;
      /** The block count in the state (1 when none is saved). */
      readonly count: number;
    }
  | {
      readonly kind: 'tab';
      readonly result: boolean;
      readonly groupId: string;
      readonly tabId: string;
      /** The saved tab choice (undefined: none saved, the default tab shows). */
      readonly chosen: string | undefined;
      readonly isDefault: boolean;
    };

/**
 * Evaluates a condition tree node by node. Each result comes from the engine's own compiled test,
 * so the explanation can never disagree with what the engine renders and clears.
 */
export function explainNode(node: ConditionNode, scope: ConditionScope): ConditionExplanation {
  const result = compileConditionTest(node)(scope);
  switch (node.kind) {
    case 'compare':
      return {
        kind: 'compare',
        result,
        key: node.key,
        operator: node.operator,
        ...(node.target === undefined ? {} : { target: node.target }),
        actual: scope.answer(node.key),
      };
    case 'all':
    case 'any':
      return { kind: node.kind, result, items: node.items.map((i) => explainNode(i, scope)) };
    case 'not':
      return { kind: 'not', result, item: explainNode(node.item, scope) };
    case 'const':
      return { kind: 'const', result };
    case 'blockCount':
      return {
        kind: 'blockCount',
        result,
        blockId: node.blockId,
        atLeast: node.atLeast,
        count: scope.count(node.blockId) ?? 1,
      };
    case 'tab':
      return {
        kind: 'tab',
        result,
        groupId: node.groupId,
        tabId: node.tabId,
        chosen: scope.tab(node.groupId),
        isDefault: node.isDefault,
      };
  }
}

/**
 * Explains an author's condition as written (keys renamed for an add-another block). A condition
 * the engine cannot compile is false for the engine too: it is explained as such, with the reason.
 */
export function explainCondition(
  condition: Condition,
  scope: ConditionScope,
  rename: (key: string) => string = (k) => k,
): ConditionExplanation {
  let node: ConditionNode;
  try {
    node = toConditionNode(condition, rename);
  } catch (error) {
    if (!(error instanceof ConditionError)) throw error;
    return { kind: 'const', result: false, error: error.message };
  }
  return explainNode(node, scope);
}
