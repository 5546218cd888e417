/**
 * Issue 30, validation as data: the check table (src/core/validation/table) says exactly what
 * ajv says on the JSON Schema export — same keys, same messages, same order — over random states
 * of every form the engine's tests ship (the harness of the ahead-of-time equivalence test), on
 * malformed documents, and on complete applications; and it runs where code generation cannot.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullAnswers, fullLayout, largeDefinition } from '../../bench/large-definition.ts';
import { compileFormOrThrow } from '../../src/core/compiler/compile-form.ts';
import type { CompiledForm } from '../../src/core/compiler/compiled-form.ts';
import type { DataModel, FormDefinition, FormState } from '../../src/core/definition/index.ts';
import { createAjvValidator } from '../../src/build/ajv-validator.ts';
import { createValidator, type FormValidator } from '../../src/core/validation/validator.ts';
import { stateArbitrary } from '../build/equivalence-harness.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';

const TODAY = new Date('2026-11-21T12:00:00Z');
const now = () => TODAY;

/** One field per rule kind and answer type, so each check's keywords meet values either side. */
const EVERY_RULE: FormDefinition = {
  id: 'every-rule',
  title: 'Every rule',
  optionLists: {
    yesNo: [
      { value: '', label: '--' },
      { value: 'Y', label: 'Yes' },
      { value: 'N', label: 'No' },
    ],
  },
  pages: [
    {
      id: 'one',
      path: '/one',
      title: 'One',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'numbers',
          fields: [
            { widget: 'radio', key: 'more', label: 'More?', options: 'yesNo' },
            {
              widget: 'text',
              key: 'gpa',
              label: 'GPA',
              rules: [{ rule: 'numberRange', min: 0, max: 4, step: 0.1 }],
            },
            {
              widget: 'text',
              key: 'score',
              label: 'Score',
              rules: [{ rule: 'numberRange', min: -1.5, max: 1.5 }],
            },
            {
              widget: 'text',
              key: 'hours',
              label: 'Hours',
              rules: [{ rule: 'integerRange', min: 3, max: 40, step: 5 }],
            },
            {
              widget: 'text',
              key: 'count',
              label: 'Count',
              rules: [{ rule: 'integerRange', min: 0, max: 100, step: 10 }, { rule: 'required' }],
            },
            {
              widget: 'text',
              key: 'code',
              label: 'Code',
              maxLength: 6,
              visibleWhen: { valueKey: 'more', operator: 'equals', target: 'Y' },
              rules: [
                {
                  rule: 'pattern',
                  pattern: '^[A-Z]{2}\\d+$',
                  message: 'Two letters, then digits.',
                },
                { rule: 'minLength', value: 3 },
                { rule: 'maxLength', value: 5 },
              ],
            },
            {
              widget: 'text',
              key: 'essay',
              label: 'Essay',
              rules: [{ rule: 'minLength', value: 4 }],
            },
          ],
        },
        {
          id: 'others',
          fields: [
            { widget: 'text', key: 'zip', label: 'ZIP', rules: [{ rule: 'digits' }] },
            {
              widget: 'text',
              key: 'year',
              label: 'Year',
              rules: [{ rule: 'integerRange', min: 1990, max: 2030 }],
            },
            {
              widget: 'checkbox',
              key: 'agree',
              label: 'I agree',
              rules: [
                {
                  rule: 'mustBeTrue',
                  when: { valueKey: 'more', operator: 'notEquals', target: 'N' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
const EVERY_RULE_MODEL: DataModel = {
  more: 'string',
  more_desc: 'string',
  gpa: 'number',
  score: 'number',
  hours: 'integer',
  count: 'integer',
  code: 'string',
  essay: 'string',
  zip: 'string',
  year: 'string',
  agree: 'boolean',
};

const forms: [string, () => CompiledForm][] = [
  ['a form with every rule kind', () => compileFormOrThrow(EVERY_RULE, EVERY_RULE_MODEL)],
  ['the example form', () => compileFormOrThrow(exampleDefinition, exampleModel)],
  [
    'the 633-field benchmark definition',
    () => {
      const { definition, model } = largeDefinition();
      return compileFormOrThrow(definition, model);
    },
  ],
];

/** Documents a client could send that are not form states. */
const MALFORMED: unknown[] = [
  null,
  [],
  'answers',
  {},
  { answers: [] },
  { answers: 'x', addAnother: { parents: 0 } },
  { answers: {}, addAnother: 'x', tabs: [] },
  { answers: {}, addAnother: { a: 0, b: 1.5, c: 'x', d: 11, 'e/f~': 0.5 } },
  { answers: {}, tabs: { g: 1, h: 'x' } },
  { answers: { zz: 1 }, tabs: 'x', addAnother: [] },
];

describe.each(forms)('the check table of %s', (name, compile) => {
  let form: CompiledForm;
  let ajv: FormValidator;
  let table: FormValidator;
  beforeAll(async () => {
    form = compile();
    ajv = await createAjvValidator(form, { now });
    table = await createValidator(form, { now });
  }, 120_000);

  it('gives the messages ajv gives on the JSON Schema, whole form and each page', () => {
    const pageIds = form.pages.map((p) => p.id);
    fc.assert(
      fc.property(stateArbitrary(form, TODAY), fc.constantFrom(...pageIds), (state, pageId) => {
        expect(table.validate(state)).toEqual(ajv.validate(state));
        expect(table.validatePage(pageId, state)).toEqual(ajv.validatePage(pageId, state));
      }),
      { numRuns: 200 },
    );
  }, 300_000);

  it('says what ajv says of a malformed document', () => {
    for (const document of MALFORMED) {
      const state = document as FormState;
      expect(table.validate(state), JSON.stringify(document)).toEqual(ajv.validate(state));
      const page = form.pages[0]!.id;
      expect(table.validatePage(page, state), JSON.stringify(document)).toEqual(
        ajv.validatePage(page, state),
      );
    }
  });

  it('judges a complete application as ajv does, and names a missing answer', () => {
    const layout = fullLayout(form);
    const state = { answers: fullAnswers(form, layout), ...layout };
    expect(table.validate(state)).toEqual(ajv.validate(state));
    // The benchmark's answers are written to pass every rule it has.
    if (name.includes('benchmark')) expect(table.validate(state).valid).toBe(true);
    const [firstKey] = Object.keys(state.answers);
    const broken = { ...state, answers: { ...state.answers, [firstKey!]: '' } };
    expect(table.validate(broken).valid).toBe(false);
    expect(table.validate(broken)).toEqual(ajv.validate(broken));
  });
});

describe('the check table without code generation', () => {
  it('validates with the Function constructor and eval gone (a strict CSP)', async () => {
    const form = compileFormOrThrow(exampleDefinition, exampleModel);
    const saved = { Function: globalThis.Function, eval: globalThis.eval };
    const refuse = () => {
      throw new EvalError('code generation refused');
    };
    try {
      globalThis.Function = refuse as unknown as FunctionConstructor;
      globalThis.eval = refuse;
      const table = await createValidator(form, { now });
      const result = table.validate({ answers: {} });
      expect(result.valid).toBe(false);
      expect(Object.keys(result.errors).length).toBeGreaterThan(0);
    } finally {
      Object.assign(globalThis, saved);
    }
  });

  it('refuses, when it is built, a check it cannot express', async () => {
    const { checkFunction } = await import('../../src/core/validation/table/schema-checks.ts');
    expect(() => checkFunction({ type: 'string', contentMediaType: 'text/html' })).toThrow(
      /cannot express the JSON Schema keyword "contentMediaType"/,
    );
  });
});
