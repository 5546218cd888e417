import type { Condition, ConditionTarget, Operator } from '../definition/index.ts';

/** The ten operators of the condition language, in the specification's order. */
export const OPERATORS: readonly Operator[] = [
  'equals',
  'notEquals',
  'lt',
  'lte',
  'gt',
  'gte',
  'answered',
  'notAnswered',
  'in',
  'notIn',
];

/** Thrown for a condition the engine cannot compile: never evaluate such a condition as true. */
export class ConditionError extends Error {
  override name = 'ConditionError';
}

/**
 * The engine's internal condition tree. Authors write {@link Condition}s over answers; the
 * compiler adds the facts it derives itself: block counts of add-another blocks and tab choices.
 * Both compile to JSONLogic (evaluation) and to JSON Schema (validation) from this one tree.
 */
export type ConditionNode =
  | {
      readonly kind: 'compare';
      readonly key: string;
      readonly operator: Operator;
      readonly target?: ConditionTarget;
    }
  | { readonly kind: 'all'; readonly items: readonly ConditionNode[] }
  | { readonly kind: 'any'; readonly items: readonly ConditionNode[] }
  | { readonly kind: 'not'; readonly item: ConditionNode }
  | { readonly kind: 'const'; readonly value: boolean }
  /** The add-another block `blockId` shows at least `atLeast` blocks (count defaults to 1). */
  | { readonly kind: 'blockCount'; readonly blockId: string; readonly atLeast: number }
  /** The tab group `groupId` has `tabId` chosen (or nothing saved and `tabId` is the default). */
  | {
      readonly kind: 'tab';
      readonly groupId: string;
      readonly tabId: string;
      readonly isDefault: boolean;
    };

export const ALWAYS: ConditionNode = { kind: 'const', value: true };
export const NEVER: ConditionNode = { kind: 'const', value: false };

/** Checks the target an operator needs and returns the node; throws {@link ConditionError}. */
function compareNode(
  key: string,
  operator: Operator,
  target: ConditionTarget | undefined,
): ConditionNode {
  switch (operator) {
    case 'answered':
    case 'notAnswered':
      if (target !== undefined) throw new ConditionError(`operator "${operator}" takes no target`);
      break;
    case 'in':
    case 'notIn':
      if (!Array.isArray(target) || target.length === 0)
        throw new ConditionError(`operator "${operator}" needs a non-empty array target`);
      if (target.some((t) => t === ''))
        throw new ConditionError(`operator "${operator}" cannot list "" (use notAnswered)`);
      break;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      if (typeof target !== 'number' || !Number.isFinite(target))
        throw new ConditionError(`operator "${operator}" needs a number target`);
      break;
    case 'equals':
    case 'notEquals':
      if (target === undefined || Array.isArray(target))
        throw new ConditionError(
          `operator "${operator}" needs a single string, number or boolean target`,
        );
      if (target === '')
        throw new ConditionError(
          `operator "${operator}" cannot compare with "" (use answered/notAnswered)`,
        );
      break;
    default:
      throw new ConditionError(`unknown operator "${String(operator)}"`);
  }
  return target === undefined
    ? { kind: 'compare', key, operator }
    : { kind: 'compare', key, operator, target };
}

/**
 * Turns an author's condition into a {@link ConditionNode}, renaming answer keys on the way
 * (add-another blocks renumber their keys). Throws {@link ConditionError} on an unknown operator
 * or a target the operator cannot take.
 */
export function toConditionNode(
  condition: Condition,
  renameKey: (key: string) => string = (k) => k,
): ConditionNode {
  if ('all' in condition) return allOf(condition.all.map((c) => toConditionNode(c, renameKey)));
  if ('any' in condition) return anyOf(condition.any.map((c) => toConditionNode(c, renameKey)));
  if (typeof condition.valueKey !== 'string')
    throw new ConditionError('a condition needs a valueKey');
  return compareNode(renameKey(condition.valueKey), condition.operator, condition.target);
}

/** Conjunction with constant folding, so derived visibility stays small. */
export function allOf(items: readonly ConditionNode[]): ConditionNode {
  const kept = items.filter((i) => !(i.kind === 'const' && i.value));
  if (kept.some((i) => i.kind === 'const' && !i.value)) return NEVER;
  if (kept.length === 0) return ALWAYS;
  return kept.length === 1 ? kept[0]! : { kind: 'all', items: kept };
}

/** Disjunction with constant folding. */
export function anyOf(items: readonly ConditionNode[]): ConditionNode {
  const kept = items.filter((i) => !(i.kind === 'const' && !i.value));
  if (kept.some((i) => i.kind === 'const' && i.value)) return ALWAYS;
  if (kept.length === 0) return NEVER;
  return kept.length === 1 ? kept[0]! : { kind: 'any', items: kept };
}

/** Negation with constant folding and double-negation removal. */
export function not(item: ConditionNode): ConditionNode {
  if (item.kind === 'const') return item.value ? NEVER : ALWAYS;
  if (item.kind === 'not') return item.item;
  return { kind: 'not', item };
}

/**
 * The sources a condition reads: answer keys, `$tab:<group>` and `$count:<block>`. The store
 * uses them to re-evaluate only what a change can affect.
 */
export function conditionSources(node: ConditionNode, into: Set<string> = new Set()): Set<string> {
  switch (node.kind) {
    case 'compare':
      into.add(node.key);
      break;
    case 'all':
    case 'any':
      for (const item of node.items) conditionSources(item, into);
      break;
    case 'not':
      conditionSources(node.item, into);
      break;
    case 'blockCount':
      into.add(blockSource(node.blockId));
      break;
    case 'tab':
      into.add(tabSource(node.groupId));
      break;
    case 'const':
      break;
  }
  return into;
}

/** Dependency-source name of a tab group's choice. */
export const tabSource = (groupId: string): string => `$tab:${groupId}`;
/** Dependency-source name of an add-another block's count. */
export const blockSource = (blockId: string): string => `$count:${blockId}`;
