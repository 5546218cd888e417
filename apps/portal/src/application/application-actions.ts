/**
 * The application's state changes (§2 step navigation, §4 status lifecycle), as plain functions
 * over the portal so screens, tests and the inactivity guard share them.
 */
import type { FieldErrors } from '@admissions/form-engine';
import { studentApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { answersToSave } from './answer-diff.ts';
import { lastSavedAnswers } from './saved-answers.ts';
import { editedKeys, saveInStep } from './answer-sync.ts';
import { hasAnswers } from './guest-answers.ts';

/** The web-status post is retried twice (§7, §9). */
export const WEB_STATUS_RETRIES = 2;
export const SUBMIT_SUCCESS_MESSAGE = 'Your application was successfully submitted.';

/** Where a guest goes when saving, submitting or moving on with answers (§1). */
export const SIGNUP_PATH = '/signup';

type Navigate = (path: string, options?: { state?: unknown; replace?: boolean }) => void;

async function postWebStatusWithRetry(status: 'started' | 'validating'): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await studentApi.postWebStatus(status);
      return;
    } catch (error) {
      if (attempt >= WEB_STATUS_RETRIES || (error as { status?: number }).status === 401)
        throw error;
    }
  }
}

/** §4: a logged-in student whose status is none becomes started (posted, retried twice). */
export async function ensureStarted(portal: Portal): Promise<void> {
  if (portal.session.getState().webStatus !== 'none') return;
  portal.session.getState().setWebStatus('started');
  await postWebStatusWithRetry('started');
}

/** The schema errors of the whole application now. */
export async function currentErrors(portal: Portal): Promise<FieldErrors> {
  return (await portal.validator.validate(portal.store.snapshot())).errors;
}

/**
 * Saves the answers changed since the last save, based on this tab's revisions (`saveInStep`).
 * Every save of answers goes this way — the autosave, Save, a page change and the save an upload
 * makes before asking for its presigned POST — so no save writes a key without naming the
 * revision it replaces (one that did made the next autosave of that key a false "changed in
 * another tab" conflict).
 */
export async function saveChangedAnswers(portal: Portal): Promise<void> {
  const current = portal.store.snapshot().answers;
  const patch = answersToSave(lastSavedAnswers(portal), current, editedKeys(portal));
  if (Object.keys(patch).length > 0) await saveInStep(portal, patch);
}

/**
 * Saves what changed since the last save, then — while validating — the current errors, which
 * also show in the error summary (§2: "saves the current answers and validations").
 */
export async function saveProgress(portal: Portal): Promise<void> {
  await saveChangedAnswers(portal);
  if (portal.session.getState().webStatus === 'validating') {
    const errors = await currentErrors(portal);
    portal.store.getState().setErrors(errors);
    await studentApi.postValidations(errors);
  }
}

/**
 * Moves to another page (§2 step navigation): a guest with answers goes to sign-up carrying them;
 * a logged-in student's answers and validations are saved first, and has_changed_page is set.
 */
export async function goToPage(portal: Portal, navigate: Navigate, path: string): Promise<void> {
  const { isLoggedIn } = portal.session.getState();
  if (!isLoggedIn) {
    const answers = portal.store.snapshot().answers;
    if (hasAnswers(answers)) navigate(SIGNUP_PATH, { state: { answers } });
    else navigate(path);
    return;
  }
  await saveProgress(portal);
  portal.session.getState().pageChanged();
  navigate(path);
}

/**
 * The submit button (§4): started becomes validating (posted); then the whole application is
 * validated. Valid: `POST /api/submit`, then /completion with the success message. Invalid: the
 * status stays validating, the errors are shown and posted, and the applicant goes to the default
 * route, where the error summary lists them. Returns whether the application was submitted.
 */
export async function submitApplication(portal: Portal, navigate: Navigate): Promise<boolean> {
  const { isLoggedIn } = portal.session.getState();
  if (!isLoggedIn) {
    navigate(SIGNUP_PATH, { state: { answers: portal.store.snapshot().answers } });
    return false;
  }
  const { webStatus } = portal.session.getState();
  if (webStatus === 'none' || webStatus === 'started') {
    if (webStatus === 'none') await ensureStarted(portal);
    await postWebStatusWithRetry('validating');
    portal.session.getState().setWebStatus('validating');
  }
  await saveProgress(portal);
  const errors = portal.store.getState().errors;
  if (Object.keys(errors).length > 0) {
    portal.session.getState().pageChanged();
    navigate(portal.defaultPath);
    return false;
  }
  await studentApi.submit();
  portal.session.getState().setWebStatus('submitted');
  navigate('/completion', { replace: true, state: { successMessage: SUBMIT_SUCCESS_MESSAGE } });
  return true;
}
