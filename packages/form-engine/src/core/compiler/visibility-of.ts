import { conditionSources, type ConditionNode } from '../conditions/condition-node.ts';
import { compileConditionTest, type ConditionTest } from '../conditions/condition-test.ts';
import { nodeToJsonLogic } from '../conditions/to-json-logic.ts';
import type { Visibility } from './compiled-form.ts';

/**
 * The condition each `isVisible` was compiled from, so a compiled form can be written out as data
 * (the function as its condition) and read back with the function compiled again.
 */
const conditionOfTest = new WeakMap<ConditionTest, ConditionNode>();

/** The condition a visibility test was compiled from, if {@link visibilityOf} made it. */
export function conditionOf(test: ConditionTest): ConditionNode | undefined {
  return conditionOfTest.get(test);
}

/** Compiles a visibility condition to the function the engine runs, remembering its source. */
export function visibilityTest(node: ConditionNode): ConditionTest {
  const test = compileConditionTest(node);
  conditionOfTest.set(test, node);
  return test;
}

/** Compiles a visibility condition to portable JSONLogic and to the function the engine runs. */
export function visibilityOf(node: ConditionNode): Visibility {
  return {
    visibilityLogic: nodeToJsonLogic(node),
    isVisible: visibilityTest(node),
    visibilitySources: [...conditionSources(node)],
  };
}
