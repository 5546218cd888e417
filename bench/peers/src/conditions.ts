/**
 * Conditions as the converters see them: the engine's condition tree over answers only. Tab
 * choices become an ordinary answer (see model.ts) and the block count of a block's own items is
 * implied by the item existing, so what is left is compare / all / any / not, which every peer
 * can say in its own language.
 */
import type { ConditionNode } from '@admissions/form-engine';

/** A condition the converters translate: no block counts, no tabs, no constants. */
export type Condition = Exclude<ConditionNode, { kind: 'blockCount' | 'tab' | 'const' }>;
export type Compare = Extract<Condition, { kind: 'compare' }>;

/** The answer key that stands for a tab group's choice in the peers' data. */
export const tabKey = (groupId: string) => `tab_${groupId}`;

/** Thrown for a condition a converter cannot translate; the message ends up in the docs. */
export class Unexpressible extends Error {
  override name = 'Unexpressible';
}

/**
 * The top-level conjuncts of a node: `all` flattened, `true` dropped. Tabs become comparisons
 * on {@link tabKey}; a block count of at least 1 is always true (a block always shows its first
 * item, and a peer's array item exists or not); higher counts belong to the engine's numbered
 * copies of a block, which the converters do not use.
 */
export function conjuncts(node: ConditionNode | undefined): Condition[] {
  if (node === undefined) return [];
  switch (node.kind) {
    case 'const':
      if (node.value) return [];
      throw new Unexpressible('a condition that is never true');
    case 'all':
      return node.items.flatMap(conjuncts);
    case 'blockCount':
      if (node.atLeast <= 1) return [];
      throw new Unexpressible(`a condition on the number of "${node.blockId}" blocks`);
    case 'tab':
      return [
        { kind: 'compare', key: tabKey(node.groupId), operator: 'equals', target: node.tabId },
      ];
    case 'any': {
      const items = node.items.map((item) => allOf(conjuncts(item)));
      // One branch always true makes the whole disjunction true.
      if (items.some((item) => item === undefined)) return [];
      return [{ kind: 'any', items: items as Condition[] }];
    }
    case 'not': {
      const item = allOf(conjuncts(node.item));
      if (item === undefined) throw new Unexpressible('a condition that is never true');
      return [{ kind: 'not', item }];
    }
    case 'compare':
      return [node];
  }
}

/** A stable identity for comparing conditions structurally. */
const identity = (node: Condition) => JSON.stringify(node);

/**
 * The conjuncts of `node` that `context` does not already imply. A field shows only inside its
 * section and block, and a rule applies only to a shown field, so what those say need not be
 * said again on the field or the rule.
 */
export function beyond(
  node: ConditionNode | undefined,
  context: readonly Condition[],
): Condition[] {
  const known = new Set(context.map(identity));
  const kept = new Map<string, Condition>();
  for (const item of conjuncts(node))
    if (!known.has(identity(item))) kept.set(identity(item), item);
  return [...kept.values()];
}

/** One condition from conjuncts: undefined for none (always true). */
export function allOf(items: readonly Condition[]): Condition | undefined {
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0]! : { kind: 'all', items };
}

/** Every answer key a condition reads. */
export function keysOf(node: Condition, into: Set<string> = new Set()): Set<string> {
  if (node.kind === 'compare') into.add(node.key);
  else if (node.kind === 'not') keysOf(node.item as Condition, into);
  else for (const item of node.items) keysOf(item as Condition, into);
  return into;
}

/**
 * The JSON Schema an object (the form's data, or one item of an array) matches exactly when the
 * condition holds, for rjsf's `if`/`then` and JSON Forms' schema conditions. Peers drop an empty
 * answer from their data (rjsf and JSON Forms store `undefined`), so "answered" is `required`.
 */
export function toJsonSchema(node: Condition): Record<string, unknown> {
  switch (node.kind) {
    case 'all':
      return { allOf: node.items.map((item) => toJsonSchema(item as Condition)) };
    case 'any':
      return { anyOf: node.items.map((item) => toJsonSchema(item as Condition)) };
    case 'not':
      return { not: toJsonSchema(node.item as Condition) };
    case 'compare':
      return compareSchema(node);
  }
}

function compareSchema({ key, operator, target }: Compare): Record<string, unknown> {
  const on = (schema: Record<string, unknown>) => ({
    properties: { [key]: schema },
    required: [key],
  });
  switch (operator) {
    case 'answered':
      return { required: [key] };
    case 'notAnswered':
      return { not: { required: [key] } };
    case 'equals':
      return on({ const: target });
    case 'notEquals':
      return { not: on({ const: target }) };
    case 'in':
      return on({ enum: target });
    case 'notIn':
      return { not: on({ enum: target }) };
    case 'lt':
      return on({ exclusiveMaximum: target });
    case 'lte':
      return on({ maximum: target });
    case 'gt':
      return on({ exclusiveMinimum: target });
    case 'gte':
      return on({ minimum: target });
  }
}
