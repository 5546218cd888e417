/**
 * `@admissions/form-engine/precompiled`: what a browser or server needs to run a form built ahead
 * of time (`form-engine build`, the Vite plugin) — the compiled form read back from data, its
 * check table (`createLazyTableValidator`) or the generated validators — with no compiler, no
 * ajv and no `new Function`.
 */
export {
  loadCompiledForm,
  type LoadCompiledFormOptions,
} from './core/compiler/compiled-form-data.ts';
export {
  createLazyTableValidator,
  createLazyValidator,
  createPrecompiledValidator,
  type LazyValidator,
  type PrecompiledLoaders,
  type PrecompiledModule,
  type PrecompiledModuleLoader,
  type PrecompiledValidators,
} from './core/validation/precompiled.ts';
export type { FieldValueModule } from './core/validation/field-value-messages.ts';
