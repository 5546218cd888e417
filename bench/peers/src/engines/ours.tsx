/**
 * Our engine, as the portal uses it: a store per form instance, the page rendered by `FormPage`,
 * validation by `createValidator` (the form's check table: plain functions, no ajv).
 */
import {
  createFormStore,
  createValidator,
  type CompiledForm,
  type CompiledPage,
} from '@admissions/form-engine';
import { FormPage, FormProvider } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';
import type { BenchForm, Engine } from './types.ts';

/** Our engine on the compiled form (compiled once when the page loads, like the portal does). */
export function ours(form: CompiledForm, bench: BenchForm, compileMs: number): Engine {
  const page: CompiledPage = form.pages.find((p) => p.id === bench.pageId)!;
  return {
    id: 'ours',
    label: 'ours (@admissions/form-engine)',
    convertMs: compileMs,
    unexpressed: [],
    prepare() {
      const store = createFormStore(form, bench.sample);
      return (
        <FormProvider store={store} mode="edit">
          <FormPage page={page} />
        </FormProvider>
      );
    },
    typingInput: (container) => container.querySelector(`input#${bench.typingKey}`),
    async validation() {
      const validator = await createValidator(form);
      return {
        validateSample: () => validator.validate(bench.sample).valid,
        isValid: (state) => validator.validate(state).valid,
        // Read after the timings: measuring the schema is not part of validating.
        get schemaBytes() {
          return JSON.stringify(validator.schema).length;
        },
      };
    },
  };
}
