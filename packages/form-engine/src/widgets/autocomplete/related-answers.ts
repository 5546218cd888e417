import type { LookupDetail } from '../../backend/form-backend.ts';
import type {
  AnswerValue,
  Answers,
  CompiledField,
  CompiledForm,
  Option,
} from '../../core/index.ts';

/** A patch of answers for one `setAnswers` call. */
export type AnswerPatch = Record<string, AnswerValue>;

/** Categories whose detail names the key's value; the rest are schools (`name`). */
const KEY_DETAIL_FIELD = { address: 'address_line_1' } as const;

const clip = (text: string, max: number | undefined) =>
  max !== undefined && text.length > max ? text.slice(0, max) : text;

/** A detail value as stored text ("" when missing). */
const detailText = (detail: LookupDetail | undefined, name: string): string => {
  const value: unknown = detail?.[name];
  return value === undefined || value === null ? '' : String(value);
};

/** The label of `value` among a field's options (the list for the controlling answer if keyed). */
function optionLabel(target: CompiledField, value: string, read: (key: string) => unknown): string {
  if (value === '' || !target.options) return '';
  let list: readonly Option[] | undefined;
  if (Array.isArray(target.options)) list = target.options as readonly Option[];
  else if (target.controller) {
    const controlling: unknown = read(target.controller);
    list = (target.options as Readonly<Record<string, readonly Option[]>>)[
      String(controlling ?? '')
    ];
  }
  return list?.find((option) => option.value === value)?.label ?? '';
}

/**
 * The answers a lookup detail writes: every related answer key gets the detail's value (""
 * when missing, clipped to that field's maximum), its `_desc` companion the matching option label,
 * and the autocomplete's own key the detail's `name` (schools) or `address_line_1` (addresses)
 * when present, else `label` (for an address found by city or ZIP alone: "", the street is
 * the applicant's to type). Without a detail (a failed lookup) the related answers are cleared
 * and the key keeps `label`.
 */
export function detailAnswers(
  form: CompiledForm,
  field: CompiledField,
  answers: Answers,
  detail: LookupDetail | undefined,
  label: string,
): AnswerPatch {
  const patch: AnswerPatch = {};
  const read = (key: string): unknown => (key in patch ? patch[key] : answers[key]);
  const targets = Object.entries(field.relatedFields ?? {});
  for (const [lookupName, answerKey] of targets)
    patch[answerKey] = clip(detailText(detail, lookupName), form.fields.get(answerKey)?.maxLength);
  // Labels once every value is in, so a keyed list can follow a controlling value of the same detail.
  for (const [, answerKey] of targets) {
    const target = form.fields.get(answerKey);
    if (target?.descKey)
      patch[target.descKey] = optionLabel(target, String(patch[answerKey]), read);
  }
  const category =
    field.definition.widget === 'autocomplete' ? field.definition.category : 'address';
  const own = detailText(detail, category === 'address' ? KEY_DETAIL_FIELD.address : 'name');
  // A place found by city or ZIP has no street: leave the street for the applicant to type rather
  // than writing "Columbus, OH" into it. A school keeps its label; a failed lookup keeps the label.
  const fallback = category === 'address' && detail ? '' : label;
  patch[field.key] = clip(own || fallback, field.maxLength);
  return patch;
}

/** The key and every related answer (and its `_desc`) set to `keyValue` and "" respectively. */
export function clearedAnswers(
  form: CompiledForm,
  field: CompiledField,
  keyValue: string,
): AnswerPatch {
  const patch: AnswerPatch = {};
  for (const answerKey of Object.values(field.relatedFields ?? {})) {
    patch[answerKey] = '';
    const descKey = form.fields.get(answerKey)?.descKey;
    if (descKey) patch[descKey] = '';
  }
  patch[field.key] = keyValue;
  return patch;
}
