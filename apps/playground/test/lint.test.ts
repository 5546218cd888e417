import { readFileSync } from 'node:fs';
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

  it("opens the partner's files as the definitions folder has them, byte for byte", () => {
    const folder = new URL('../../../packages/partner-config/definitions/', import.meta.url);
    const family = EXAMPLES.find((e) => e.id === 'family')!.workspace();
    expect(family.file).toBe('sections/family.json');
    expect(family.definition).toBe(readFileSync(new URL(family.file!, folder), 'utf8'));
    expect(family.model).toBe(readFileSync(new URL('model.json', folder), 'utf8'));
    expect(family.options).toBe(readFileSync(new URL('options.json', folder), 'utf8'));
  });

  it('places a meaning error at the line and column of the target it is about', async () => {
    const workspace = starter();
    const definition = workspace.definition.replace('"target": "Y"', '"target": "Maybe"');
    // The engine reports a target off the options at the target itself (its JSON Pointer).
    const line = definition.split('\n').findIndex((l) => l.includes('"target": "Maybe"')) + 1;
    const outcome = await lintWorkspace({ ...workspace, definition }, 'en');
    expect(outcome.form).toBeUndefined();
    expect(outcome.problems).toContainEqual(
      expect.objectContaining({
        document: 'definition',
        severity: 'error',
        code: 'condition-option',
        line,
        column: 17,
      }),
    );
  });

  it('places a JSON syntax error, and one in the data model in that document', async () => {
    const workspace = starter();
    const broken = workspace.definition.replace(
      '"title": "Starter form",',
      '"title": "Starter form"',
    );
    // The missing comma is placed where the author types it: after the title, not at the next
    // member (the parser's own position), as the CLI places it.
    const line = broken.split('\n').findIndex((l) => l.includes('"title": "Starter form"')) + 1;
    const outcome = await lintWorkspace({ ...workspace, definition: broken }, 'en');
    expect(outcome.problems).toEqual([
      expect.objectContaining({
        document: 'definition',
        code: 'json-syntax',
        line,
        message: expect.stringContaining('a comma is missing here'),
      }),
    ]);
    const model = await lintWorkspace({ ...workspace, model: '{ "first_name": ' }, 'en');
    expect(model.problems).toEqual([
      expect.objectContaining({ document: 'model', code: 'json-syntax' }),
    ]);
  });

  it("places a section file's problem at the file's own line: the file is edited as it is", async () => {
    const family = EXAMPLES.find((e) => e.id === 'family')!.workspace();
    expect(family.file).toBe('sections/family.json');
    expect(JSON.parse(family.definition)).toHaveProperty('$schema');
    const definition = family.definition.replace('"operator": "equals"', '"operator": "equalsz"');
    const line = definition.split('\n').findIndex((l) => l.includes('"equalsz"')) + 1;
    const outcome = await lintWorkspace({ ...family, definition }, 'en');
    expect(outcome.form).toBeUndefined();
    const errors = outcome.problems.filter((p) => p.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((p) => p.line === line)).toBe(true);
  });

  it("checks a section against the model and option lists files as edited, problems in each file's tab", async () => {
    const family = EXAMPLES.find((e) => e.id === 'family')!.workspace();
    expect(JSON.parse(family.model)).toHaveProperty('groups');
    expect(JSON.parse(family.options!)).toHaveProperty('$schema');
    const cut = family.options!.indexOf(',\n');
    const options = family.options!.slice(0, cut) + family.options!.slice(cut + 1); // no comma
    const line = family.options!.slice(0, cut).split('\n').length; // where the comma belongs
    const broken = await lintWorkspace({ ...family, options }, 'en');
    expect(broken.problems).toEqual([
      expect.objectContaining({ document: 'options', code: 'json-syntax', line }),
    ]);
    // A key taken out of the model file: the section's question is outside the model.
    const model = family.model.replace(/\s*"parents_marital_status": "[a-z]+",/, '');
    expect(model).not.toBe(family.model);
    const outcome = await lintWorkspace({ ...family, model }, 'en');
    expect(outcome.problems.some((p) => p.message.includes('parents_marital_status'))).toBe(true);
  });

  it("places the model file's own mistakes in its tab, where they are written, once each", async () => {
    const family = EXAMPLES.find((e) => e.id === 'family')!.workspace();
    const where = (text: string, needle: string) => {
      const before = text.slice(0, text.indexOf(needle)).split('\n');
      return { line: before.length, column: before.at(-1)!.length + 1 };
    };
    // An unknown type in a repeated group (the parents' block: one key, several numbered copies).
    const mistyped = family.model.replace(
      /"parent_first_name": "string"/,
      '"parent_first_name": "strnig"',
    );
    expect(mistyped).not.toBe(family.model);
    const typed = await lintWorkspace({ ...family, model: mistyped }, 'en');
    expect(typed.problems).toEqual([
      expect.objectContaining({
        document: 'model',
        code: 'model-type',
        ...where(mistyped, '"parent_first_name": "strnig"'),
      }),
    ]);
    // A key written in two groups: placed at its second writing.
    const twice = family.model.replace(
      '"city": "string"',
      '"city": "string",\n        "first_name": "string"',
    );
    expect(twice).not.toBe(family.model);
    const duplicated = await lintWorkspace({ ...family, model: twice }, 'en');
    const second = twice.indexOf('"first_name"', twice.indexOf('"first_name"') + 1);
    const before = twice.slice(0, second).split('\n');
    expect(duplicated.problems).toEqual([
      expect.objectContaining({
        document: 'model',
        code: 'file-expansion',
        line: before.length,
        column: before.at(-1)!.length + 1,
      }),
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
    const workspace = {
      ...starter(),
      model: '{"a":"string"}',
      partnerLists: true,
      file: 'sections/family.json',
    };
    const hash = workspaceToHash(workspace);
    expect(hash.startsWith('#v1=')).toBe(true);
    expect(hash.length).toBeLessThan(workspace.definition.length);
    expect(workspaceFromHash(hash)).toEqual(workspace);
    expect(workspaceFromHash('#v1=not-lz')).toBeUndefined();
    expect(workspaceFromHash('#elsewhere')).toBeUndefined();
  });
});
