import type { CompiledForm } from '../compiler/compiled-form.ts';
import type { FormState } from '../definition/index.ts';
import { buildFormSchema } from './form-schema.ts';
import type { FormValidator, ValidatorOptions } from './result.ts';

export type { FieldErrors, FormValidator, ValidationResult, ValidatorOptions } from './result.ts';

/**
 * Creates a validator for a compiled form: its checks interpreted from the form's check table
 * (see `table/`), with the messages ajv gives on the form's JSON Schema (the two are held equal
 * by property tests). No code is generated, so it runs under a strict Content-Security-Policy
 * without a build step, and no ajv is loaded. The table's code loads on first call (hence the
 * promise): showing a form does not need it. Once it has, the fields' checks are made while the
 * browser is idle, so the first validation only runs them: make the validator when the form
 * shows, as `<Form>` does, not when the applicant presses Continue.
 */
export async function createValidator(
  form: CompiledForm,
  options: ValidatorOptions = {},
): Promise<FormValidator> {
  const { checkTableOf, makeChecksWhenIdle, runTable } = await import('./table/run-table.ts');
  makeChecksWhenIdle(form);
  const table = checkTableOf(form);
  const now = options.now ?? (() => new Date());
  const run = (pageId: string | undefined, state: FormState) => {
    if (pageId !== undefined && !form.pages.some((p) => p.id === pageId))
      throw new Error(`unknown page "${pageId}"`);
    return runTable(form, table, pageId, state, now);
  };
  return {
    // The JSON Schema export, built on demand, for back ends in other languages.
    get schema() {
      return buildFormSchema(form).schema;
    },
    pageSchema: (pageId) => buildFormSchema(form, [pageId]).schema,
    validate: (state) => run(undefined, state),
    validatePage: (pageId, state) => run(pageId, state),
  };
}
