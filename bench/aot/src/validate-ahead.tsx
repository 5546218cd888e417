/**
 * (B) First validation with the plugin's `LazyValidator`: the first `validatePage` imports the
 * page's generated chunk and runs it, the first `validate` the whole form's. No ajv, no compile.
 */
import { validator } from 'virtual:form-engine/undergraduate';
import { fetchedBy, publish, settle } from './mount.tsx';
import { PAGE_ID } from './types.ts';

publish(async () => {
  const state = { answers: {}, ...window.__aotInput.seed };
  await settle();
  const t0 = performance.now();
  const page = await validator.validatePage(PAGE_ID, state);
  const t1 = performance.now();
  const whole = await validator.validate(state);
  const t2 = performance.now();
  await validator.validatePage(PAGE_ID, state);
  const t3 = performance.now();
  await validator.validate(state);
  const t4 = performance.now();
  return {
    pageMs: t1 - t0,
    formMs: t2 - t1,
    pageAgainMs: t3 - t2,
    pageFetchedMs: fetchedBy(t0, t1) - t0,
    formFetchedMs: fetchedBy(t1, t2) - t1,
    formAgainMs: t4 - t3,
    pageErrors: Object.keys(page.errors).length,
    formErrors: Object.keys(whole.errors).length,
  };
});
