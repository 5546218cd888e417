// The quick-start scholarship form with JSON Forms 3 (vanilla renderers and cells).
import { useState } from 'react';
import type { ErrorObject } from 'ajv';
import {
  defaultErrorTranslator,
  type JsonSchema,
  type Translator,
  type UISchemaElement,
} from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import FileControl, { fileTester } from './FileControl';
import schemas from './schema.json';
import translations from './translations.json';
import uischemas from './uischema.json';

type Answers = Record<string, unknown>;
const PAGES = ['about', 'activities'] as const;
const renderers = [...vanillaRenderers, { tester: fileTester, renderer: FileControl }];
// An error's field as a translation key: "activities.activity" for /activities/0 + activity.
const keyOf = (error: ErrorObject) =>
  [...error.instancePath.split('/'), error.params.missingProperty]
    .filter((part) => part && !/^\d+$/.test(part))
    .join('.');

export default function App() {
  const [locale, setLocale] = useState<'en' | 'fr'>('en');
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers[]>([{}, {}]);
  const [errors, setErrors] = useState<ErrorObject[]>([]);
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState(false);
  const translate = ((key: string, fallback?: string) =>
    (translations[locale] as Record<string, string>)[key] ?? fallback) as Translator;
  // ajv's "must match "then" schema" repeats the conditional's required error.
  const problems = errors.filter((error) => error.keyword !== 'if');

  const next = () => {
    setShown(problems.length > 0);
    if (problems.length > 0) return;
    if (step === 0) return setStep(1);
    const all = { ...answers[0], ...answers[1] };
    // A hidden control keeps its answer in the data.
    if (all.transfer !== 'Yes') delete all.previousCollege;
    console.log(all);
    setDone(true);
  };

  return (
    <main lang={locale}>
      <button onClick={() => setLocale('en')}>English</button>
      <button onClick={() => setLocale('fr')}>Français</button>
      <h1>{translate('title')}</h1>
      {done ? (
        <p role="status">{translate('thanks')}</p>
      ) : (
        <>
          {shown && problems.length > 0 && (
            <ul role="alert">
              {problems.map((error) => (
                <li key={`${error.instancePath}${error.keyword}${error.params.missingProperty}`}>
                  {translate(`${keyOf(error)}.label`, keyOf(error))}:{' '}
                  {defaultErrorTranslator(error, translate)}
                </li>
              ))}
            </ul>
          )}
          <JsonForms
            key={step}
            schema={schemas[PAGES[step]!] as JsonSchema}
            uischema={uischemas[PAGES[step]!] as UISchemaElement}
            data={answers[step]}
            renderers={renderers}
            cells={vanillaCells}
            i18n={{ locale, translate }}
            validationMode={shown ? 'ValidateAndShow' : 'ValidateAndHide'}
            onChange={({ data, errors }) => {
              setAnswers((all) => all.with(step, data));
              setErrors(errors ?? []);
            }}
          />
          {step === 1 && <button onClick={() => setStep(0)}>{translate('back')}</button>}
          <button onClick={next}>{translate(step === 0 ? 'continue' : 'submit')}</button>
        </>
      )}
    </main>
  );
}
