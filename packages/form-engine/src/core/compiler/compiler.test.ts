import { describe, expect, it } from 'vitest';
import { exampleDefinition, exampleModel } from '../../../test/fixtures/example-form.ts';
import type { DataModel, Field, FormDefinition, Page } from '../definition/index.ts';
import { compileForm, compileFormOrThrow, DefinitionError } from './compile-form.ts';
import { lintDefinition } from './lint-definition.ts';

const text = (key: string, extra: object = {}): Field =>
  ({ widget: 'text', key, label: key, ...extra }) as Field;
const page = (id: string, fields: Field[]): Page => ({
  id,
  path: `/${id}`,
  title: id,
  stepLabel: id,
  sections: [{ id: 's', fields }],
});
const form = (pages: Page[], extra: Partial<FormDefinition> = {}): FormDefinition => ({
  id: 'test',
  title: 'Test',
  pages,
  ...extra,
});
const model = (...keys: string[]): DataModel => Object.fromEntries(keys.map((k) => [k, 'string']));

/** Lints and returns the errors (failing the test if it compiled). */
async function errorsOf(definition: FormDefinition, dataModel?: DataModel) {
  const result = await lintDefinition(definition, dataModel);
  if (result.ok) throw new Error('expected definition errors');
  return result.errors.map(({ code, path, message }) => ({ code, path, message }));
}

