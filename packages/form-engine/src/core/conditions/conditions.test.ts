import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type {
  Answers,
  Condition,
  ConditionTarget,
  FormState,
  Operator,
} from '../definition/index.ts';
import {
  ConditionError,
  OPERATORS,
  toConditionNode,
  type ConditionNode,
} from './condition-node.ts';
import {
  compileCondition,
  evaluateCondition,
  evaluateJsonLogic,
  nodeToJsonLogic,
} from './to-json-logic.ts';
import { nodeToJsonSchema } from './to-json-schema.ts';
import { compileConditionTest, scopeOf } from './condition-test.ts';

const ajv = new Ajv2020({ strict: false });

/**
 * Evaluates a condition three ways (json-logic-js on the JSONLogic, the compiled closure, and
 * ajv on the JSON Schema) and insists they agree.
 */
function holds(condition: Condition | ConditionNode, state: FormState): boolean {
  const node = 'kind' in condition ? condition : toConditionNode(condition);
  const byLogic = evaluateJsonLogic(nodeToJsonLogic(node), state);
  expect(
    compileConditionTest(node)(scopeOf(state)),
    `closure disagrees on ${JSON.stringify(node)}`,
  ).toBe(byLogic);
  const bySchema = ajv.validate(nodeToJsonSchema(node) as object, state);
  expect(
    bySchema,
    `JSON Schema and JSONLogic disagree on ${JSON.stringify(node)} for ${JSON.stringify(state)}`,
  ).toBe(byLogic);
  return byLogic;
}

const on = (answers: Answers): FormState => ({ answers });
const c = (valueKey: string, operator: Operator, target?: ConditionTarget): Condition =>
  target === undefined ? { valueKey, operator } : { valueKey, operator, target };

describe('the ten operators', () => {
  it('lists exactly the specification operators', () => {
    expect(OPERATORS).toEqual([
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
    ]);
  });

  it('equals compares strictly', () => {
    expect(holds(c('country', 'equals', 'USA'), on({ country: 'USA' }))).toBe(true);
    expect(holds(c('country', 'equals', 'USA'), on({ country: 'CAN' }))).toBe(false);
    expect(holds(c('country', 'equals', 'USA'), on({}))).toBe(false);
    expect(holds(c('count', 'equals', 1), on({ count: '1' }))).toBe(false);
    expect(holds(c('optin', 'equals', true), on({ optin: true }))).toBe(true);
  });

  it('notEquals is true for a different or missing answer', () => {
    expect(holds(c('country', 'notEquals', 'USA'), on({ country: 'CAN' }))).toBe(true);
    expect(holds(c('country', 'notEquals', 'USA'), on({ country: 'USA' }))).toBe(false);
    expect(holds(c('country', 'notEquals', 'USA'), on({}))).toBe(true);
  });

  it('lt, lte, gt and gte compare numbers and never hold for an unanswered value', () => {
    expect(holds(c('score', 'lt', 10), on({ score: 9 }))).toBe(true);
    expect(holds(c('score', 'lt', 10), on({ score: 10 }))).toBe(false);
    expect(holds(c('score', 'lte', 10), on({ score: 10 }))).toBe(true);
    expect(holds(c('score', 'lte', 10), on({ score: 11 }))).toBe(false);
    expect(holds(c('score', 'gt', 10), on({ score: 11 }))).toBe(true);
    expect(holds(c('score', 'gt', 10), on({ score: 10 }))).toBe(false);
    expect(holds(c('score', 'gte', 10), on({ score: 10 }))).toBe(true);
    expect(holds(c('score', 'gte', 10), on({ score: 9 }))).toBe(false);
    for (const operator of ['lt', 'lte', 'gt', 'gte'] as const)
      for (const empty of ['', null, undefined])
        expect(holds(c('score', operator, 0), on({ score: empty }))).toBe(false);
  });

  it('answered and notAnswered treat "", null and undefined as unanswered', () => {
    for (const empty of ['', null, undefined]) {
      expect(holds(c('k', 'answered'), on({ k: empty }))).toBe(false);
      expect(holds(c('k', 'notAnswered'), on({ k: empty }))).toBe(true);
    }
    expect(holds(c('k', 'answered'), on({}))).toBe(false);
    for (const value of ['x', '0', 0, false, true]) {
      expect(holds(c('k', 'answered'), on({ k: value }))).toBe(true);
      expect(holds(c('k', 'notAnswered'), on({ k: value }))).toBe(false);
    }
  });

  it('in and notIn test membership of a list', () => {
    expect(holds(c('country', 'in', ['USA', 'CAN']), on({ country: 'CAN' }))).toBe(true);
    expect(holds(c('country', 'in', ['USA', 'CAN']), on({ country: 'UK' }))).toBe(false);
    expect(holds(c('country', 'in', ['USA', 'CAN']), on({}))).toBe(false);
    expect(holds(c('country', 'notIn', ['USA', 'CAN']), on({ country: 'UK' }))).toBe(true);
    expect(holds(c('country', 'notIn', ['USA', 'CAN']), on({ country: 'USA' }))).toBe(false);
    expect(holds(c('country', 'notIn', ['USA', 'CAN']), on({}))).toBe(true);
  });
});

