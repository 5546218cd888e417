import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../src/examples.ts';
import { lintWorkspace } from '../src/lint.ts';
import { workspaceFromHash, workspaceToHash } from '../src/share.ts';

const starter = () => EXAMPLES.find((e) => e.id === 'starter')!.workspace();

describe('lintWorkspace', () => {
  it('compiles every example cleanly (the partner sections with the partner model and lists)', async () => {
    for (const example of EXAMPLES) {
      const outcome = await lintWorkspace(example.workspace(), 'en');
      expect(
        outcome.problems.filter((p) => p.severity === 'error'),
        example.id,
      ).toEqual([]);
      expect(outcome.form, example.id).toBeDefined();
      // The section's own part of the model: no warning about keys of other sections.
      expect(
        outcome.problems.filter((p) => p.code === 'key-on-no-page'),
        example.id,
      ).toEqual([]);
    }
  });

  it('places a meaning error at the line and column of the condition it is about', async () => {
    const workspace = starter();
    const definition = workspace.definition.replace('"target": "Y"', '"target": "Maybe"');
    // The engine reports a target off the options at the condition (its JSON Pointer).
    const line = definition.split('\n').findIndex((l) => l.includes('"visibleWhen"')) + 1;
    const outcome = await lintWorkspace({ ...workspace, definition }, 'en');
    expect(outcome.form).toBeUndefined();
    expect(outcome.problems).toContainEqual(
      expect.objectContaining({
        document: 'definition',
        severity: 'error',
        code: 'condition-option',
        line,
        column: 15,
      }),
    );
  });

  it('places a JSON syntax error, and one in the data model in that document', async () => {
    const workspace = starter();
    const broken = workspace.definition.replace(
      '"title": "Starter form",',
      '"title": "Starter form"',
    );
    const line = broken.split('\n').findIndex((l) => l.includes('"optionLists"')) + 1;
    const outcome = await lintWorkspace({ ...workspace, definition: broken }, 'en');
    expect(outcome.problems).toEqual([
      expect.objectContaining({ document: 'definition', code: 'json-syntax', line }),
    ]);
    const model = await lintWorkspace({ ...workspace, model: '{ "first_name": ' }, 'en');
    expect(model.problems).toEqual([
      expect.objectContaining({ document: 'model', code: 'json-syntax' }),
    ]);
  });

  it('reports keys outside the data model when a model is given', async () => {
    const outcome = await lintWorkspace(
      { ...starter(), model: '{ "first_name": "string" }' },
      'en',
    );
    expect(outcome.problems.map((p) => p.code)).toContain('unknown-key');
  });
});

describe('sharing by URL', () => {
  it('carries the workspace through the hash, and ignores a damaged one', () => {
    const workspace = { ...starter(), model: '{"a":"string"}', partnerLists: true };
    const hash = workspaceToHash(workspace);
    expect(hash.startsWith('#v1=')).toBe(true);
    expect(hash.length).toBeLessThan(workspace.definition.length);
    expect(workspaceFromHash(hash)).toEqual(workspace);
    expect(workspaceFromHash('#v1=not-lz')).toBeUndefined();
    expect(workspaceFromHash('#elsewhere')).toBeUndefined();
  });
});
