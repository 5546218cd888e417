import { describe, expect, it } from 'vitest';
import { routes, type RouteSpec } from '../src/index.ts';

const entries = Object.entries(routes) as [string, RouteSpec][];

/** The property names an object schema lists (none for other schemas). */
const propertiesOf = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'properties' in schema
    ? Object.keys((schema as { properties: object }).properties)
    : [];

describe('the route table', () => {
  it('names each route by its method and path', () => {
    for (const [id, spec] of entries) expect(id).toBe(`${spec.method} ${spec.path}`);
  });

  it("names in the docs' words every property a route takes (body and query)", () => {
    for (const [id, spec] of entries) {
      const takes = [...propertiesOf(spec.body), ...propertiesOf(spec.query)];
      for (const name of takes)
        expect(spec.doc.body ?? '', `${id} takes ${name}`).toContain(`\`${name}\``);
    }
  });

  it('gives every path parameter a schema', () => {
    for (const [id, spec] of entries) {
      const names = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(propertiesOf(spec.params).sort(), id).toEqual(names.sort());
    }
  });
});
