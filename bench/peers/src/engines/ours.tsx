/**
 * Our engine, as the portal uses it: a store per form instance, the page rendered by `FormPage`,
 * validation by `createValidator` (the form's check table: plain functions, no ajv).
 */
import {
  createFormStore,
  createValidator,
  type CompiledForm,
  type CompiledPage,
  type FormValidator,
} from '@admissions/form-engine';
import { FormPage, FormProvider } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';
import type { BenchForm, Engine } from './types.ts';

/**
 * Our engine on the compiled form (compiled once when the page loads, like the portal does). Its
 * validator is made when the page is first shown, as `<Form>` and the portal do: its code loads
 * then and its checks are made while the page is idle.
 */
export function ours(form: CompiledForm, bench: BenchForm, compileMs: number): Engine {
  const page: CompiledPage = form.pages.find((p) => p.id === bench.pageId)!;
  let made: Promise<FormValidator> | undefined;
  const validator = () => (made ??= createValidator(form));
  return {
    id: 'ours',
    label: 'ours (@admissions/form-engine)',
    convertMs: compileMs,
    unexpressed: [],
    prepare() {
      void validator();
      const store = createFormStore(form, bench.sample);
      return (
        <FormProvider store={store} mode="edit">
          <FormPage page={page} />
        </FormProvider>
      );
    },
    typingInput: (container) => container.querySelector(`input#${bench.typingKey}`),
    async validation() {
      const ready = await validator();
      return {
        validateSample: () => ready.validate(bench.sample).valid,
        isValid: (state) => ready.validate(state).valid,
        // Read after the timings: measuring the schema is not part of validating.
        get schemaBytes() {
          return JSON.stringify(ready.schema).length;
        },
      };
    },
  };
}
