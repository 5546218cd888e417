import { conditionSources, type ConditionNode } from '../conditions/condition-node.ts';
import { compileConditionTest, type ConditionTest } from '../conditions/condition-test.ts';
import { nodeToJsonLogic } from '../conditions/to-json-logic.ts';
import type { Visibility } from './compiled-form.ts';

/**
 * Where a visibility test keeps the condition it was compiled from, so a compiled form can be
 * written out as data (the function as its condition) and read back with the function compiled
 * again. A registered symbol, not a module's WeakMap: the engine's entries are separate bundles
 * (the Vite plugin writes forms the main entry compiled), each with its own copy of this module.
 */
const CONDITION = Symbol.for('@admissions/form-engine/condition');

/** The condition a visibility test was compiled from, if {@link visibilityTest} made it. */
export function conditionOf(test: ConditionTest): ConditionNode | undefined {
  return (test as ConditionTest & { [CONDITION]?: ConditionNode })[CONDITION];
}

/** Compiles a visibility condition to the function the engine runs, remembering its source. */
export function visibilityTest(node: ConditionNode): ConditionTest {
  const compiled = compileConditionTest(node);
  // Constant conditions compile to one shared function: give each its own to carry the condition.
  const test: ConditionTest = CONDITION in compiled ? (scope) => compiled(scope) : compiled;
  return Object.defineProperty(test, CONDITION, { value: node });
}

/** Compiles a visibility condition to portable JSONLogic and to the function the engine runs. */
export function visibilityOf(node: ConditionNode): Visibility {
  return {
    visibilityLogic: nodeToJsonLogic(node),
    isVisible: visibilityTest(node),
    visibilitySources: [...conditionSources(node)],
  };
}
