// Our engine, minimal: a one-field form compiled in the browser, rendered, and validated on demand
// (createValidator loads ajv with a dynamic import, its own chunk).
import { createRoot } from 'react-dom/client';
import { compileFormOrThrow, createFormStore, createValidator } from '@admissions/form-engine';
import { FormPage, FormProvider } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';

const form = compileFormOrThrow({
  id: 'minimal',
  title: 'Minimal',
  pages: [
    {
      id: 'page',
      path: '/page',
      title: 'Page',
      stepLabel: 'Step 1',
      sections: [
        {
          id: 'section',
          fields: [{ widget: 'text', key: 'name', label: 'Name', rules: [{ rule: 'required' }] }],
        },
      ],
    },
  ],
});
const store = createFormStore(form);
const submit = () => void createValidator(form).then((v) => v.validate(store.getState()));

createRoot(document.getElementById('root')!).render(
  <FormProvider store={store} mode="edit">
    <FormPage page={form.pages[0]!} />
    <button onClick={submit}>Submit</button>
  </FormProvider>,
);
