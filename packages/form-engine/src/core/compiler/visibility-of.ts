import { conditionSources, type ConditionNode } from '../conditions/condition-node.ts';
import { compileConditionTest } from '../conditions/condition-test.ts';
import { nodeToJsonLogic } from '../conditions/to-json-logic.ts';
import type { Visibility } from './compiled-form.ts';

/** Compiles a visibility condition to portable JSONLogic and to the function the engine runs. */
export function visibilityOf(node: ConditionNode): Visibility {
  return {
    visibilityLogic: nodeToJsonLogic(node),
    isVisible: compileConditionTest(node),
    visibilitySources: [...conditionSources(node)],
  };
}
