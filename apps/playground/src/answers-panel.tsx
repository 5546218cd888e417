/**
 * The live answers map, the Validate action (the error summary in the preview, each key's
 * messages here, as the applicant would read them) and the answers' JSON Schema to download.
 */
import {
  createValidator,
  type CompiledForm,
  type FieldErrors,
  type FormStore,
} from '@admissions/form-engine';
import { useState } from 'react';
import { useStoreState } from './preview.tsx';
import { download } from './share.ts';

export interface AnswersPanelProps {
  readonly form: CompiledForm;
  readonly store: FormStore;
}

export function AnswersPanel({ form, store }: AnswersPanelProps) {
  const state = useStoreState(store);
  const [result, setResult] = useState<{ store: FormStore; errors: FieldErrors } | undefined>();

  const validate = async () => {
    const validator = await createValidator(form);
    const { errors } = validator.validate(store.snapshot());
    store.getState().setErrors(errors);
    store.getState().setShowErrors(true);
    setResult({ store, errors });
  };
  const downloadSchema = async () => {
    const validator = await createValidator(form);
    download(
      `${form.definition.id}.answers.schema.json`,
      JSON.stringify(validator.schema, null, 2),
    );
  };
  // Errors belong to the store they were computed for: a recompiled form starts clean.
  const errors = result?.store === store ? Object.entries(result.errors) : undefined;

  return (
    <div className="pg-answers">
      <div className="pg-actions">
        <button type="button" onClick={() => void validate()}>
          Validate
        </button>
        <button type="button" onClick={() => void downloadSchema()}>
          Download the answers’ JSON Schema
        </button>
      </div>
      <div role="status" className="pg-validation">
        {errors &&
          (errors.length === 0 ? (
            <p>No errors: the answers are valid.</p>
          ) : (
            <>
              <p>
                {errors.length} {errors.length === 1 ? 'key has' : 'keys have'} errors:
              </p>
              <ul>
                {errors.map(([key, messages]) => (
                  <li key={key}>
                    <code>{key}</code> ({form.fields.get(key)?.label ?? key}): {messages.join(' ')}
                  </li>
                ))}
              </ul>
            </>
          ))}
      </div>
      <h3 id="pg-answers-title">Answers</h3>
      <pre className="pg-json" tabIndex={0} aria-labelledby="pg-answers-title">
        {JSON.stringify(state.answers, null, 2)}
      </pre>
    </div>
  );
}
