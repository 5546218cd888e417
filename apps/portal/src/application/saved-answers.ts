/**
 * The answers the server holds, as this tab last saved or loaded them: what the autosave diffs
 * against and what a save's patch and another tab's values update. Kept apart from the loading
 * (application-data.ts) and the syncing (answer-sync.ts), which both write it.
 */
import type { Answers } from '@admissions/form-engine';
import type { Portal } from '../app/portal-context.tsx';

const savedAnswers = new WeakMap<Portal, Answers>();

export const lastSavedAnswers = (portal: Portal): Answers => savedAnswers.get(portal) ?? {};
export const rememberSaved = (portal: Portal, answers: Answers): void => {
  savedAnswers.set(portal, { ...answers });
};
/** Records some keys as saved (a save's patch, or values another tab saved). */
export const rememberSavedKeys = (portal: Portal, answers: Answers): void => {
  savedAnswers.set(portal, { ...lastSavedAnswers(portal), ...answers });
};
