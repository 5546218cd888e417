import { useCallback } from 'react';
import type { AnswerValue, CompiledField, Option } from '../core/index.ts';
import { useFormStore } from '../bindings/form-context.tsx';
import { useAnswer } from '../bindings/hooks.ts';

/** A field's value and its setter: what most widgets need from the store. */
export function useFieldValue(
  field: CompiledField,
): [AnswerValue | undefined, (value: AnswerValue) => void] {
  const store = useFormStore();
  const value = useAnswer(field.key);
  const setValue = useCallback(
    (next: AnswerValue) => store.getState().setAnswer(field.key, next),
    [store, field.key],
  );
  return [value, setValue];
}

/**
 * Stores a choice and its label in `<key>_desc` together (one change, one hide-rule pass), as
 * dropdowns and radios do; the blank option stores "" for both.
 */
export function useChoice(
  field: CompiledField,
): [string, (value: string, options: readonly Option[]) => void] {
  const store = useFormStore();
  const value = useAnswer(field.key);
  const choose = useCallback(
    (next: string, options: readonly Option[]) => {
      const label = next === '' ? '' : (options.find((o) => o.value === next)?.label ?? '');
      store
        .getState()
        .setAnswers({ [field.key]: next, ...(field.descKey ? { [field.descKey]: label } : {}) });
    },
    [store, field.key, field.descKey],
  );
  return [value === undefined || value === null ? '' : String(value), choose];
}

/** Text for an input: empty answers show as "". */
export const asText = (value: AnswerValue | undefined): string =>
  value === undefined || value === null ? '' : String(value);
