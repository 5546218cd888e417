/**
 * Types of the modules `@admissions/form-engine/vite` serves. Reference them once in the app:
 * `/// <reference types="@admissions/form-engine/vite-client" />`.
 */
declare module 'virtual:form-engine/*' {
  import type { CompiledForm } from '@admissions/form-engine';
  import type { LazyValidator } from '@admissions/form-engine/precompiled';
  /** The compiled form, read from the data built ahead of time. */
  export const form: CompiledForm;
  /** The form's validators, each generated module loaded when first needed. */
  export const validator: LazyValidator;
  export default form;
}
