import { createContext, useContext, type ReactNode } from 'react';
import type { FormStore } from '../core/index.ts';

const FormStoreContext = createContext<FormStore | null>(null);

export interface FormProviderProps {
  /** The store of this form instance (see `createFormStore`). */
  readonly store: FormStore;
  readonly children?: ReactNode;
}

/** Makes a form store available to the widgets below. */
export function FormProvider({ store, children }: FormProviderProps) {
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>;
}

/** The store of the nearest {@link FormProvider}; throws outside one. */
export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('useFormStore must be used inside <FormProvider>');
  return store;
}
