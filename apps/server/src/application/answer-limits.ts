/**
 * What one application may hold, read from the form definitions (issue 26, finding 1): nothing
 * limited an application's total size, and 446 answers of 10,000 characters made a 13.4 MB row
 * that every later save rewrote, slowing every other student's saves. Now each answer is held to
 * its own question's length, which the browser already enforces (`maxLength` on the input), and
 * the whole application to a byte budget.
 */
import type { CompiledForm, DataModel } from '@admissions/form-engine';
import { compiledVariant, dataModel, type VariantName } from '@admissions/partner-config';
import { DEFAULT_APPLICATION_MAX_BYTES } from '../settings/sections.ts';

/**
 * The length allowed to an answer whose question declares none: dates, telephone numbers,
 * yes/no and coded answers, and the few keys filled by a look-up rather than typed. Their widgets
 * allow at most 30 characters; a code is shorter still.
 */
export const UNDECLARED_MAX_LENGTH = 200;

// The byte budget of an application: DEFAULT_APPLICATION_MAX_BYTES (settings/sections.ts, with
// the reasons for its size), `APPLICATION_MAX_KB` settable.

/** The message of a save refused because the application would outgrow `maxBytes`. */
export const applicationTooLarge = (maxBytes: number): string =>
  `Your answers are too large to save: an application may hold at most ${Math.round(maxBytes / 1024)} KB. Please shorten your longest answers and save again.`;

/** The limits an answers write is held to. */
export interface AnswerLimits {
  /** The longest string a key may hold (UTF-16 units, as the browser's `maxLength` counts). */
  maxLengthOf(key: string): number;
  /** The most bytes the stored answers may take. */
  readonly maxBytes: number;
}

const optionsOf = (field: { options?: unknown }) =>
  field.options === undefined
    ? []
    : Array.isArray(field.options)
      ? (field.options as { value: unknown; label: string }[])
      : Object.values(field.options as Record<string, { value: unknown; label: string }[]>).flat();

/**
 * The longest answer each key of `forms` may hold: the field's `maxLength`, a coded answer's
 * longest option value, a description key's (`<key>_desc`) longest option label; the largest
 * when several forms (variants) or blocks use one key.
 */
export function declaredLengths(forms: readonly CompiledForm[]): Map<string, number> {
  const lengths = new Map<string, number>();
  const widen = (key: string, length: number) =>
    lengths.set(key, Math.max(lengths.get(key) ?? 0, length));
  for (const form of forms)
    for (const [key, field] of form.fields) {
      const options = optionsOf(field);
      // A typed answer is held to what its input lets the applicant type; a code or a description
      // (filled in by the widget, never typed) gets room beyond its longest option.
      if (field.maxLength !== undefined) widen(key, field.maxLength);
      else
        widen(key, Math.max(UNDECLARED_MAX_LENGTH, ...options.map((o) => String(o.value).length)));
      if (field.descKey)
        widen(
          field.descKey,
          Math.max(UNDECLARED_MAX_LENGTH, ...options.map((o) => o.label.length)),
        );
    }
  return lengths;
}

/**
 * The limits of a set of forms over one data model: a key's declared length, or
 * {@link UNDECLARED_MAX_LENGTH} for a key no form shows; and the byte budget.
 */
export function answerLimitsOf(
  forms: readonly CompiledForm[],
  model: DataModel,
  maxBytes = DEFAULT_APPLICATION_MAX_BYTES,
): AnswerLimits {
  const declared = declaredLengths(forms);
  const lengths = new Map(
    Object.keys(model).map((key) => [key, declared.get(key) ?? UNDECLARED_MAX_LENGTH]),
  );
  return { maxLengthOf: (key) => lengths.get(key) ?? UNDECLARED_MAX_LENGTH, maxBytes };
}

const VARIANTS: readonly VariantName[] = ['undergraduate', 'transfer'];

/**
 * The partner's limits: over both variants, since a student's stored answers may come from the
 * other one (an operator can switch the variant a server runs).
 */
export const partnerAnswerLimits = (maxBytes = DEFAULT_APPLICATION_MAX_BYTES): AnswerLimits =>
  answerLimitsOf(VARIANTS.map(compiledVariant), dataModel, maxBytes);
