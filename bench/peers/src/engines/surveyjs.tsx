/**
 * SurveyJS (survey-core + survey-react-ui v3, its default theme): a model per mount from the
 * survey JSON, with the answers and the measured page current; validation is the model's
 * `validate()` over every page.
 */
import { Model } from 'survey-core';
// The theme without its web fonts (which it would fetch from Google Fonts).
import 'survey-core/survey-core.fontless.min.css';
import { Survey } from 'survey-react-ui';
import { peerData, type PeerForm } from '../model.ts';
import { registerSurveyFunctions, toSurvey } from '../to-surveyjs.ts';
import type { BenchForm, Engine } from './types.ts';

export function surveyjs(form: PeerForm, bench: BenchForm): Engine {
  const start = performance.now();
  registerSurveyFunctions();
  const { json, unexpressed } = toSurvey(form);
  const data = peerData(form, bench.sample);
  const convertMs = performance.now() - start;
  const modelOf = (answers: Record<string, unknown>) => {
    const model = new Model(json);
    model.data = answers;
    return model;
  };
  let mounted: Model | undefined;
  return {
    id: 'surveyjs',
    label: 'SurveyJS',
    convertMs,
    unexpressed,
    prepare() {
      mounted = modelOf(data);
      mounted.currentPage = mounted.getPageByName(bench.pageId);
      return <Survey model={mounted} />;
    },
    typingInput(container) {
      const id = mounted?.getQuestionByName(bench.typingKey)?.inputId;
      return id ? container.querySelector(`input[id="${id}"]`) : null;
    },
    async validation() {
      const sample = modelOf(data);
      const other = modelOf({});
      // `false`: validate without showing errors (no UI here); every page is validated.
      return {
        validateSample: () => sample.validate(false, false),
        isValid(state) {
          other.data = peerData(form, state);
          return other.validate(false, false);
        },
        // Read after the timings: measuring the schema is not part of validating.
        get schemaBytes() {
          return JSON.stringify(json).length;
        },
      };
    },
  };
}
