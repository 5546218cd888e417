import { createValidator, type CompiledForm, type FormValidator } from '@admissions/form-engine';

const validators = new WeakMap<CompiledForm, Promise<FormValidator>>();

/**
 * The form's validator, created once (it loads ajv on demand: the first page renders without
 * waiting for it). The server runs the same engine and schema on submit.
 */
export function loadValidator(form: CompiledForm): Promise<FormValidator> {
  let validator = validators.get(form);
  if (!validator) {
    validator = createValidator(form);
    validators.set(form, validator);
  }
  return validator;
}
