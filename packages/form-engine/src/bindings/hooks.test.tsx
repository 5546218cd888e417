// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleDefinition, exampleModel } from '../../test/fixtures/example-form.ts';
import { compileFormOrThrow, createFormStore } from '../core/index.ts';
import { FormProvider, useAnswer, useFieldErrors, useFormStore } from '../renderer/index.ts';

const form = compileFormOrThrow(exampleDefinition, exampleModel);
const renders: Record<string, number> = {};

function Probe({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const value = useAnswer(name);
  const errors = useFieldErrors(name);
  return <output aria-label={name}>{`${String(value ?? '')}|${errors.join(',')}`}</output>;
}

describe('React bindings', () => {
  it('re-render the field whose key changed, not its neighbours', () => {
    const store = createFormStore(form);
    render(
      <FormProvider store={store}>
        <Probe name="first_name" />
        <Probe name="last_name" />
      </FormProvider>,
    );
    const before = { ...renders };
    act(() => store.getState().setAnswer('first_name', 'Ada'));
    expect(screen.getByLabelText('first_name').textContent).toBe('Ada|');
    expect(renders.first_name).toBe(before.first_name! + 1);
    expect(renders.last_name).toBe(before.last_name);
    act(() => store.getState().setErrors({ last_name: ['Legal Last/Family Name'] }));
    expect(screen.getByLabelText('last_name').textContent).toBe('|Legal Last/Family Name');
    expect(renders.first_name).toBe(before.first_name! + 1);
  });

  it('refuse to run outside a provider', () => {
    function Orphan() {
      useFormStore();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('form widgets must be used inside <FormProvider>');
  });
});
