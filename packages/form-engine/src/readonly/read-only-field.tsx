import { useCallback, useId, useSyncExternalStore } from 'react';
import type { AnswerValue, CompiledField } from '../core/index.ts';
import { useFormStore, useMessages } from '../react/form-context.tsx';
import { useAnswer } from '../react/hooks.ts';
import { describeAnswer, schoolCodeKey } from './answer-format.ts';
import { ReadOnlyValueView } from './read-only-value.tsx';

/**
 * One field read-only, as the page renderer shows it to service users (specification §6):
 * choices with "[X]" and "[ ]" marks, checkboxes "[X] label", a school with its code
 * ("Name (Ceeb: 1234)"), an uploaded document as `Document attached for "<key>"` and any other
 * answer as text. It subscribes only to the keys it reads: the answer, its `_desc`, a
 * conditional dropdown's controller, a school's code and the key's document.
 */
export function ReadOnlyField({ field }: { readonly field: CompiledField }) {
  const store = useFormStore();
  const messages = useMessages();
  const value = useAnswer(field.key);
  // Hooks cannot be conditional: a key the field does not have reads the field's own key.
  const desc = useAnswer(field.descKey ?? field.key);
  const controller = useAnswer(field.controller ?? field.key);
  const codeKey = schoolCodeKey(field);
  const code = useAnswer(codeKey ?? field.key);
  const subscribe = useCallback(
    (listener: () => void) => store.subscribeKey(field.key, listener),
    [store, field.key],
  );
  const snapshot = () => store.getState().documents[field.key];
  const document = useSyncExternalStore(subscribe, snapshot, snapshot);
  const labelId = `${useId()}-label`;

  const read: Record<string, AnswerValue | undefined> = { [field.key]: value };
  if (field.descKey) read[field.descKey] = desc;
  if (field.controller) read[field.controller] = controller;
  if (codeKey) read[codeKey] = code;
  const described = describeAnswer(field, (key) => read[key], document, messages);
  return <ReadOnlyValueView value={described} labelId={labelId} id={field.key} />;
}
