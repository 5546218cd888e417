/**
 * (A) First validation with the run-time validator: `createValidator` loads ajv, then the first
 * `validatePage` compiles the page's schema (`new Function`) and the first `validate` the whole
 * form's. The form is compiled at load, outside the measurement.
 */
import { createValidator } from '@admissions/form-engine';
import { compiledVariant } from '@admissions/partner-config';
import { publish, settle } from './mount.tsx';
import { PAGE_ID } from './types.ts';

const form = compiledVariant('undergraduate');
publish(async () => {
  const state = { answers: {}, ...window.__aotInput.seed };
  await settle();
  const t0 = performance.now();
  const validator = await createValidator(form);
  const page = validator.validatePage(PAGE_ID, state);
  const t1 = performance.now();
  const whole = validator.validate(state);
  const t2 = performance.now();
  validator.validatePage(PAGE_ID, state);
  const t3 = performance.now();
  validator.validate(state);
  const t4 = performance.now();
  return {
    pageMs: t1 - t0,
    formMs: t2 - t1,
    pageAgainMs: t3 - t2,
    formAgainMs: t4 - t3,
    pageErrors: Object.keys(page.errors).length,
    formErrors: Object.keys(whole.errors).length,
  };
});
