/**
 * The page of the hostile-host tests, bundled by esbuild and run in Chromium: a host link, then
 * an engine form (error summary, labels, hints, a text field, radios, a dropdown, an add-another
 * block with its heading) with its errors shown, as a host renders it after a submission.
 */
import { createRoot } from 'react-dom/client';
import { compileFormOrThrow, createFormStore, type FormDefinition } from '../../src/index.ts';
import { ErrorSummary, FormPage, FormProvider } from '../../src/renderer/index.ts';
import { yesNo } from '../fixtures/yes-no.ts';

const definition: FormDefinition = {
  id: 'hostile',
  title: 'Hostile host',
  optionLists: {
    yesNo,
  },
  pages: [
    {
      id: 'about',
      path: '/about',
      title: 'About you',
      stepLabel: 'Step 01',
      sections: [
        {
          id: 'main',
          title: 'About you',
          fields: [
            {
              widget: 'text',
              key: 'first_name',
              label: 'Legal first name',
              // Long enough that the page is as wide as its maximum in any host layout.
              hint: 'Your first or given name exactly as it appears on your passport or on another official identity document.',
              rules: [{ rule: 'required' }],
            },
            {
              widget: 'radio',
              key: 'us_citizen',
              label: 'Are you a citizen of the United States?',
              options: 'yesNo',
              rules: [{ rule: 'required' }],
            },
            { widget: 'dropdown', key: 'veteran', label: 'Are you a veteran?', options: 'yesNo' },
            {
              widget: 'addAnother',
              id: 'schools',
              prefix: 'school_',
              max: 2,
              addLabel: 'Add another school',
              itemLabel: 'School {n}',
              fields: [{ widget: 'text', key: 'school_city', label: 'City' }],
            },
          ],
        },
      ],
    },
  ],
};

const form = compileFormOrThrow(definition, {
  first_name: 'string',
  us_citizen: 'string',
  us_citizen_desc: 'string',
  veteran: 'string',
  veteran_desc: 'string',
  school_city: 'string',
  school_2_city: 'string',
});
const store = createFormStore(form);
store.getState().setErrors({
  first_name: ['Legal first name is required'],
  us_citizen: ['Are you a citizen of the United States? is required'],
});
store.getState().setShowErrors(true);

createRoot(document.getElementById('app')!).render(
  <FormProvider store={store} mode="answers-only">
    <ErrorSummary currentPath="/about" />
    <FormPage page={form.pages[0]!} />
  </FormProvider>,
);
