import { UnauthorizedError } from '@admissions/form-engine';
import { showToast } from '../toasts/toast-store.ts';
import type { Portal } from './portal-context.tsx';

/** The error catalogue's wording for an invalid session (§8). */
export const SESSION_INVALID_MESSAGE =
  'Your session is invalid. Please clear your cookies and login again.';

type Navigate = (path: string, options?: { state?: unknown; replace?: boolean }) => void;

/**
 * §8 "Unauthorized": the cache is cleared and the user goes to /login with the invalid-session
 * message. The answers typed since the last save ride along, so logging in again loses nothing.
 */
export function handleUnauthorized(portal: Portal, navigate: Navigate): void {
  const answers = portal.store.snapshot().answers;
  portal.queryClient.clear();
  portal.session.getState().loggedOut();
  navigate('/login', { replace: true, state: { errorMessage: SESSION_INVALID_MESSAGE, answers } });
}

/** Shows a failed call: an invalid session goes to /login, anything else is an "Error" toast. */
export function reportError(portal: Portal, navigate: Navigate, error: unknown): void {
  if (error instanceof UnauthorizedError) {
    handleUnauthorized(portal, navigate);
    return;
  }
  showToast({
    severity: 'error',
    label: 'Error',
    message: error instanceof Error ? error.message : String(error),
  });
}
