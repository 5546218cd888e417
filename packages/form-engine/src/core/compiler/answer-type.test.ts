import { describe, expect, it } from 'vitest';
import { noModelDefinition, noModelDerived } from '../../../test/fixtures/no-model-form.ts';
import { blockKey, type Field, type FormDefinition } from '../definition/index.ts';
import { createValidator } from '../validation/validator.ts';
import { compileFormOrThrow } from './compile-form.ts';
import { lintDefinition } from './lint-definition.ts';
import { modelOf } from './model-of.ts';

const onePage = (fields: Field[]): FormDefinition => ({
  id: 'f',
  title: 'F',
  pages: [{ id: 'p', path: '/p', title: 'P', stepLabel: '1', sections: [{ id: 's', fields }] }],
});
const gpa = (answerType?: 'string' | 'integer' | 'number'): Field => ({
  widget: 'text',
  key: 'gpa',
  label: 'GPA',
  ...(answerType ? { answerType } : {}),
  rules: [{ rule: 'numberRange', min: 0, max: 4, step: 0.1 }],
});

describe('answerType: what a text field’s answer is, declared beside the field (issue 28)', () => {
  it('a form with no data model lints clean, the declared decimal included', async () => {
    const result = await lintDefinition(noModelDefinition);
    expect(result.ok ? result.warnings : result.errors).toEqual([]);
  });

  it('a text field declared number validates 3.7 as a number and refuses "abc" with a message', async () => {
    const form = compileFormOrThrow(noModelDefinition);
    expect(form.fields.get('gpa')!.type).toBe('number');
    const validator = await createValidator(form);
    expect(validator.validate({ answers: { gpa: 3.7 } }).errors.gpa).toBeUndefined();
    // A number typed as text is no answer of a number type: the store keeps numbers as numbers.
    expect(validator.validate({ answers: { gpa: '3.7' } }).errors.gpa).toBeDefined();
    // The range's message names the label and the bounds (0.0 and 4.0, the step's one decimal).
    const range = form.fields.get('gpa')!.rules[1]!.message;
    expect(range).toMatch(/^GPA .*0\.0.*4\.0/);
    expect(validator.validate({ answers: { gpa: 'abc' } }).errors.gpa).toContain(range);
    expect(validator.validate({ answers: { gpa: 4.1 } }).errors.gpa).toEqual([range]);
  });

  it('rules are checked against the declared type: numberRange needs a number, pattern a string', async () => {
    const undeclared = await lintDefinition(onePage([gpa()]));
    expect(undeclared.ok ? [] : undeclared.errors.map((e) => e.code)).toEqual(['rule-type']);
    const pattern: Field = {
      widget: 'text',
      key: 'score',
      label: 'Score',
      answerType: 'integer',
      rules: [{ rule: 'pattern', pattern: '^[0-9]+$' }],
    };
    const declared = await lintDefinition(onePage([gpa('number'), pattern]));
    expect(declared.ok ? [] : declared.errors.map((e) => [e.code, e.path])).toEqual([
      ['rule-type', '/pages/0/sections/0/fields/1/rules/0'],
    ]);
  });

  it('a data model that agrees with the declaration compiles; one that disagrees is an error at file:line:col', async () => {
    const definition = onePage([gpa('number')]);
    expect((await lintDefinition(definition, { gpa: 'number' })).ok).toBe(true);
    const text = JSON.stringify(definition, null, 2);
    const result = await lintDefinition(
      definition,
      { gpa: 'integer' },
      { sources: [{ file: 'form.json', text }] },
    );
    const line = text.split('\n').findIndex((l) => l.includes('"answerType"')) + 1;
    expect(result.ok ? [] : result.errors).toEqual([
      {
        severity: 'error',
        code: 'answer-type',
        path: '/pages/0/sections/0/fields/0/answerType',
        message: '"gpa" is declared number here but is integer in the data model',
        source: {
          file: 'form.json',
          pointer: '/pages/0/sections/0/fields/0/answerType',
          line,
          column: text.split('\n')[line - 1]!.indexOf('"answerType"') + 1,
        },
      },
    ]);
  });

  it('only text fields declare a type: the other widgets’ answers are fixed by the widget', async () => {
    const date = { widget: 'date', key: 'd', label: 'D', answerType: 'string' } as Field;
    const result = await lintDefinition(onePage([date]));
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.path])).toEqual([
      ['unknown-property', '/pages/0/sections/0/fields/0/answerType'],
    ]);
  });
});

describe('modelOf: the data model a definition implies (issue 28)', () => {
  it('lists every key with its type: numbered block keys, _desc companions, declared types', () => {
    const model = modelOf(noModelDefinition);
    expect(model).toEqual(noModelDerived);
    // In the order the form asks them, as a model file would be written.
    expect(Object.keys(model)).toEqual(Object.keys(noModelDerived));
  });

  it('of a form compiled with a model: the model’s types, without keys no page asks', () => {
    const form = compileFormOrThrow(noModelDefinition, { ...noModelDerived, unused: 'string' });
    expect(modelOf(form)).toEqual(noModelDerived);
  });
});

describe('blockKey: the one numbering of add-another keys (issue 28)', () => {
  it('keeps block 1’s key and numbers later blocks after the prefix, companions alike', () => {
    expect(blockKey('college_', 'college_name', 1)).toBe('college_name');
    expect(blockKey('college_', 'college_name', 2)).toBe('college_2_name');
    expect(blockKey('college_', 'college_country_desc', 3)).toBe('college_3_country_desc');
  });

  it('is the compiler’s numbering', () => {
    const form = compileFormOrThrow(noModelDefinition);
    const block = form.blocks.get('colleges')!;
    block.instances.forEach((nodes, i) => {
      const keys = nodes.flatMap((node) => (node.kind === 'field' ? [node.field.key] : []));
      expect(keys).toEqual(
        ['college_name', 'college_credits', 'college_country'].map((key) =>
          blockKey(block.prefix, key, i + 1),
        ),
      );
    });
  });
});
