/**
 * The check of an answers payload beyond its JSON schema: every key must be a question of the
 * partner's data model, every value must fit the key's type (mirroring the engine's own type
 * schema, `typeSchema` in form-schema.ts: the empty answer, "" or null, fits every type) and be
 * no longer than its question allows (`answer-limits.ts`).
 */
import { MAX_ANSWER_KEYS } from '@admissions/api';
import type { AnswerType, AnswerValue, DataModel } from '@admissions/form-engine';
import { dataModel as partnerModel } from '@admissions/partner-config';
import { HttpError } from '../errors.ts';
import { partnerAnswerLimits, type AnswerLimits } from './answer-limits.ts';

const isEmpty = (value: AnswerValue): boolean => value === '' || value === null;

/** Whether `value` may be stored under a key of type `type`. */
export function fitsType(type: AnswerType, value: AnswerValue): boolean {
  if (isEmpty(value)) return true;
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === 'string';
  }
}

let partnerLimits: AnswerLimits | undefined;

/**
 * Throws a 400 naming the unknown keys, or else the keys whose values have the wrong type; a 422
 * naming the answers longer than their questions allow. Returns the answers unchanged when they
 * pass.
 */
export function checkAnswers(
  answers: Readonly<Record<string, unknown>>,
  model: DataModel = partnerModel,
  limits: AnswerLimits = (partnerLimits ??= partnerAnswerLimits()),
): Record<string, AnswerValue> {
  const keys = Object.keys(answers);
  if (keys.length > MAX_ANSWER_KEYS)
    throw new HttpError(400, `At most ${MAX_ANSWER_KEYS} answers can be saved at once.`);
  const unknown = keys.filter((key) => !Object.hasOwn(model, key));
  if (unknown.length > 0)
    throw new HttpError(400, `Unknown question keys: ${listOf(unknown)}.`, { keys: unknown });
  const wrong = keys.filter((key) => {
    const value = answers[key];
    const scalar =
      value === null || ['string', 'number', 'boolean'].includes(typeof value)
        ? (value as AnswerValue)
        : undefined;
    return scalar === undefined || !fitsType(model[key]!, scalar);
  });
  if (wrong.length > 0)
    throw new HttpError(400, `These answers have the wrong type: ${listOf(wrong)}.`, {
      keys: wrong,
    });
  const long = keys.filter((key) => {
    const value = answers[key];
    return typeof value === 'string' && value.length > limits.maxLengthOf(key);
  });
  if (long.length > 0)
    throw new HttpError(
      422,
      `These answers are longer than their questions allow: ${listOf(
        long.map((key) => `${key} (at most ${limits.maxLengthOf(key)} characters)`),
      )}.`,
      { keys: long },
    );
  return answers as Record<string, AnswerValue>;
}

/** The first few keys of a list, for a message that stays short. */
function listOf(keys: readonly string[]): string {
  const shown = keys.slice(0, 20).join(', ');
  return keys.length > 20 ? `${shown} and ${keys.length - 20} more` : shown;
}

const BAD_BASE =
  'The Answer-Base header must be a JSON object giving a revision (a whole number) for keys of the saved answers.';

/**
 * The `Answer-Base` header of a save, checked: a JSON object from keys of `answers` to the
 * revision (0 or more) the browser's copy of each was based on. Returned as JSON text for the
 * statement; undefined when the header is absent. A 400 when it is anything else (the statement
 * casts each revision, so nothing unchecked may reach it).
 */
export function checkAnswerBase(
  header: string | string[] | undefined,
  answers: Readonly<Record<string, unknown>>,
): string | undefined {
  if (header === undefined) return undefined;
  let base: unknown;
  try {
    base = typeof header === 'string' ? JSON.parse(header) : undefined;
  } catch {
    base = undefined;
  }
  if (typeof base !== 'object' || base === null || Array.isArray(base))
    throw new HttpError(400, BAD_BASE);
  for (const [key, revision] of Object.entries(base))
    if (!Object.hasOwn(answers, key) || !Number.isSafeInteger(revision) || (revision as number) < 0)
      throw new HttpError(400, BAD_BASE);
  return JSON.stringify(base);
}
