import { studentApi } from '../api/portal-api.ts';
import type { Portal } from '../app/portal-context.tsx';
import { forgetGuestAnswers } from './guest-answers.ts';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
export const INACTIVITY_MESSAGE = 'You have been automatically logged out due to inactivity.';

/**
 * Ends the session on the server and forgets everything this browser holds of the application:
 * cached queries, the client snapshot and the answers in memory (a shared computer keeps nothing).
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
  portal.queryClient.clear();
  portal.session.getState().loggedOut();
  portal.store
    .getState()
    .load({ answers: {}, addAnother: {}, tabs: {}, documents: {}, webStatus: 'none' });
  portal.store.getState().setErrors({});
  forgetGuestAnswers();
}
