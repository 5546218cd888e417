/**
 * (A) Run-time compile, as the portal was before issue 17: the page's script compiles the
 * partner's undergraduate variant, then mounts its largest page.
 */
import { compiledVariant } from '@admissions/partner-config';
import '@admissions/form-engine/styles.css';
import { publish, renderEngine } from './mount.tsx';

// The first statement after the imports: the clock starts when this module runs.
const t0 = performance.now();
publish(async () => {
  const form = compiledVariant('undergraduate');
  return renderEngine(form, t0, performance.now());
});
