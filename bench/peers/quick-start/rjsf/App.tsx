// The quick-start scholarship form with react-jsonschema-form v6 (core theme, ajv 8 validator).
import { useState } from 'react';
import Form from '@rjsf/core';
import {
  mergeObjects,
  replaceStringParameters,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type TranslatableString,
  type UiSchema,
} from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import fr from './fr.json';
import schemas from './schema.json';
import uiSchemas from './uiSchema.json';

type Answers = Record<string, unknown>;
const en = {
  title: 'Scholarship application',
  back: 'Back',
  continue: 'Continue',
  submit: 'Submit',
  thanks: 'Thank you',
  fileType: 'The transcript must be a PDF, JPEG or PNG file.',
  fileSize: 'The transcript must be 2 MB or smaller.',
};
const PAGES = ['about', 'activities'] as const;
const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const MAX_BYTES = 2 * 1024 * 1024;

const frenchStrings = (text: TranslatableString, params?: string[]) =>
  replaceStringParameters((fr.strings as Record<string, string>)[text] ?? text, params);
// ajv's "must match "then" schema" repeats the conditional's required error in the summary.
const withoutIf: ErrorTransformer = (errors) => errors.filter((error) => error.name !== 'if');
const toFrench: ErrorTransformer = (errors) =>
  withoutIf(errors).map((error) => {
    const text = (fr.errors as Record<string, string>)[error.name ?? ''];
    const message = text?.replace('{limit}', String(error.params?.limit)) ?? error.message;
    return { ...error, message, stack: `${error.title} : ${message}` };
  });

export default function App() {
  const [lang, setLang] = useState<'en' | 'fr'>('en');
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers[]>([{}, {}]);
  const [done, setDone] = useState(false);
  const t = lang === 'fr' ? fr.words : en;
  const page = PAGES[step]!;

  // The file widget keeps a data URL; its type and size are checked here.
  const checkTranscript: CustomValidator<Answers> = (formData, errors) => {
    const file = formData?.transcript;
    if (typeof file !== 'string') return errors;
    if (!TYPES.some((type) => file.startsWith(`data:${type};`)))
      errors.transcript?.addError(t.fileType);
    if ((file.length - file.indexOf(',')) * 0.75 > MAX_BYTES)
      errors.transcript?.addError(t.fileSize);
    return errors;
  };

  const onSubmit = (formData: Answers) => {
    const next = answers.with(step, formData);
    setAnswers(next);
    if (step === 0) return setStep(1);
    console.log({ ...next[0], ...next[1] });
    setDone(true);
  };

  return (
    <main lang={lang}>
      <button onClick={() => setLang('en')}>English</button>
      <button onClick={() => setLang('fr')}>Français</button>
      <h1>{t.title}</h1>
      {done ? (
        <p role="status">{t.thanks}</p>
      ) : (
        <Form
          // rjsf keeps its first translateString: a new language needs a new form.
          key={`${step}-${lang}`}
          schema={schemas[page] as RJSFSchema}
          uiSchema={
            (lang === 'fr'
              ? mergeObjects(uiSchemas[page], fr.uiSchema[page])
              : uiSchemas[page]) as UiSchema
          }
          formData={answers[step]}
          validator={validator}
          noHtml5Validate
          // Otherwise a required Yes/No starts as No and can never be missing.
          experimental_defaultFormStateBehavior={{ requiredBooleanDefault: 'skip' }}
          omitExtraData
          focusOnFirstError
          customValidate={checkTranscript}
          transformErrors={lang === 'fr' ? toFrench : withoutIf}
          translateString={lang === 'fr' ? frenchStrings : undefined}
          onChange={({ formData }) => setAnswers((all) => all.with(step, formData ?? {}))}
          onSubmit={({ formData }) => onSubmit(formData ?? {})}
        >
          {step === 1 && (
            <button type="button" onClick={() => setStep(0)}>
              {t.back}
            </button>
          )}
          <button type="submit">{step === 0 ? t.continue : t.submit}</button>
        </Form>
      )}
    </main>
  );
}
