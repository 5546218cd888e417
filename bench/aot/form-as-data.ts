/**
 * A second way to get the form built ahead of time, beside the plugin's default: its
 * `formAs: 'data'` module (the compiled form read back with `loadCompiledForm`) served as
 * `virtual:aot-data/undergraduate`. One plugin owns the `virtual:form-engine/` prefix, so this
 * asks a second instance for its form module under another name; that module's validators are
 * still `virtual:form-engine/undergraduate/validate…`, the same chunks the first instance serves.
 */
import { formEngine, type FormEngineOptions } from '@admissions/form-engine/vite';
import type { Plugin } from 'vite';

const ID = 'virtual:aot-data/undergraduate';

/** Serves {@link ID}: the `formAs: 'data'` module of the `undergraduate` form of `forms`. */
export function formAsData(forms: FormEngineOptions['forms']): Plugin {
  const inner = formEngine({ forms, formAs: 'data' });
  const load = typeof inner.load === 'function' ? inner.load : inner.load?.handler;
  if (!load) throw new Error("the engine's plugin has no load hook");
  return {
    name: 'aot-form-as-data',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id, options) {
      return id === `\0${ID}`
        ? load.call(this, '\0virtual:form-engine/undergraduate', options)
        : undefined;
    },
  };
}
