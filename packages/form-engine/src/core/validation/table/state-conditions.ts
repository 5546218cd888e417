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
import { KeyReader, OwnValues } from './own-values.ts';

/**
 * A condition on a state whose `answers` is an object (validation checks nothing else). `run`
 * numbers the validation: a condition shared by many fields is judged once per run.
 */
export type StateTest = (state: Readonly<Record<string, unknown>>, run: number) => boolean;

/**
 * A condition of the table, judged once per validation run however many fields it shows or
 * rules it guards: `holds` is one method for every condition (a call V8 inlines), and only a
 * condition's first reading in a run calls its test.
 */
export class Condition {
  private lastRun = -1;
  private last = false;
  constructor(private readonly test: StateTest) {}

  /** Whether the condition holds in `state`, the document of validation `run`. */
  holds(state: Readonly<Record<string, unknown>>, run: number): boolean {
    if (run !== this.lastRun) {
      this.last = this.test(state, run);
      this.lastRun = run;
    }
    return this.last;
  }
}

const holdsAlways: StateTest = () => true;
const holdsNever: StateTest = () => false;
const always = new Condition(holdsAlways);
const never = new Condition(holdsNever);

/**
 * The condition tests of one check table: one {@link Condition} per distinct condition (by its
 * JSON). A form's fields share few conditions (the undergraduate form: 96 distinct among 364
 * fields, most of them a block's copy count or a section's), so this halves the conditions a
 * validation evaluates.
 */
export class ConditionTests {
  private readonly conditions = new Map<string, Condition>();
  /**
   * The answers, block counts and tabs of the document being validated, read by `runTable`
   * before any condition (the counts and tabs when they are objects).
   */
  readonly answers = new OwnValues();
  readonly counts = new OwnValues();
  readonly tabs = new OwnValues();

  /** The condition of `node`, made once per distinct condition. */
  of(node: ConditionNode): Condition {
    if (node.kind === 'const') return node.value ? always : never;
    const json = JSON.stringify(node);
    let condition = this.conditions.get(json);
    if (!condition)
      this.conditions.set(json, (condition = new Condition(conditionTest(node, this))));
    return condition;
  }
}

/** Compiles a condition to a {@link StateTest} once; each call is then a few property reads. */
function conditionTest(node: ConditionNode, shared: ConditionTests): StateTest {
  const sub = (item: ConditionNode) => shared.of(item);
  switch (node.kind) {
    case 'const':
      return node.value ? holdsAlways : holdsNever;
    case 'all': {
      const items = node.items.map(sub);
      return (s, run) => {
        for (const item of items) if (!item.holds(s, run)) return false;
        return true;
      };
    }
    case 'any': {
      const items = node.items.map(sub);
      return (s, run) => {
        for (const item of items) if (item.holds(s, run)) return true;
        return false;
      };
    }
    case 'not': {
      const item = sub(node.item);
      return (s, run) => !item.holds(s, run);
    }
    case 'blockCount': {
      const { blockId, atLeast } = node;
      if (atLeast <= 1) return () => true;
      const reader = new KeyReader(blockId, shared.counts);
      return (s) => {
        const counts = s.addAnother;
        if (counts === undefined) return false;
        if (!isObject(counts)) return true;
        const count = reader.valueIn(counts);
        return typeof count === 'number' && count >= atLeast;
      };
    }
    case 'tab': {
      const { groupId, tabId, isDefault } = node;
      const reader = new KeyReader(groupId, shared.tabs);
      return (s) => {
        const tabs = s.tabs;
        if (tabs === undefined) return isDefault;
        if (!isObject(tabs)) return true;
        const chosen = reader.valueIn(tabs);
        return chosen === undefined ? isDefault : chosen === tabId;
      };
    }
    case 'compare':
      return compareTest(node, shared.answers);
  }
}

function compareTest(
  node: Extract<ConditionNode, { kind: 'compare' }>,
  answers: OwnValues,
): StateTest {
  const { key, target } = node;
  const reader = new KeyReader(key, answers);
  const value = (s: Readonly<Record<string, unknown>>) =>
    reader.valueIn(s.answers as Readonly<Record<string, unknown>>);
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
    case 'notIn': {
      const isIn = inTest(list);
      return node.operator === 'in'
        ? (s) => {
            const v = value(s);
            return v !== undefined && isIn(v);
          }
        : (s) => {
            const v = value(s);
            return v === undefined || !isIn(v);
          };
    }
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

/** Membership in a list of JSON values: a set lookup when they are all primitives (then JSON
 * equality is `===`), as `enum`s of options are. */
function inTest(list: readonly unknown[]): (value: unknown) => boolean {
  if (!list.every((item) => item === null || typeof item !== 'object'))
    return (value) => list.some((item) => jsonEqual(value, item));
  const set = new Set(list);
  return (value) => set.has(value);
}
