import { Form } from '@admissions/form-engine/react';
import '@admissions/form-engine/styles.css';
import { useState } from 'react';
import * as en from 'virtual:form-engine/en';
import * as fr from 'virtual:form-engine/fr';

const forms = { en, fr };
const thanks = { en: 'Thank you for applying.', fr: 'Merci de votre candidature.' };

export default function App() {
  const [language, setLanguage] = useState<keyof typeof forms>('en');
  return (
    <main lang={language}>
      <button type="button" aria-pressed={language === 'en'} onClick={() => setLanguage('en')}>
        English
      </button>
      <button type="button" aria-pressed={language === 'fr'} onClick={() => setLanguage('fr')}>
        Français
      </button>
      <Form
        form={forms[language]}
        onSubmit={(answers, { state, files }) => (
          // An application would post these (server/validate.mjs checks them again) and the file.
          <>
            <h1>{thanks[language]}</h1>
            <pre>{JSON.stringify({ answers, addAnother: state.addAnother }, null, 2)}</pre>
            <p>{`${files.transcript?.name}: ${files.transcript?.size} bytes`}</p>
          </>
        )}
      />
    </main>
  );
}
