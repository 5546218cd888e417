/**
 * The default validation messages (issue 28, item 9): GOV.UK's error message pattern built from
 * the field's label and widget ("Enter first name", "Select program", "… must be 50 characters
 * or more"), a question quoted whole instead of "…scholarship? must be", and the add-another
 * block named in every message of a block's field, type errors included. The same in Spanish,
 * and a catalogue of templates still gets exactly its words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompiledValidator } from '../../build/index.ts';
import { buildAndImport } from '../../../test/build/equivalence-harness.ts';
import { compileFormOrThrow } from '../compiler/compile-form.ts';
import type { Answers, DataModel, FormDefinition } from '../definition/index.ts';
import { createValidator, type FormValidator } from '../validation/validator.ts';
import { es } from './es.ts';
import type { FormMessagesOverride } from './types.ts';

const yesNo = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

/** A stranger's scholarship form, in `words` (English or Spanish labels). */
function scholarship(words: Record<string, string>): FormDefinition {
  return {
    id: 'scholarship',
    title: 'Scholarship',
    pages: [
      {
        id: 'apply',
        path: '/apply',
        title: 'Apply',
        stepLabel: 'Step 1',
        sections: [
          {
            id: 'you',
            fields: [
              {
                widget: 'text',
                key: 'first_name',
                label: words.first!,
                rules: [{ rule: 'required' }],
              },
              { widget: 'text', key: 'zip', label: 'ZIP code', rules: [{ rule: 'required' }] },
              { widget: 'date', key: 'birth_date', label: words.birth! },
              {
                widget: 'dropdown',
                key: 'program',
                label: words.program!,
                options: [
                  { value: '', label: '--' },
                  { value: 'UG', label: 'UG' },
                ],
                rules: [{ rule: 'required' }],
              },
              {
                widget: 'radio',
                key: 'transfer',
                label: words.transfer!,
                options: yesNo,
                rules: [{ rule: 'required' }],
              },
              {
                widget: 'textarea',
                key: 'why',
                label: words.why!,
                rules: [{ rule: 'required' }, { rule: 'minLength', value: 50 }],
              },
              {
                widget: 'checkbox',
                key: 'agree',
                label: words.agree!,
                rules: [{ rule: 'mustBeTrue' }],
              },
              {
                widget: 'addAnother',
                id: 'colleges',
                prefix: 'college_',
                max: 2,
                addLabel: '+',
                itemLabel: words.college,
                fields: [{ widget: 'text', key: 'college_credits', label: words.credits! }],
              },
              {
                widget: 'addAnother',
                id: 'prizes',
                prefix: 'prize_',
                max: 2,
                addLabel: '+',
                fields: [{ widget: 'text', key: 'prize_year', label: words.prize! }],
              },
            ],
          },
        ],
      },
    ],
  };
}

const ENGLISH = {
  first: 'First name',
  birth: 'Date of birth',
  program: 'Program',
  transfer: 'Do you have credits from another college?',
  why: 'Why do you deserve this scholarship?',
  agree: 'I agree to the terms',
  college: 'College {n}',
  credits: 'Credits earned',
  prize: 'Year of the prize',
};
const SPANISH = {
  first: 'Nombre',
  birth: 'Fecha de nacimiento',
  program: 'Programa',
  transfer: '¿Tiene créditos de otra universidad?',
  why: '¿Por qué merece esta beca?',
  agree: 'Acepto las condiciones',
  college: 'Universidad {n}',
  credits: 'Créditos obtenidos',
  prize: 'Año del premio',
};

const MODEL: DataModel = {
  first_name: 'string',
  zip: 'string',
  birth_date: 'date',
  program: 'string',
  program_desc: 'string',
  transfer: 'string',
  transfer_desc: 'string',
  why: 'string',
  agree: 'boolean',
  college_credits: 'number',
  college_2_credits: 'number',
  prize_year: 'integer',
  prize_2_year: 'integer',
};

