/** The bench's own virtual module (../form-as-data.ts): the plugin's form module, read from data. */
declare module 'virtual:aot-data/*' {
  import type { CompiledForm } from '@admissions/form-engine';
  export const form: CompiledForm;
}
