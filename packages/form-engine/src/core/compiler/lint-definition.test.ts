import { describe, expect, it } from 'vitest';
import type { DataModel } from '../definition/index.ts';
import { createSourceLocator, jsonOffsets } from '../definition/source-map.ts';
import { lintDefinition } from './lint-definition.ts';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const page = (fields: unknown[]) => ({
  id: 'p',
  path: '/p',
  title: 'P',
  stepLabel: 'Step 01',
  sections: [{ id: 's', fields }],
});
const form = (fields: unknown[]) => ({
  id: 'f',
  title: 'F',
  optionLists: { yesNo },
  pages: [page(fields)],
});
const model: DataModel = { citizen: 'string', citizen_desc: 'string', a: 'string', b: 'string' };
const errorsOf = async (definition: unknown, dataModel: DataModel | undefined = model) => {
  const result = await lintDefinition(definition, dataModel);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) => `${e.code} ${e.path}`);
};

describe('lintDefinition: schema and meaning errors in one run', () => {
  it('keeps checking meaning after a field is dropped for a schema error, with the author’s indexes', async () => {
    // The unknown widget removes field 0 from the compiled copy; the meaning error of the field
    // after it must still name index 2, where the author wrote it.
    const errors = await errorsOf(
      form([
        { widget: 'txet', key: 'a', label: 'A' },
        { widget: 'radio', key: 'citizen', label: 'Citizen?', options: 'yesNo' },
        {
          widget: 'text',
          key: 'b',
          label: 'B',
          visibleWhen: { valueKey: 'citizen', operator: 'in', target: ['Y', 'MAYBE'] },
        },
      ]),
    );
    expect(errors).toContain('unknown-widget /pages/0/sections/0/fields/0/widget');
    expect(errors).toContain('condition-option /pages/0/sections/0/fields/2/visibleWhen/target');
    // The dropped field's own key is not reported as missing from the page.
    expect(errors.join('\n')).not.toMatch(/"a"/);
  });

  it('drops only the broken condition, not the field it guards', async () => {
    const errors = await errorsOf(
      form([
        { widget: 'radio', key: 'citizen', label: 'Citizen?', options: 'yesNo' },
        {
          widget: 'text',
          key: 'b',
          label: 'B',
          visibleWhen: { valueKey: 'citizen', operator: 'is', target: 'Y' },
          rules: [
            { rule: 'required', when: { valueKey: 'citizen', operator: 'equals', target: 'X' } },
          ],
        },
      ]),
    );
    expect(errors).toEqual([
      'unknown-operator /pages/0/sections/0/fields/1/visibleWhen/operator',
      'condition-option /pages/0/sections/0/fields/1/rules/0/when/target',
    ]);
  });

  it('checks targets against option values of notEquals and hide rules too, not of lt or answered', async () => {
    const definition = {
      ...form([
        { widget: 'radio', key: 'citizen', label: 'Citizen?', options: 'yesNo' },
        { widget: 'text', key: 'a', label: 'A' },
        { widget: 'text', key: 'b', label: 'B' },
      ]),
      hideRules: [
        { when: { valueKey: 'citizen', operator: 'notEquals', target: 'yes' }, keys: ['a'] },
      ],
    };
    expect(await errorsOf(definition)).toEqual(['condition-option /hideRules/0/when/target']);
    definition.hideRules[0]!.when = { valueKey: 'citizen', operator: 'notEquals', target: 'N' };
    expect((await lintDefinition(definition, model)).ok).toBe(true);
  });
});

describe('source locations', () => {
  it('finds every value, and members at their key', () => {
    const text = '{\n  "a": [1, {"b~/c": "x\\"y"}],\n  "d": true\n}';
    const offsets = jsonOffsets(text);
    expect(text.slice(offsets.get('/a')!)).toMatch(/^"a"/);
    expect(text.slice(offsets.get('/a/1')!)).toMatch(/^\{"b/);
    expect(text.slice(offsets.get('/a/1/b~0~1c')!)).toMatch(/^"b~\/c"/);
    expect(text.slice(offsets.get('/d')!)).toMatch(/^"d": true/);
  });

  it('maps a pointer of an assembled definition to the file it was mounted from', () => {
    const layout = '{\n  "pages": [\n    { "id": "about", "sectionFiles": ["family"] }\n  ]\n}';
    const family =
      '{\n  "sections": [\n    {\n      "id": "parents",\n      "fields": []\n    }\n  ]\n}';
    const locate = createSourceLocator([
      { file: 'undergraduate.json', text: layout },
      {
        file: 'sections/family.json',
        text: family,
        at: '/pages/0/sections/0',
        pointer: '/sections/0',
      },
    ]);
    expect(locate('/pages/0/sections/0/fields')).toEqual({
      file: 'sections/family.json',
      pointer: '/sections/0/fields',
      line: 5,
      column: 7,
    });
    expect(locate('/pages/0/id')).toEqual({
      file: 'undergraduate.json',
      pointer: '/pages/0/id',
      line: 3,
      column: 7,
    });
    // Something the file lacks (a missing property) resolves to what encloses it.
    expect(locate('/pages/0/title')?.pointer).toBe('/pages/0');
  });

  it('lintDefinition attaches the location to every diagnostic', async () => {
    const definition = form([{ widget: 'text', key: 'a', label: 'A', lable: 'typo' }]);
    const text = JSON.stringify(definition, null, 2);
    const result = await lintDefinition(
      definition,
      { a: 'string' },
      { sources: [{ file: 'f.json', text }] },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [error] = result.errors;
    const line = text.split('\n').findIndex((l) => l.includes('"lable"')) + 1;
    expect(error?.source).toEqual({
      file: 'f.json',
      pointer: '/pages/0/sections/0/fields/0/lable',
      line,
      column: text.split('\n')[line - 1]!.indexOf('"lable"') + 1,
    });
  });
});
