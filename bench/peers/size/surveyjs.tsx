// SurveyJS, minimal: a one-question survey with its default theme (without web fonts).
import { createRoot } from 'react-dom/client';
import { Model } from 'survey-core';
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';

const model = new Model({
  elements: [{ type: 'text', name: 'name', title: 'Name', isRequired: true }],
});

createRoot(document.getElementById('root')!).render(<Survey model={model} />);