/** Blank questions, a short essay, and text in the number boxes of each second block. */
const ANSWERS: Answers = {
  why: 'Because.',
  birth_date: '2001-02-30',
  first_name: 'x'.repeat(46),
  college_2_credits: 'twelve' as never,
  prize_2_year: '2020' as never,
};
const STATE = { answers: ANSWERS, addAnother: { colleges: 2, prizes: 2 } };

/** The run-time validator and the generated one, which must say the same. */
async function validators(words: Record<string, string>, messages?: FormMessagesOverride) {
  const form = compileFormOrThrow(scholarship(words), MODEL, { messages });
  const imported = await buildAndImport(form);
  const runtime = await createValidator(form);
  const precompiled = createPrecompiledValidator(form, imported) as FormValidator;
  const errors = runtime.validate(STATE).errors;
  expect(precompiled.validate(STATE).errors).toEqual(errors);
  return { errors, dispose: () => imported.dispose() };
}

describe('the default messages in English (GOV.UK pattern)', () => {
  let run: Awaited<ReturnType<typeof validators>>;
  beforeAll(async () => (run = await validators(ENGLISH)), 60_000);
  afterAll(() => run?.dispose());

  it('a blank text box says "Enter", the label lower-cased unless an acronym', () => {
    expect(run.errors.zip).toEqual(['Enter ZIP code']);
    expect(run.errors.first_name).toEqual(['First name must be 45 characters or fewer']);
  });

  it('a blank choice says "Select"; a question is quoted; a checkbox is named', () => {
    expect(run.errors.program).toEqual(['Select program']);
    expect(run.errors.transfer).toEqual([
      'Select an answer to “Do you have credits from another college?”',
    ]);
    expect(run.errors.agree).toEqual(['Select “I agree to the terms”']);
  });

  it('a question’s length reads without the "?… must" collision', () => {
    expect(run.errors.why).toEqual([
      'Your answer to “Why do you deserve this scholarship?” must be 50 characters or more',
    ]);
    expect(run.errors.birth_date).toEqual(['Date of birth must be a real date']);
  });

  it('a block field’s type error names its block: the heading, or the number without one', () => {
    expect(run.errors.college_2_credits).toEqual(['Credits earned (College 2) must be a number']);
    expect(run.errors.prize_2_year).toEqual(['Year of the prize (2) must be a whole number']);
  });
});

describe('the default messages in Spanish', () => {
  let run: Awaited<ReturnType<typeof validators>>;
  beforeAll(async () => (run = await validators(SPANISH, es)), 60_000);
  afterAll(() => run?.dispose());

  it('"Introduzca", "Seleccione", "Marque", and the question quoted', () => {
    expect(run.errors.zip).toEqual(['Introduzca ZIP code']);
    expect(run.errors.program).toEqual(['Seleccione programa']);
    expect(run.errors.transfer).toEqual([
      'Seleccione una respuesta a «¿Tiene créditos de otra universidad?»',
    ]);
    expect(run.errors.agree).toEqual(['Marque «Acepto las condiciones»']);
    expect(run.errors.why).toEqual([
      'Su respuesta a «¿Por qué merece esta beca?» debe tener 50 caracteres o más',
    ]);
    expect(run.errors.first_name).toEqual(['Nombre debe tener 45 caracteres o menos']);
  });

  it('the block is named in a type error', () => {
    expect(run.errors.college_2_credits).toEqual([
      'Créditos obtenidos (Universidad 2) debe ser un número',
    ]);
  });
});

describe('a catalogue of templates', () => {
  it('gets exactly its words: the bare label, and {n} filled in every message', async () => {
    const run = await validators(ENGLISH, {
      ruleRequired: '{label}',
      ruleMinLength: '{label} must be at least {min} characters.',
      checkType: 'Block {n}: {label} has a value of the wrong type.',
    });
    expect(run.errors.program).toEqual(['Program']);
    expect(run.errors.why).toEqual([
      'Why do you deserve this scholarship? must be at least 50 characters.',
    ]);
    expect(run.errors.college_2_credits).toEqual([
      'Block 2: Credits earned has a value of the wrong type.',
    ]);
    await run.dispose();
  }, 60_000);
});
