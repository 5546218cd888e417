import type { ConditionNode } from '../conditions/condition-node.ts';
import {
  nodeToJsonSchema,
  type JsonSchema,
  type SchemaLevel,
  type SharedConditions,
} from '../conditions/to-json-schema.ts';

const composite = (node: ConditionNode) =>
  node.kind === 'all' || node.kind === 'any' || node.kind === 'not';

function* children(node: ConditionNode): Generator<ConditionNode> {
  if (node.kind === 'all' || node.kind === 'any') yield* node.items;
  else if (node.kind === 'not') yield node.item;
}

/**
 * Puts each composite sub-condition that several checks use (a section's condition, a block's, a
 * hide rule's) under `$defs` once and refers to it, instead of repeating it in every field's
 * `if`. With ajv's `inlineRefs: false` each becomes one function: a far smaller validator that
 * compiles several times faster. Count every use first, then emit.
 */
export class ConditionDefs implements SharedConditions {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();
  readonly defs: Record<string, JsonSchema> = {};

  /** Records one use of `node` (and, on its first use, of its parts) at `level`. */
  count(node: ConditionNode, level: SchemaLevel): void {
    if (!composite(node)) return;
    const id = `${level} ${JSON.stringify(node)}`;
    const seen = this.uses.get(id) ?? 0;
    this.uses.set(id, seen + 1);
    if (seen === 0) for (const item of children(node)) this.count(item, level);
  }

  refFor(node: ConditionNode, level: SchemaLevel): JsonSchema | undefined {
    if (!composite(node)) return undefined;
    const id = `${level} ${JSON.stringify(node)}`;
    if ((this.uses.get(id) ?? 0) < 2) return undefined;
    let name = this.names.get(id);
    if (!name) {
      name = `${level}Condition${this.names.size}`;
      this.names.set(id, name);
      this.defs[name] = nodeToJsonSchema(node, this, level);
    }
    return { $ref: `#/$defs/${name}` };
  }

  /** The schema of a condition at `level`, sharing what is shared. */
  schema(node: ConditionNode, level: SchemaLevel): JsonSchema {
    return this.refFor(node, level) ?? nodeToJsonSchema(node, this, level);
  }
}