describe('the example definition', () => {
  it('compiles with no errors and no warnings', async () => {
    const result = compileForm(exampleDefinition, exampleModel);
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('expands add-another blocks into numbered keys, up to the maximum', async () => {
    const compiled = compileFormOrThrow(exampleDefinition, exampleModel);
    expect([...compiled.fields.keys()].filter((k) => k.startsWith('college_'))).toEqual([
      'college_name',
      'college_city',
      'college_2_name',
      'college_2_city',
      'college_3_name',
      'college_3_city',
      'college_4_name',
      'college_4_city',
    ]);
    const second = compiled.fields.get('college_2_name')!;
    expect(second.block).toEqual({ id: 'colleges', n: 2, heading: 'College 2' });
    expect(second.relatedFields).toEqual({ ceeb: 'college_2_ceeb', city: 'college_2_city' });
    expect(compiled.fields.get('parent_2_email_address')!.label).toBe('Parent/Guardian 2 e-mail');
    expect(compiled.blocks.get('colleges')!.instances).toHaveLength(4);
  });

  it('knows the page of every stored key, companions included', async () => {
    const compiled = compileFormOrThrow(exampleDefinition, exampleModel);
    expect(compiled.keyPage.get('gender_desc')).toBe('about');
    expect(compiled.keyPage.get('college_3_ceeb')).toBe('education');
    expect(compiled.keyPage.get('legal_agree')).toBe('final-steps');
  });
});

describe('bad configuration', () => {
  it('a key on more than one page', async () => {
    expect(await errorsOf(form([page('a', [text('x')]), page('b', [text('x')])]))).toEqual([
      {
        code: 'duplicate-key',
        path: '/pages/1/sections/0/fields/0/key',
        message: 'key "x" of "x" is already used by "x" on page "a" (this is page "b")',
      },
    ]);
  });

  it('a key twice on one page', async () => {
    expect((await errorsOf(form([page('a', [text('x'), text('x')])])))[0]!.message).toMatch(
      /^key "x" of "x" is already used by "x"$/,
    );
  });

  it('a key outside the data model', async () => {
    expect(await errorsOf(form([page('a', [text('x'), text('y')])]), model('x'))).toEqual([
      {
        code: 'unknown-key',
        path: '/pages/0/sections/0/fields/1/key',
        message: 'key "y" is not in the data model',
      },
    ]);
  });

  it('a numbered add-another key outside the data model', async () => {
    const block: Field = {
      widget: 'addAnother',
      id: 'c',
      prefix: 'college_',
      max: 2,
      addLabel: 'Add',
      fields: [text('college_name')],
    };
    expect(await errorsOf(form([page('a', [block])]), model('college_name'))).toEqual([
      {
        code: 'unknown-key',
        path: '/pages/0/sections/0/fields/0/fields/0/key',
        message: 'key "college_2_name" is not in the data model',
      },
    ]);
  });

  it('an add-another maximum above 10', async () => {
    const block: Field = {
      widget: 'addAnother',
      id: 'c',
      prefix: 'c_',
      max: 11,
      addLabel: 'Add',
      fields: [text('c_x')],
    };
    expect(await errorsOf(form([page('a', [block])]))).toEqual([
      {
        code: 'add-another-max',
        path: '/pages/0/sections/0/fields/0/max',
        message: 'an add-another block allows at most 10 blocks, not 11',
      },
    ]);
  });

  it('an unknown operator', async () => {
    const field = text('y', { visibleWhen: { valueKey: 'x', operator: 'contains', target: 'a' } });
    expect(await errorsOf(form([page('a', [text('x'), field])]))).toEqual([
      {
        code: 'unknown-operator',
        path: '/pages/0/sections/0/fields/1/visibleWhen/operator',
        message:
          'unknown operator "contains" (one of "equals", "notEquals", "lt", "lte", "gt", "gte", "answered", "notAnswered", "in", "notIn")',
      },
    ]);
  });

  it('a condition on an unknown key', async () => {
    const field = text('y', {
      visibleWhen: {
        all: [
          { valueKey: 'x', operator: 'answered' },
          { valueKey: 'nope', operator: 'answered' },
        ],
      },
    });
    expect(await errorsOf(form([page('a', [text('x'), field])]), model('x', 'y'))).toEqual([
      {
        code: 'unknown-condition-key',
        path: '/pages/0/sections/0/fields/1/visibleWhen',
        message: '"y" depends on "nope", which is not in the data model',
      },
    ]);
  });

  it('a condition target of the wrong type or a target the operator cannot take', async () => {
    const wrongType = text('y', { visibleWhen: { valueKey: 'x', operator: 'equals', target: 1 } });
    expect(
      (await errorsOf(form([page('a', [text('x'), wrongType])]), model('x', 'y')))[0]!.code,
    ).toBe('condition-type');
    const noList = text('y', { visibleWhen: { valueKey: 'x', operator: 'in', target: 'a' } });
    expect((await errorsOf(form([page('a', [text('x'), noList])])))[0]).toMatchObject({
      code: 'bad-condition',
      message: 'operator "in" needs a non-empty array target',
    });
  });

  it('a rule that cannot hold for its answer’s type (issue 28: a pattern on a number never passes)', async () => {
    const gpa = text('gpa', {
      rules: [{ rule: 'required' }, { rule: 'pattern', pattern: '^[0-4]$' }],
    });
    const decimal = text('score', { rules: [{ rule: 'integerRange', min: 0, max: 4 }] });
    const born: Field = {
      widget: 'date',
      key: 'born',
      label: 'Born',
      rules: [{ rule: 'maxLength', value: 10 }],
    };
    const types: DataModel = { gpa: 'number', score: 'number', born: 'date' };
    expect(await errorsOf(form([page('a', [gpa, decimal, born])]), types)).toEqual([
      {
        code: 'rule-type',
        path: '/pages/0/sections/0/fields/0/rules/1',
        message:
          'the pattern rule cannot hold for "gpa", whose answer is a number: no answer would ever pass it (it applies to string answers)',
      },
      {
        code: 'rule-type',
        path: '/pages/0/sections/0/fields/1/rules/0',
        message:
          'the integerRange rule cannot hold for "score", whose answer is a number: no answer would ever pass it (it applies to string or integer answers)',
      },
      {
        code: 'rule-type',
        path: '/pages/0/sections/0/fields/2/rules/0',
        message:
          'the maxLength rule cannot hold for "born", whose answer is a date: no answer would ever pass it (it applies to string answers)',
      },
    ]);
  });

  it('a hide rule on an unknown key', async () => {
    const definition = form([page('a', [text('x')])], {
      hideRules: [{ when: { valueKey: 'x', operator: 'answered' }, keys: ['ghost'] }],
    });
    expect(await errorsOf(definition, model('x'))).toEqual([
      {
        code: 'unknown-key',
        path: '/hideRules/0/keys/0',
        message: 'key "ghost" is not in the data model',
      },
    ]);
  });

  it('block fields must carry the block prefix', async () => {
    const block: Field = {
      widget: 'addAnother',
      id: 'c',
      prefix: 'college_',
      max: 2,
      addLabel: 'Add',
      fields: [text('name')],
    };
    expect((await errorsOf(form([page('a', [block])])))[0]).toMatchObject({
      code: 'block-prefix',
      path: '/pages/0/sections/0/fields/0/fields/0/key',
    });
  });

  it('option lists: unknown names, a missing blank "--" first, repeated values', async () => {
    const unknown: Field = { widget: 'dropdown', key: 'x', label: 'X', options: 'nope' };
    expect((await errorsOf(form([page('a', [unknown])])))[0]).toMatchObject({
      code: 'unknown-option-list',
      message: 'unknown option list "nope"',
    });
    const noBlank: Field = {
      widget: 'dropdown',
      key: 'x',
      label: 'X',
      options: [{ value: 'A', label: 'A' }],
    };
    expect((await errorsOf(form([page('a', [noBlank])])))[0]!.code).toBe('missing-blank-option');
    const repeated: Field = {
      widget: 'dropdown',
      key: 'x',
      label: 'X',
      options: [
        { value: '', label: '--' },
        { value: 'A', label: 'A' },
        { value: 'A', label: 'B' },
      ],
    };
    expect((await errorsOf(form([page('a', [repeated])])))[0]!.code).toBe('duplicate-option');
  });

  it('a dropdown whose _desc companion is not in the model', async () => {
    const field: Field = {
      widget: 'radio',
      key: 'x',
      label: 'X',
      options: [{ value: 'Y', label: 'Yes' }],
    };
    expect((await errorsOf(form([page('a', [field])]), model('x')))[0]).toMatchObject({
      code: 'unknown-key',
      message: 'key "x_desc" is not in the data model',
    });
  });

  it('a widget that cannot store the model type', async () => {
    expect(
      (
        await errorsOf(
          form([page('a', [{ widget: 'checkbox', key: 'x', label: 'X' }])]),
          model('x'),
        )
      )[0]!.code,
    ).toBe('widget-type');
  });

  it('unknown widgets and properties, with their JSON path', async () => {
    const bad = { widget: 'slider', key: 'x', label: 'X' } as unknown as Field;
    expect((await errorsOf(form([page('a', [bad])])))[0]).toEqual({
      code: 'unknown-widget',
      path: '/pages/0/sections/0/fields/0/widget',
      message: expect.stringMatching(
        /^unknown widget "slider" \(one of "text", "textarea", .*"staticText"\)$/,
      ),
    });
    const typo = { widget: 'text', key: 'x', label: 'X', lable: 'y' } as unknown as Field;
    expect(await errorsOf(form([page('a', [typo])]))).toEqual([
      {
        code: 'unknown-property',
        path: '/pages/0/sections/0/fields/0/lable',
        message: 'unknown property "lable"',
      },
    ]);
  });

  it('nested add-another blocks, duplicate ids and tabs without their default', async () => {
    const inner: Field = {
      widget: 'addAnother',
      id: 'i',
      prefix: 'o_i_',
      max: 2,
      addLabel: 'Add',
      fields: [text('o_i_x')],
    };
    const outer: Field = {
      widget: 'addAnother',
      id: 'o',
      prefix: 'o_',
      max: 2,
      addLabel: 'Add',
      fields: [inner],
    };
    expect((await errorsOf(form([page('a', [outer])]))).map((e) => e.code)).toContain(
      'nested-layout',
    );
    const tabs: Field = {
      widget: 'tabs',
      id: 't',
      defaultTab: 'zzz',
      tabs: [
        { id: 'a', label: 'A', fields: [] },
        { id: 'b', label: 'B', fields: [] },
      ],
    };
    expect((await errorsOf(form([page('a', [tabs])])))[0]).toMatchObject({ code: 'unknown-tab' });
  });

  it('reports every error, not the first one only', async () => {
    const errors = await errorsOf(
      form([page('a', [text('x'), text('y')]), page('b', [text('x')])]),
      model('x'),
    );
    expect(errors.map((e) => e.code).sort()).toEqual(['duplicate-key', 'unknown-key']);
  });

  it('compileFormOrThrow lists them in its error', async () => {
    expect(() => compileFormOrThrow(form([page('a', [text('x'), text('x')])]))).toThrow(
      DefinitionError,
    );
  });
});

describe('compileForm without the schema check', () => {
  it('still reports an unknown operator, as a bad condition', () => {
    const field = text('y', { visibleWhen: { valueKey: 'x', operator: 'contains', target: 'a' } });
    const result = compileForm(form([page('a', [text('x'), field])]));
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.message])).toEqual([
      ['bad-condition', 'unknown operator "contains"'],
    ]);
  });

  it('answers a definition that does not match its schema with one clear error, not a crash', () => {
    const result = compileForm({
      id: 'x',
      title: 'X',
      pages: [{ id: 'p' }],
    } as unknown as FormDefinition);
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['malformed-definition']);
  });
});

describe('warnings', () => {
  it('a model key on no page', async () => {
    const result = compileForm(form([page('a', [text('x')])]), model('x', 'orphan'));
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([
      {
        severity: 'warning',
        code: 'key-on-no-page',
        path: '',
        message: 'data-model key "orphan" is on no page',
      },
    ]);
  });
});
