import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '../../build/index.ts';
import { buildAndImport } from '../../../test/build/equivalence-harness.ts';
import { es } from '../messages/es.ts';
import { compileForm, compileFormOrThrow } from '../compiler/compile-form.ts';
import type { DataModel, FormDefinition, Rule } from '../definition/index.ts';
import { createValidator, type FormValidator } from './validator.ts';

/** One page with a GPA (a decimal answer) under the given rules. */
const gpaForm = (rules: Rule[]): FormDefinition => ({
  id: 'scholarship',
  title: 'Scholarship',
  pages: [
    {
      id: 'grades',
      path: '/grades',
      title: 'Grades',
      stepLabel: 'Step 01',
      sections: [{ id: 'main', fields: [{ widget: 'text', key: 'gpa', label: 'GPA', rules }] }],
    },
  ],
});
const MODEL: DataModel = { gpa: 'number' };

/** The run-time validator and the build-ahead one (ajv standalone, written and imported). */
async function validators(definition: FormDefinition) {
  const form = compileFormOrThrow(definition, MODEL);
  const imported = await buildAndImport(form);
  return {
    runtime: await createValidator(form),
    precompiled: createPrecompiledValidator(form, imported) as FormValidator,
    imported,
  };
}

describe('the numberRange rule', () => {
  let plain: Awaited<ReturnType<typeof validators>>;
  let stepped: Awaited<ReturnType<typeof validators>>;
  beforeAll(async () => {
    plain = await validators(gpaForm([{ rule: 'numberRange', min: 0, max: 4 }]));
    stepped = await validators(gpaForm([{ rule: 'numberRange', min: 0, max: 4, step: 0.1 }]));
  }, 60_000);
  afterAll(async () => {
    await plain?.imported.dispose();
    await stepped?.imported.dispose();
  });

  /** The GPA's messages, the same in the browser's generated validator as at run time. */
  const messagesOf = (v: typeof plain, gpa: unknown) => {
    const state = { answers: { gpa: gpa as number } };
    const errors = v.runtime.validate(state).errors.gpa ?? [];
    expect(v.precompiled.validate(state).errors.gpa ?? []).toEqual(errors);
    return errors;
  };

  it('takes a decimal inside the range (3.7 in 0–4) and refuses one outside with a message naming the range', () => {
    expect(messagesOf(plain, 3.7)).toEqual([]);
    expect(messagesOf(plain, 0)).toEqual([]);
    expect(messagesOf(plain, 4)).toEqual([]);
    expect(messagesOf(plain, 4.1)).toEqual(['GPA must be a number between 0 and 4']);
    expect(messagesOf(plain, -0.5)).toEqual(['GPA must be a number between 0 and 4']);
    // Text is no number, even text of one: the widget stores a JSON number.
    expect(messagesOf(plain, '3.7')).toEqual([
      'GPA must be a number between 0 and 4',
      'GPA must be a number',
    ]);
  });

  it('with step 0.1 takes 3.7 (whose quotient is 37.00000000000001) and refuses 3.75, naming the range with the step’s decimals', () => {
    const message = 'GPA must be a number between 0.0 and 4.0';
    for (const ok of [3.7, 0.1, 0.3, 2.9, 4]) expect(messagesOf(stepped, ok)).toEqual([]);
    expect(messagesOf(stepped, 3.75)).toEqual([message]);
    expect(messagesOf(stepped, 4.1)).toEqual([message]);
  });

  it('names the range in the catalogue’s language and number style (Spanish: 0,0 a 4,0)', async () => {
    const form = compileFormOrThrow(
      gpaForm([{ rule: 'numberRange', min: 0, max: 4, step: 0.1 }]),
      MODEL,
      { messages: es },
    );
    const validator = await createValidator(form);
    expect(validator.validate({ answers: { gpa: 4.5 } }).errors.gpa).toEqual([
      'GPA debe ser un número entre 0,0 y 4,0',
    ]);
  });

  it('holds for number and integer answers only; integerRange still refuses a decimal', () => {
    const onText = compileForm(gpaForm([{ rule: 'numberRange', min: 0, max: 4 }]), {
      gpa: 'string',
    });
    expect(onText.ok ? [] : onText.errors.map((e) => e.code)).toEqual(['rule-type']);
    expect(
      compileForm(gpaForm([{ rule: 'numberRange', min: 0, max: 4 }]), { gpa: 'integer' }).ok,
    ).toBe(true);
    const integerOnDecimal = compileForm(
      gpaForm([{ rule: 'integerRange', min: 0, max: 4 }]),
      MODEL,
    );
    expect(integerOnDecimal.ok ? [] : integerOnDecimal.errors.map((e) => e.code)).toEqual([
      'rule-type',
    ]);
  });
});