describe('all and any', () => {
  const usa = c('country', 'equals', 'USA');
  const zip = c('zip', 'answered');
  it('all holds when every part holds', () => {
    expect(holds({ all: [usa, zip] }, on({ country: 'USA', zip: '12345' }))).toBe(true);
    expect(holds({ all: [usa, zip] }, on({ country: 'USA' }))).toBe(false);
  });
  it('any holds when one part holds', () => {
    expect(holds({ any: [usa, zip] }, on({ zip: '1' }))).toBe(true);
    expect(holds({ any: [usa, zip] }, on({ country: 'UK' }))).toBe(false);
  });
  it('nests', () => {
    const nested: Condition = { any: [{ all: [usa, zip] }, c('country', 'equals', 'CAN')] };
    expect(holds(nested, on({ country: 'CAN' }))).toBe(true);
    expect(holds(nested, on({ country: 'USA' }))).toBe(false);
  });
});

describe('compiling to JSONLogic', () => {
  it('produces standard JSONLogic', () => {
    expect(compileCondition(c('country', 'in', ['USA', 'CAN']))).toEqual({
      in: [{ var: 'answers.country' }, ['USA', 'CAN']],
    });
    expect(compileCondition({ all: [c('a', 'equals', 'Y'), c('b', 'answered')] })).toEqual({
      and: [
        { '===': [{ var: 'answers.a' }, 'Y'] },
        { '!': { in: [{ var: 'answers.b' }, ['', null]] } },
      ],
    });
  });

  it('evaluates against an answers map', () => {
    expect(evaluateCondition(c('a', 'equals', 'Y'), { a: 'Y' })).toBe(true);
  });

  it('rejects an unknown operator instead of treating it as true', () => {
    expect(() =>
      compileCondition({ valueKey: 'a', operator: 'contains' as never, target: 'x' }),
    ).toThrow(ConditionError);
    expect(() =>
      compileCondition({ valueKey: 'a', operator: 'contains' as never, target: 'x' }),
    ).toThrow('unknown operator "contains"');
  });

  it('rejects targets an operator cannot take', () => {
    expect(() => compileCondition(c('a', 'in', 'Y'))).toThrow('non-empty array');
    expect(() => compileCondition(c('a', 'lt', '5'))).toThrow('number target');
    expect(() => compileCondition(c('a', 'answered', 'x'))).toThrow('takes no target');
    expect(() => compileCondition(c('a', 'equals', ''))).toThrow('notAnswered');
  });
});

