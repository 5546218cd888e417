import type { FormStoreState } from '@admissions/form-engine';
import { useStore } from 'zustand';
import { usePortal } from '../app/portal-context.tsx';

/** A slice of the portal's form store outside a FormProvider (the layout around the form). */
export function useFormSelector<T>(select: (state: FormStoreState) => T): T {
  return useStore(usePortal().store, select);
}
