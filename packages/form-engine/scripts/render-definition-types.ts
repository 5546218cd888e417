import { compile, type JSONSchema } from 'json-schema-to-typescript';
import definitionSchema from '../schema/form-definition.schema.json' with { type: 'json' };

/**
 * Drops the annotations that sit beside a `$ref` (descriptions for editors): the generator would
 * otherwise mint a duplicate alias (Condition1, Condition2, …) for each annotated use.
 */
function withBareRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withBareRefs);
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') return { $ref: record.$ref };
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, withBareRefs(v)]));
}

/** Renders the TypeScript declarations of the definition format from its JSON Schema. */
export async function renderDefinitionTypes(): Promise<string> {
  const schema = withBareRefs(definitionSchema) as JSONSchema;
  return compile(schema, 'FormDefinition', {
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    bannerComment:
      '/* Generated from schema/form-definition.schema.json by scripts/generate-types.ts. Do not edit. */',
    style: { singleQuote: true, printWidth: 100, trailingComma: 'all' },
  });
}
