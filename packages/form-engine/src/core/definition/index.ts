/**
 * The definition format: the generated types (from schema/form-definition.schema.json) plus the
 * data-model and answer types the engine works with.
 */
export type * from './types.generated.ts';
export {
  defineForm,
  type DataModelJson,
  type ExactShape,
  type FormDefinitionJson,
  type WidenJson,
} from './json-input.ts';
export type { DefinitionSource, SourceLocation } from './source-map.ts';
export { blockKey } from './block-key.ts';
import type {
  AddAnotherField,
  AlertField,
  Field,
  StaticTextField,
  TabsField,
} from './types.generated.ts';

/** The type of one answer key in the data model. */
export type AnswerType = 'string' | 'boolean' | 'integer' | 'number' | 'date' | 'file';

/** Every {@link AnswerType}, to check a data model read from JSON. */
export const ANSWER_TYPES: readonly AnswerType[] = [
  'string',
  'boolean',
  'integer',
  'number',
  'date',
  'file',
];

/**
 * The data model a definition is compiled against: every answer key with its type.
 * `date` answers are ISO `YYYY-MM-DD` strings; `file` answers hold the document marker.
 */
export type DataModel = Readonly<Record<string, AnswerType>>;

/** One stored answer. An empty answer is an empty string; null and a missing key are empty too. */
export type AnswerValue = string | number | boolean | null;

/** The answers map: snake_case key → value. */
export type Answers = Readonly<Record<string, AnswerValue | undefined>>;

/**
 * Everything visibility and validation read: the answers, the add-another block counts
 * (button id → number of blocks, default 1) and the chosen tab per tab group.
 */
export interface FormState {
  readonly answers: Answers;
  readonly addAnother?: Readonly<Record<string, number>>;
  readonly tabs?: Readonly<Record<string, string>>;
}

/** A field that stores an answer under its `key` (every widget except layout widgets). */
export type AnswerField = Exclude<
  Field,
  TabsField | AddAnotherField | AlertField | StaticTextField
>;

/** Widgets that only lay out or decorate other fields; they store no answer of their own. */
export type LayoutField = TabsField | AddAnotherField | AlertField | StaticTextField;

/** Narrows a field to one that stores an answer. */
export function isAnswerField(field: Field): field is AnswerField {
  return 'key' in field;
}

/** Whether a value counts as answered: empty string, null and undefined do not. */
export function isAnswered(value: unknown): boolean {
  return value !== '' && value !== null && value !== undefined;
}
