/** Cold start of SurveyJS: its survey JSON and data shipped as JSON, a model built on load. */
import { Model } from 'survey-core';
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';
import cold from 'virtual:peer-form/surveyjs';
import { registerSurveyFunctions } from '../to-surveyjs.ts';
import { coldMount } from './cold.tsx';

coldMount(() => {
  registerSurveyFunctions();
  const model = new Model(cold.json);
  model.data = cold.data;
  model.currentPage = model.getPageByName(cold.pageId);
  return <Survey model={model} />;
});
