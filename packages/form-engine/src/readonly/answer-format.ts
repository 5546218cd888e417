/**
 * How one answer reads in the read-only renderings (specification §1, §6): the plain text, the
 * printable form and the read-only field all describe a field through {@link describeAnswer}, so
 * they cannot disagree on a label, a chosen option, a date or a looked-up answer. No React here.
 */
import {
  isAnswered,
  type AnswerValue,
  type CompiledBlock,
  type CompiledField,
  type DocumentAnswer,
  type Option,
} from '../core/index.ts';
import { fileNameOf } from '../backend/uploader.ts';
import { blockLabel } from '../core/compiler/messages.ts';
import { en, type FormMessages } from '../core/messages/index.ts';

/** One option of a choice, marked when chosen. */
export interface ReadOnlyOption {
  readonly value: string;
  readonly label: string;
  readonly chosen: boolean;
}

/** A field as the read-only renderings show it. */
export type ReadOnlyValue =
  /** Text, phone, date, autocomplete and document answers: `Label: text`. */
  | {
      readonly kind: 'text';
      readonly label: string;
      readonly text: string;
      readonly answered: boolean;
      /** Text areas keep their line breaks. */
      readonly multiline: boolean;
    }
  /** Dropdowns, radios and conditional dropdowns: every option, `[X]` before the chosen one. */
  | {
      readonly kind: 'choice';
      readonly label: string;
      readonly text: string;
      readonly answered: boolean;
      readonly options: readonly ReadOnlyOption[];
    }
  /** A checkbox: `[X] label` / `[ ] label` in the printable form, Yes or No in plain text. */
  | {
      readonly kind: 'checkbox';
      readonly label: string;
      readonly text: string;
      readonly answered: boolean;
      readonly checked: boolean;
    };

/** Reads one stored answer. */
export type AnswerReader = (key: string) => AnswerValue | undefined;

/** The mark before an option in the printable renderings. */
export const choiceMark = (chosen: boolean): string => (chosen ? '[X]' : '[ ]');

/** The read-only label: `readOnlyLabel` when the definition gives one, else the label. */
export function readOnlyLabel(field: CompiledField): string {
  const own = field.definition.readOnlyLabel;
  return own ? blockLabel(own, field.block?.n) : field.label;
}

/** The heading of block `n` of an add-another block ("College 2"), when it has an item label. */
export const blockHeading = (block: CompiledBlock, n: number): string | undefined =>
  block.itemLabel ? blockLabel(block.itemLabel, n) : undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` → `MM/DD/YYYY`; anything else is shown as stored. */
export function formatDate(value: string): string {
  const iso = ISO_DATE.exec(value);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value;
}

/** The line shown for an uploaded document. */
export const documentLine = (key: string, messages: FormMessages = en): string =>
  messages.documentAttached({ key });

/** Whether a document counts as attached: a stored marker, or a document that did not fail. */
export function isDocumentAttached(
  value: AnswerValue | undefined,
  document: DocumentAnswer | undefined,
): boolean {
  if (isAnswered(value)) return true;
  return (
    document !== undefined && document.status !== 'FAILED' && document.status !== 'NOT_ANSWERED'
  );
}

/** `{value}` or `{<detail field>}` in an autocomplete's `readOnlyText`. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** An autocomplete's `readOnlyText`, if it has one. */
const readOnlyTemplate = ({ definition }: CompiledField): string | undefined =>
  definition.widget === 'autocomplete' ? definition.readOnlyText : undefined;

/**
 * The related answers an autocomplete's `readOnlyText` shows beside its own ("{value} (Ceeb:
 * {ceeb})" names the answer its `ceeb` detail fills), in this block's numbering.
 */
export function readOnlyTextKeys(field: CompiledField): string[] {
  const names = [...(readOnlyTemplate(field) ?? '').matchAll(PLACEHOLDER)].map(([, name]) => name!);
  return names.flatMap((name) => field.relatedFields?.[name] ?? []);
}

/**
 * An answered autocomplete as its `readOnlyText` words it, when every answer the template names
 * is given ("Ohio State (Ceeb: 1234)"); else the answer alone (a school typed by hand, no code).
 */
function withRelated(field: CompiledField, value: string, read: AnswerReader): string {
  const template = readOnlyTemplate(field);
  let complete = true;
  const text = template?.replace(PLACEHOLDER, (_, name: string) => {
    const related = name === 'value' ? value : read(field.relatedFields?.[name] ?? '');
    complete &&= isAnswered(related);
    return String(related);
  });
  return text && complete ? text : value;
}

/** The offered options of a choice (the controller's list for a conditional dropdown), no blank. */
export function offeredOptions(field: CompiledField, read: AnswerReader): readonly Option[] {
  const { options } = field;
  if (!options) return [];
  const list = Array.isArray(options)
    ? (options as readonly Option[])
    : ((options as Readonly<Record<string, readonly Option[]>>)[
        String(field.controller === undefined ? '' : (read(field.controller) ?? ''))
      ] ?? []);
  return list.filter((option) => option.value !== '');
}

const asText = (value: AnswerValue | undefined): string =>
  value === undefined || value === null ? '' : String(value);

/**
 * Describes one field for the read-only renderings. `read` gives the stored answers (the field,
 * its `_desc`, a conditional dropdown's controller, what an autocomplete's `readOnlyText` names);
 * `document` is the field's uploaded document, if any.
 */
export function describeAnswer(
  field: CompiledField,
  read: AnswerReader,
  document?: DocumentAnswer,
  messages: FormMessages = en,
): ReadOnlyValue {
  const label = readOnlyLabel(field);
  const value = read(field.key);
  const answered = isAnswered(value);
  switch (field.definition.widget) {
    case 'checkbox': {
      const checked = value === true;
      return {
        kind: 'checkbox',
        label,
        checked,
        answered,
        text: answered ? (checked ? messages.yes : messages.no) : '',
      };
    }
    case 'dropdown':
    case 'radio':
    case 'conditionalDropdown': {
      const chosen = asText(value);
      const offered = offeredOptions(field, read);
      const desc = field.descKey ? read(field.descKey) : undefined;
      const text = !answered
        ? ''
        : isAnswered(desc)
          ? String(desc)
          : (offered.find((o) => o.value === chosen)?.label ?? chosen);
      const options: ReadOnlyOption[] = offered.map((o) => ({
        value: o.value,
        label: o.label,
        chosen: answered && o.value === chosen,
      }));
      // A stored value no longer offered still shows as chosen rather than disappearing.
      if (answered && !offered.some((o) => o.value === chosen))
        options.push({ value: chosen, label: text, chosen: true });
      return { kind: 'choice', label, text, answered, options };
    }
    case 'date':
      return { kind: 'text', label, text: formatDate(asText(value)), answered, multiline: false };
    case 'fileUpload': {
      const attached = isDocumentAttached(value, document);
      // An uploader's reference may name its file; the portal's marker ANSWERED does not.
      const name = typeof value === 'string' ? fileNameOf(value) : undefined;
      return {
        kind: 'text',
        label,
        text: attached ? (name ?? documentLine(field.key, messages)) : '',
        answered: attached,
        multiline: false,
      };
    }
    case 'autocomplete': {
      const text = answered ? withRelated(field, asText(value), read) : asText(value);
      return { kind: 'text', label, text, answered, multiline: false };
    }
    case 'textarea':
      return { kind: 'text', label, text: asText(value), answered, multiline: true };
    default:
      return { kind: 'text', label, text: asText(value), answered, multiline: false };
  }
}
