/**
 * Cold start of ours as the portal ships it: the form from the engine's Vite plugin
 * (`virtual:form-engine/undergraduate`, its default: the checked definition compiled when the
 * module loads, the validators as generated chunks loaded on first use).
 */
import { createFormStore } from '@admissions/form-engine';
import { FormPage, FormProvider } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';
import { form } from 'virtual:form-engine/undergraduate';
import cold from 'virtual:peer-form/ours';
import { coldMount } from './cold.tsx';

coldMount(() => {
  const page = form.pages.find((p) => p.id === cold.pageId)!;
  return (
    <FormProvider store={createFormStore(form, cold.sample)} mode="edit">
      <FormPage page={page} />
    </FormProvider>
  );
});
