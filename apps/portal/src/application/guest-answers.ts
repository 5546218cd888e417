import type { AnswerValue, Answers } from '@admissions/form-engine';

/** Answers as stored and carried: no undefined values (JSON has none). */
export type StoredAnswers = Readonly<Record<string, AnswerValue>>;

/**
 * A guest's answers are kept locally (§1): in session storage, so a reload or a detour through
 * the auth screens loses nothing; they are saved to the server after login and then forgotten.
 */
const KEY = 'admissions.guest-answers';

export function readGuestAnswers(storage: Storage = sessionStorage): StoredAnswers | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as StoredAnswers)
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeGuestAnswers(answers: Answers, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(answers));
  } catch {
    // Storage full or disabled: the answers stay in memory for this page's life.
  }
}

export function forgetGuestAnswers(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

/** Whether any answer is filled (§2: then moving on leads a guest to sign-up). */
export const hasAnswers = (answers: Answers): boolean =>
  Object.values(answers).some((value) => value !== undefined && value !== null && value !== '');
