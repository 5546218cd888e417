import type { AnswerValue, Answers } from '@admissions/form-engine';

/**
 * What to send with `PUT /api/answer` (which merges): every key whose value changed since the
 * last save, and `null` for every key that was cleared (a hide rule or the applicant removed it),
 * so the server's copy matches what the applicant sees. Keys in `edited` (changed by the applicant
 * since their last save) are sent even when the value came back to the saved one: another tab may
 * have saved something else meanwhile, and the save's revision check must hear of the edit.
 */
export function answersToSave(
  saved: Answers,
  current: Answers,
  edited: ReadonlySet<string> = new Set(),
): Record<string, AnswerValue> {
  const patch: Record<string, AnswerValue> = {};
  for (const [key, value] of Object.entries(current))
    if (value !== undefined && (saved[key] !== value || edited.has(key))) patch[key] = value;
  for (const [key, value] of Object.entries(saved))
    if (value !== undefined && value !== null && current[key] === undefined) patch[key] = null;
  return patch;
}
