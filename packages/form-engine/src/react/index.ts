/**
 * @admissions/form-engine/react — React bindings over the core store. Widgets subscribe to their
 * own key, so a keystroke re-renders the field typed in, not the page.
 */
export { FormProvider, useFormStore, type FormProviderProps } from './form-context.tsx';
export { useAnswer, useFieldErrors, useFormSelector } from './hooks.ts';
