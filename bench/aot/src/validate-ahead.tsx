/**
 * (B) First validation with the plugin's `LazyValidator`: the first `validatePage` imports the
 * page's generated chunk and runs it, the first `validate` the whole form's. No ajv, no compile.
 */
import { validator } from 'virtual:form-engine/undergraduate';
import { publish, settle } from './mount.tsx';
import { PAGE_ID } from './types.ts';

publish(async () => {
  const state = { answers: {}, ...window.__aotInput.seed };
  await settle();
  const t0 = performance.now();
  const page = await validator.validatePage(PAGE_ID, state);
  const t1 = performance.now();
  const whole = await validator.validate(state);
  const t2 = performance.now();
  return {
    pageMs: t1 - t0,
    formMs: t2 - t1,
    pageErrors: Object.keys(page.errors).length,
    formErrors: Object.keys(whole.errors).length,
  };
});
