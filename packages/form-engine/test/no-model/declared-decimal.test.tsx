// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createValidator } from '../../src/core/index.ts';
import { noModelDefinition } from '../fixtures/no-model-form.ts';
import { renderForm } from '../react/render-form.tsx';

describe('a text field declared a decimal, with no data model (answerType, issue 28)', () => {
  it('offers the decimal keypad, stores typed "3.7" as the number 3.7, and keeps "abc" to refuse it', async () => {
    const { store, user } = renderForm(noModelDefinition);
    const input = screen.getByLabelText('GPA') as HTMLInputElement;
    expect(input.inputMode).toBe('decimal');
    await user.type(input, '3.7');
    expect(store.getState().answers.gpa).toBe(3.7);
    const validator = await createValidator(store.form);
    expect(validator.validate({ answers: store.getState().answers }).errors.gpa).toBeUndefined();
    await user.clear(input);
    await user.type(input, 'abc');
    expect(store.getState().answers.gpa).toBe('abc');
    const range = store.form.fields.get('gpa')!.rules.find((r) => r.rule.rule === 'numberRange');
    expect(validator.validate({ answers: store.getState().answers }).errors.gpa).toContain(
      range!.message,
    );
  });
});
