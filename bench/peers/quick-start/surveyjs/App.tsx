// The quick-start scholarship form with SurveyJS (survey-core + survey-react-ui v3, default theme).
import { useState } from 'react';
import { Model, type InputMaskDateTime, type Question, type QuestionTextModel } from 'survey-core';
import 'survey-core/i18n/french';
// The default theme without its web fonts (which it would fetch from Google Fonts).
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';
import json from './survey.json';

export default function App() {
  const [invalid, setInvalid] = useState<Question[]>([]);
  const [survey] = useState(() => {
    const model = new Model(json);
    model.onValidatePage.add((_, { questions }) => setInvalid(questions));
    model.onComplete.add((sender) => console.log(sender.data));
    return model;
  });
  // The date mask's pattern is not localizable: typed day first in French, month first in English.
  const setLocale = (locale: string) => {
    survey.locale = locale;
    const birthDate = survey.getQuestionByName('birthDate') as QuestionTextModel;
    (birthDate.maskSettings as InputMaskDateTime).pattern =
      locale === 'fr' ? 'dd/mm/yyyy' : 'mm/dd/yyyy';
  };

  return (
    <main>
      <button onClick={() => setLocale('')}>English</button>
      <button onClick={() => setLocale('fr')}>Français</button>
      {invalid.length > 0 && (
        <ul role="alert">
          {invalid.map((question) => (
            <li key={question.name}>
              {question.title}: {question.errors[0]?.getText()}
            </li>
          ))}
        </ul>
      )}
      <Survey model={survey} />
    </main>
  );
}
