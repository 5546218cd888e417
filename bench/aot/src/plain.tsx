/**
 * (C) The plain React list of the same controls, bench/browser's baseline: no engine, no form.
 * The runner passes the counts it read from a run-time page of the same seed.
 */
import '@admissions/form-engine/styles.css';
import { PlainList } from '../../browser/src/baselines.tsx';
import { publish, renderTimed } from './mount.tsx';

// The first statement after the imports: the clock starts when this module runs.
const t0 = performance.now();
publish(async () => {
  const baseline = window.__aotInput.baseline;
  if (!baseline) throw new Error('the runner gave no baseline counts');
  return renderTimed(<PlainList kind="baseline" {...baseline} />, t0, t0);
});