describe('derived conditions', () => {
  it('reads add-another counts with a default of 1', () => {
    const second: ConditionNode = { kind: 'blockCount', blockId: 'colleges', atLeast: 2 };
    expect(holds(second, { answers: {} })).toBe(false);
    expect(holds(second, { answers: {}, addAnother: { colleges: 2 } })).toBe(true);
    expect(holds({ kind: 'blockCount', blockId: 'colleges', atLeast: 1 }, { answers: {} })).toBe(
      true,
    );
  });

  it('reads the chosen tab, the default one when nothing is saved', () => {
    const essay: ConditionNode = { kind: 'tab', groupId: 'ps', tabId: 'essay', isDefault: true };
    const doc: ConditionNode = { kind: 'tab', groupId: 'ps', tabId: 'doc', isDefault: false };
    expect(holds(essay, { answers: {} })).toBe(true);
    expect(holds(doc, { answers: {} })).toBe(false);
    expect(holds(essay, { answers: {}, tabs: { ps: 'doc' } })).toBe(false);
    expect(holds(doc, { answers: {}, tabs: { ps: 'doc' } })).toBe(true);
    expect(holds(essay, { answers: {}, tabs: { other: 'x' } })).toBe(true);
  });
});

describe('the three evaluations agree on random conditions and states', () => {
  const keys = ['a', 'b', 'c'];
  const value = fc.oneof(
    fc.constantFrom('', 'x', 'y', '1', '2'),
    fc.constantFrom(0, 1, 2, 5),
    fc.boolean(),
    fc.constant(null),
  );
  const target = fc.oneof(fc.constantFrom('x', 'y', '1'), fc.constantFrom(0, 1, 2), fc.boolean());
  const leaf: fc.Arbitrary<ConditionNode> = fc.oneof(
    fc.record({
      kind: fc.constant('compare' as const),
      key: fc.constantFrom(...keys),
      operator: fc.constantFrom('equals' as const, 'notEquals' as const),
      target,
    }),
    fc.record({
      kind: fc.constant('compare' as const),
      key: fc.constantFrom(...keys),
      operator: fc.constantFrom('lt' as const, 'lte' as const, 'gt' as const, 'gte' as const),
      target: fc.constantFrom(0, 1, 2),
    }),
    fc.record({
      kind: fc.constant('compare' as const),
      key: fc.constantFrom(...keys),
      operator: fc.constantFrom('answered' as const, 'notAnswered' as const),
    }),
    fc.record({
      kind: fc.constant('compare' as const),
      key: fc.constantFrom(...keys),
      operator: fc.constantFrom('in' as const, 'notIn' as const),
      target: fc.array(target, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constant('blockCount' as const),
      blockId: fc.constant('blk'),
      atLeast: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      kind: fc.constant('tab' as const),
      groupId: fc.constant('g'),
      tabId: fc.constantFrom('t1', 't2'),
      isDefault: fc.boolean(),
    }),
  );
  const { tree } = fc.letrec<{ tree: ConditionNode }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.record({
        kind: fc.constant('all' as const),
        items: fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({
        kind: fc.constant('any' as const),
        items: fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('not' as const), item: tie('tree') }),
    ),
  }));
  const state: fc.Arbitrary<FormState> = fc.record({
    answers: fc.dictionary(fc.constantFrom(...keys), value),
    addAnother: fc.option(fc.record({ blk: fc.integer({ min: 1, max: 4 }) }), { nil: undefined }),
    tabs: fc.option(fc.record({ g: fc.constantFrom('t1', 't2') }), { nil: undefined }),
  });

  // A thousand random trees through three evaluators: about 2 s alone, over 9 s once on two
  // busy cores; the bound is for a hang, not a timing.
  it('JSONLogic, closures and JSON Schema', () => {
    fc.assert(
      fc.property(tree, state, (node, s) => void holds(node, s)),
      { numRuns: 1000 },
    );
  }, 60_000);
});
