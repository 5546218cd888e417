import { useCallback, useId, useSyncExternalStore } from 'react';
import type { AnswerValue, CompiledField } from '../core/index.ts';
import { useFormStore, useMessages } from '../bindings/form-context.tsx';
import { useAnswer } from '../bindings/hooks.ts';
import { describeAnswer, readOnlyTextKeys } from './answer-format.ts';
import { ReadOnlyValueView } from './read-only-value.tsx';

/**
 * One field read-only, as the page renderer shows it in the `read-only` mode (specification §6):
 * choices with "[X]" and "[ ]" marks, checkboxes "[X] label", an autocomplete as its
 * `readOnlyText` words it ("Name (Ceeb: 1234)"), an uploaded document as `Document attached for
 * "<key>"` and any other answer as text. It subscribes only to the keys it reads: the answer, its
 * `_desc`, a conditional dropdown's controller, the related answers `readOnlyText` names and the
 * key's document.
 */
export function ReadOnlyField({ field }: { readonly field: CompiledField }) {
  const store = useFormStore();
  const messages = useMessages();
  const value = useAnswer(field.key);
  // Hooks cannot be conditional: a key the field does not have reads the field's own key.
  const desc = useAnswer(field.descKey ?? field.key);
  const controller = useAnswer(field.controller ?? field.key);
  const related = readOnlyTextKeys(field);
  const relatedKeys = related.join(' ');
  const subscribe = useCallback(
    (listener: () => void) => {
      const keys = relatedKeys ? [field.key, ...relatedKeys.split(' ')] : [field.key];
      const stops = keys.map((key) => store.subscribeKey(key, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, field.key, relatedKeys],
  );
  const snapshot = () => store.getState().documents[field.key];
  const document = useSyncExternalStore(subscribe, snapshot, snapshot);
  // The related answers as one string: a new one when any of them changes.
  const relatedSnapshot = () => JSON.stringify(related.map((key) => store.getState().answers[key]));
  const relatedValues = useSyncExternalStore(subscribe, relatedSnapshot, relatedSnapshot);
  const labelId = `${useId()}-label`;

  const read: Record<string, AnswerValue | undefined> = { [field.key]: value };
  if (field.descKey) read[field.descKey] = desc;
  if (field.controller) read[field.controller] = controller;
  (JSON.parse(relatedValues) as (AnswerValue | null)[]).forEach((answer, i) => {
    read[related[i]!] = answer ?? undefined;
  });
  const described = describeAnswer(field, (key) => read[key], document, messages);
  return <ReadOnlyValueView value={described} labelId={labelId} id={field.key} />;
}
