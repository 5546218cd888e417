import { studentApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { forgetDrafts } from '../drafts/draft-storage.ts';
import { autosaveOf } from '../drafts/use-autosave.ts';
import { saveProgress } from './application-actions.ts';
import { forgetGuestAnswers } from './guest-answers.ts';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
export const INACTIVITY_MESSAGE = 'You have been automatically logged out due to inactivity.';

/**
 * Ends the session on the server and forgets everything this browser holds of the application:
 * cached queries, the client snapshot, the answers in memory and every draft kept on this device
 * (a shared computer keeps nothing).
 * A server that already ended the session (401) is not an error here.
 *
 * Any other failure is rethrown (§8 "Failed logout: rethrown to an error boundary") and, unless
 * `forgetOnFailure`, forgets nothing: the server session may live on, so the page must not look
 * logged out. The inactivity logout forgets anyway: nobody is at the keyboard to retry.
 */
export async function signOut(
  portal: Portal,
  { forgetOnFailure = false }: { readonly forgetOnFailure?: boolean } = {},
): Promise<void> {
  // What was typed since the last autosave goes to the server first: the draft on this device is
  // about to be forgotten. A failure here (offline, session already ended) does not stop it.
  if (autosaveOf(portal)?.hasUnsaved()) await saveProgress(portal).catch(() => undefined);
  try {
    await studentApi.logout();
  } catch (error) {
    if ((error as { status?: number }).status !== 401) {
      if (forgetOnFailure) forgetApplication(portal);
      throw error;
    }
  }
  forgetApplication(portal);
}

function forgetApplication(portal: Portal): void {
  // First, so the emptied store below is not kept as a draft of cleared answers.
  autosaveOf(portal)?.dispose();
  forgetDrafts();
  portal.queryClient.clear();
  portal.session.getState().loggedOut();
  portal.session.getState().setWebStatus('none');
  portal.store.getState().load({ answers: {}, addAnother: {}, tabs: {}, documents: {} });
  portal.store.getState().setErrors({});
  forgetGuestAnswers();
}
