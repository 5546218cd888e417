/**
 * A condition tree as a plain function over any JSON document, with exactly the meaning of its
 * JSON Schema form (`nodeToJsonSchema`) — including what JSON Schema gives a malformed document:
 * `required` and `properties` say nothing about a value that is not an object, so a block count
 * or tab read from a non-object holds. (The engine's `compileConditionTest` reads well-formed
 * states only; validation reads whatever a client sent.)
 */
import type { ConditionNode } from '../../conditions/condition-node.ts';
import { ConditionError } from '../../conditions/condition-node.ts';
import { answered, jsonEqual, isObject } from './json-values.ts';

/**
 * A condition on a state whose `answers` is an object (validation checks nothing else). `run`
 * numbers the validation: a condition shared by many fields is judged once per run.
 */
export type StateTest = (state: Readonly<Record<string, unknown>>, run: number) => boolean;

const always: StateTest = () => true;
const never: StateTest = () => false;

/**
 * The condition tests of one check table: one test per distinct condition (by its JSON), judged
 * once per run whatever the number of fields it shows or rules it guards. A form's fields share
 * few conditions (the undergraduate form: 96 distinct among 364 fields, most of them a block's
 * copy count or a section's), so this halves the conditions a validation evaluates.
 */
export class ConditionTests {
  private readonly tests = new Map<string, StateTest>();

  /** The test of `node`, made once per distinct condition. */
  of(node: ConditionNode): StateTest {
    if (node.kind === 'const') return node.value ? always : never;
    const json = JSON.stringify(node);
    let test = this.tests.get(json);
    if (!test) this.tests.set(json, (test = oncePerRun(conditionTest(node, this))));
    return test;
  }
}

function oncePerRun(test: StateTest): StateTest {
  let lastRun = -1;
  let last = false;
  return (s, run) => {
    if (run !== lastRun) {
      last = test(s, run);
      lastRun = run;
    }
    return last;
  };
}

/** Compiles a condition to a {@link StateTest} once; each call is then a few property reads. */
function conditionTest(node: ConditionNode, shared: ConditionTests): StateTest {
  const sub = (item: ConditionNode) => shared.of(item);
  switch (node.kind) {
    case 'const':
      return node.value ? always : never;
    case 'all': {
      const items = node.items.map(sub);
      return (s, run) => {
        for (const test of items) if (!test(s, run)) return false;
        return true;
      };
    }
    case 'any': {
      const items = node.items.map(sub);
      return (s, run) => {
        for (const test of items) if (test(s, run)) return true;
        return false;
      };
    }
    case 'not': {
      const item = sub(node.item);
      return (s, run) => !item(s, run);
    }
    case 'blockCount': {
      const { blockId, atLeast } = node;
      if (atLeast <= 1) return always;
      return (s) => {
        const counts = s.addAnother;
        if (counts === undefined) return false;
        if (!isObject(counts)) return true;
        const count = counts[blockId];
        return typeof count === 'number' && count >= atLeast;
      };
    }
    case 'tab': {
      const { groupId, tabId, isDefault } = node;
      return (s) => {
        const tabs = s.tabs;
        if (tabs === undefined) return isDefault;
        if (!isObject(tabs)) return true;
        const chosen = tabs[groupId];
        return chosen === undefined ? isDefault : chosen === tabId;
      };
    }
    case 'compare':
      return compareTest(node);
  }
}

function compareTest(node: Extract<ConditionNode, { kind: 'compare' }>): StateTest {
  const { key, target } = node;
  const value = (s: Readonly<Record<string, unknown>>) =>
    (s.answers as Record<string, unknown>)[key];
  const list = (target ?? []) as readonly unknown[];
  const number =
    (test: (n: number, t: number) => boolean) => (s: Readonly<Record<string, unknown>>) => {
      const v = value(s);
      return typeof v === 'number' && test(v, target as number);
    };
  switch (node.operator) {
    case 'answered':
      return (s) => answered(value(s));
    case 'notAnswered':
      return (s) => !answered(value(s));
    case 'equals':
      return (s) => {
        const v = value(s);
        return v !== undefined && jsonEqual(v, target);
      };
    case 'notEquals':
      return (s) => {
        const v = value(s);
        return v === undefined || !jsonEqual(v, target);
      };
    case 'in':
      return (s) => {
        const v = value(s);
        return v !== undefined && list.some((t) => jsonEqual(v, t));
      };
    case 'notIn':
      return (s) => {
        const v = value(s);
        return v === undefined || !list.some((t) => jsonEqual(v, t));
      };
    case 'lt':
      return number((v, t) => v < t);
    case 'lte':
      return number((v, t) => v <= t);
    case 'gt':
      return number((v, t) => v > t);
    case 'gte':
      return number((v, t) => v >= t);
    default:
      throw new ConditionError(`unknown operator "${String(node.operator)}"`);
  }
}
