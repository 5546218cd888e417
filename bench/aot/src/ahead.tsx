/**
 * (B) Built ahead of time, as the portal is now: the form comes from the Vite plugin's
 * `virtual:form-engine/undergraduate` (by default its checked definition, compiled when the
 * module loads), imported as a chunk of its own.
 */
import '@admissions/form-engine/styles.css';
import { fetchedBy, publish, renderEngine } from './mount.tsx';

// The first statement after the imports: the clock starts when this module runs.
const t0 = performance.now();
publish(async () => {
  const { form } = await import('virtual:form-engine/undergraduate');
  const formReady = performance.now();
  // Splits the import into the network (here, localhost) and parsing and running the chunk.
  return renderEngine(form, t0, formReady, { chunkFetchedMs: fetchedBy(t0, formReady) - t0 });
});
