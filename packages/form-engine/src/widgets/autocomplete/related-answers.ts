import type { LookupDetail } from '../../backend/form-backend.ts';
import type {
  AnswerValue,
  Answers,
  CompiledField,
  CompiledForm,
  FormStore,
  Option,
} from '../../core/index.ts';

/** A patch of answers for one `setAnswers` call. */
export type AnswerPatch = Record<string, AnswerValue>;

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
 * What a chosen suggestion wrote: the autocomplete's own value and each related answer it filled
 * (answer key → value). Only these values are ever cleared again, so an answer the applicant
 * entered by hand in a related field is never lost to the autocomplete.
 */
export interface SuggestionFill {
  readonly own: string;
  readonly related: Readonly<Record<string, AnswerValue>>;
}

/**
 * The fills of a store's autocompletes by key. Kept beside the store rather than in the widget,
 * so leaving a page and coming back still knows which values a suggestion wrote; not kept in
 * the answers (it is not an answer). After a reload nothing is known, so nothing is cleared.
 */
const fillsByStore = new WeakMap<FormStore, Map<string, SuggestionFill>>();

/** The fills of one store (created on first use). */
export function suggestionFills(store: FormStore): Map<string, SuggestionFill> {
  let fills = fillsByStore.get(store);
  if (!fills) fillsByStore.set(store, (fills = new Map()));
  return fills;
}

/** Sets a related answer and its `_desc` companion to "" in `patch`. */
function clearInto(patch: AnswerPatch, form: CompiledForm, answerKey: string): void {
  patch[answerKey] = '';
  const descKey = form.fields.get(answerKey)?.descKey;
  if (descKey) patch[descKey] = '';
}

/**
 * The related answers (and their `_desc`) that came from an earlier suggestion, set to "": what
 * choosing something else clears (specification §4). An answer came from a suggestion if it
 * still holds the value `fill` records, or if it has no field of its own in the form (a school's
 * code): the applicant cannot enter that one, so only a suggestion wrote it, even before a
 * reload. Answers entered or changed by hand are left alone.
 */
export function releasedAnswers(
  form: CompiledForm,
  field: CompiledField,
  answers: Answers,
  fill: SuggestionFill | undefined,
): AnswerPatch {
  const patch: AnswerPatch = {};
  for (const answerKey of Object.values(field.relatedFields ?? {})) {
    const held = answers[answerKey];
    if (held === undefined || held === null || held === '') continue;
    if (!form.fields.has(answerKey) || fill?.related[answerKey] === held)
      clearInto(patch, form, answerKey);
  }
  return patch;
}

/**
 * The answers a lookup detail writes, and the new fill to remember. Every related answer the
 * detail has a value for gets it (clipped to that field's maximum) and its `_desc` companion the
 * matching option label; one the detail lacks is cleared only if it still holds the `previous`
 * suggestion's value (a hand-entered answer stays). The autocomplete's own key gets the detail
 * field its `valueFrom` names when the detail has it, even "" (the portal's server sends an empty
 * street for a town: the street is the applicant's to type, not "Columbus, OH"); else `label`, the
 * suggestion's text. Without a detail (a failed lookup) only the previous suggestion's values are
 * cleared and the key keeps `label`.
 */
export function detailAnswers(
  form: CompiledForm,
  field: CompiledField,
  answers: Answers,
  detail: LookupDetail | undefined,
  label: string,
  previous?: SuggestionFill,
): { patch: AnswerPatch; fill: SuggestionFill } {
  const patch = releasedAnswers(form, field, answers, previous);
  const related: Record<string, AnswerValue> = {};
  const read = (key: string): unknown => (key in patch ? patch[key] : answers[key]);
  for (const [lookupName, answerKey] of Object.entries(field.relatedFields ?? {})) {
    const value = clip(detailText(detail, lookupName), form.fields.get(answerKey)?.maxLength);
    if (value !== '') patch[answerKey] = related[answerKey] = value;
  }
  // Labels once every value is in, so a keyed list can follow a controlling value of the same detail.
  for (const answerKey of Object.keys(related)) {
    const target = form.fields.get(answerKey);
    if (target?.descKey)
      patch[target.descKey] = optionLabel(target, String(related[answerKey]), read);
  }
  const from = field.definition.widget === 'autocomplete' ? field.definition.valueFrom : undefined;
  const own = from === undefined || detail?.[from] == null ? label : detailText(detail, from);
  const key = clip(own, field.maxLength);
  patch[field.key] = key;
  return { patch, fill: { own: key, related } };
}
