import type Ajv2020 from 'ajv/dist/2020.js';
import type addFormats from 'ajv-formats';

/** ajv's draft 2020-12 class and the formats plugin, loaded together. */
export interface AjvModules {
  readonly Ajv2020: typeof Ajv2020;
  readonly addFormats: typeof addFormats;
}

let loading: Promise<AjvModules> | undefined;

/**
 * Loads ajv on first use. Validation and definition linting are the only parts of the engine
 * that need it, and ajv is most of the engine's weight: loading it on demand keeps it out of what
 * a browser downloads to show a form (bundlers split a dynamic import into its own chunk).
 */
export function loadAjv(): Promise<AjvModules> {
  loading ??= Promise.all([import('ajv/dist/2020.js'), import('ajv-formats')]).then(
    ([ajv, formats]) => ({
      Ajv2020: ajv.default,
      addFormats: formats.default,
    }),
  );
  return loading;
}
