import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largeDefinition } from '../../bench/large-definition.ts';
import { serializeCompiledForm } from '../../src/build/index.ts';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import type { CompiledForm, CompiledNode } from '../../src/core/compiler/compiled-form.ts';
import { scopeOf } from '../../src/core/conditions/condition-test.ts';
import { es } from '../../src/core/messages/es.ts';
import { loadCompiledForm } from '../../src/precompiled.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';
import { stateArbitrary } from './equivalence-harness.ts';

const TODAY = new Date('2026-11-21T12:00:00Z');
const { definition: large, model: largeModel } = largeDefinition();

/** Every field node of a page tree, blocks and tabs included. */
function* fieldNodes(nodes: readonly CompiledNode[]): Generator<CompiledNode & { kind: 'field' }> {
  for (const node of nodes) {
    if (node.kind === 'field') yield node;
    if (node.kind === 'tabs') for (const tab of node.group.tabs) yield* fieldNodes(tab.nodes);
    if (node.kind === 'addAnother')
      for (const instance of node.block.instances) yield* fieldNodes(instance);
  }
}

/** The form without its functions and catalogue: what must survive being written out. */
const dataOf = (form: CompiledForm) =>
  JSON.parse(
    JSON.stringify({ ...form, messages: undefined }, (_key, value: unknown) =>
      value instanceof Map ? { map: [...value] } : value,
    ),
  ) as unknown;

describe.each([
  ['the example form', () => compileFormOrThrow(exampleDefinition, exampleModel)],
  ['the 633-field benchmark definition', () => compileFormOrThrow(large, largeModel)],
])('a compiled form written as data: %s', (_name, compile) => {
  const form = compile();
  const loaded = loadCompiledForm(serializeCompiledForm(form));

  it('reads back the same data: pages, fields, blocks, tabs and every index', () => {
    expect(dataOf(loaded)).toEqual(dataOf(form));
  });

  it('keeps shared objects shared: a field of a page tree is the field of the index', () => {
    const inTrees = loaded.pages.flatMap((page) =>
      page.sections.flatMap((section) => [...fieldNodes(section.nodes)]),
    );
    expect(inTrees.length).toBeGreaterThan(0);
    for (const node of inTrees) expect(loaded.fields.get(node.field.key)).toBe(node.field);
  });

  it('compiles each visibility test again, agreeing with the original on random states', () => {
    fc.assert(
      fc.property(stateArbitrary(form, TODAY), (state) => {
        const scope = scopeOf(state);
        for (const [key, entry] of form.keyVisibility)
          expect(loaded.keyVisibility.get(key)!.isVisible(scope)).toBe(entry.isVisible(scope));
        for (const [key, field] of form.fields)
          expect(loaded.fields.get(key)!.isVisible(scope)).toBe(field.isVisible(scope));
      }),
      { numRuns: 60 },
    );
  });
});

describe('loadCompiledForm', () => {
  const form = compileFormOrThrow(exampleDefinition, exampleModel, { messages: es });
  const text = serializeCompiledForm(form);

  it('takes the catalogue the form was compiled with (it is not written)', () => {
    expect(text).not.toContain(es.errorSummaryTitle);
    expect(loadCompiledForm(text).messages.errorSummaryTitle).not.toBe(es.errorSummaryTitle);
    expect(loadCompiledForm(text, { messages: es }).messages).toEqual(form.messages);
  });

  it('refuses data that is not a compiled form', () => {
    expect(() => loadCompiledForm('[{"a":1},2]')).toThrow('not a compiled form');
    expect(() => loadCompiledForm('{')).toThrow();
  });

  it('refuses to write a function the compiler did not make', () => {
    const tampered = { ...form, extra: () => true } as unknown as CompiledForm;
    expect(() => serializeCompiledForm(tampered)).toThrow(/function/);
  });
});
