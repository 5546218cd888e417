/**
 * The application: a language switch, the engine's error summary and page, and a Submit button
 * that validates with the engine's validator and shows the errors it finds.
 */
import { createFormStore, type FormStore } from '@admissions/form-engine';
import {
  ErrorSummary,
  FormPage,
  FormProvider,
  type FormToast,
} from '@admissions/form-engine/react';
import { es } from '@admissions/form-engine/locales/es';
import { useEffect, useState, type FormEvent } from 'react';
import { createInMemoryBackend } from './backend.ts';
import { forms, type Locale } from './form/forms.ts';

/** The app's own words, in each language (the engine's come from its catalogue). */
const words = {
  en: { language: 'Language', submit: 'Submit', thanks: 'Thank you: your application was sent.' },
  es: { language: 'Idioma', submit: 'Enviar', thanks: 'Gracias: su solicitud se ha enviado.' },
} as const;

const backend = createInMemoryBackend();

/** Validates the answers; shows the errors in the summary and under the fields if there are any. */
async function validate(store: FormStore, locale: Locale): Promise<boolean> {
  // The language's validator (the form's check table): its chunk loads on the first validation.
  const { valid, errors } = await forms[locale].validator.validate(store.snapshot());
  store.getState().setErrors(errors);
  // The summary and the fields show the errors once they are turned on.
  store.getState().setShowErrors(!valid);
  return valid;
}

export function App() {
  const [locale, setLocale] = useState<Locale>('en');
  const [store, setStore] = useState(() => createFormStore(forms.en.form));
  const [sent, setSent] = useState(false);
  const [toast, setToast] = useState<FormToast>();
  const { form } = forms[locale];
  const page = form.pages[0]!;

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const switchTo = (next: Locale) => {
    if (next === locale) return;
    // Same keys in both definitions: the answers carry over to the other language's store.
    const nextStore = createFormStore(forms[next].form, store.snapshot());
    // Errors already on show are shown again, in the new language.
    if (store.getState().showErrors) void validate(nextStore, next);
    setLocale(next);
    setStore(nextStore);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await validate(store, locale))) return;
    await backend.saveAnswers(store.snapshot().answers);
    setSent(true);
  };

  return (
    <main className="app">
      <header className="app-header">
        <h1>{form.definition.title}</h1>
        <div role="group" aria-label={words[locale].language} className="app-languages">
          <button type="button" aria-pressed={locale === 'en'} onClick={() => switchTo('en')}>
            English
          </button>
          <button type="button" aria-pressed={locale === 'es'} onClick={() => switchTo('es')}>
            Español
          </button>
        </div>
      </header>
      {sent ? (
        <p role="status">{words[locale].thanks}</p>
      ) : (
        <FormProvider
          store={store}
          backend={backend}
          // The engine's own words; the form was compiled with the same catalogue (forms.ts).
          messages={locale === 'es' ? es : undefined}
          onToast={setToast}
        >
          <form noValidate onSubmit={submit}>
            <ErrorSummary currentPath={page.path} />
            <FormPage page={page} />
            <button type="submit" className="app-submit">
              {words[locale].submit}
            </button>
          </form>
        </FormProvider>
      )}
      {toast && (
        <p role="alert" className="app-toast">
          {toast.message}
        </p>
      )}
    </main>
  );
}
