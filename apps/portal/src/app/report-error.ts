import { UnauthorizedError } from '@admissions/form-engine';
import { BOUNDARY_TOAST_DURATION_MS, dismissErrors, showToast } from '../toasts/toast-store.ts';
import type { Portal } from './portal-context.tsx';

/** The error catalogue's wording for an invalid session (§8). */
export const SESSION_INVALID_MESSAGE =
  'Your session is invalid. Please clear your cookies and login again.';

/** §8: the label of the error boundary's toast. */
export const BOUNDARY_ERROR_LABEL = 'Error';
/** The scope of the application's error toasts: a later success of its actions ends them. */
export const APPLICATION_TOAST_SCOPE = 'application';

/**
 * The error boundary's toast (§8 "Error", §9: it stays 300000 ms), long enough to be read, and
 * dismissed early once an action of the application succeeds ({@link applicationSucceeded}).
 */
export function showBoundaryToast(message: string): number {
  return showToast({
    severity: 'error',
    label: BOUNDARY_ERROR_LABEL,
    message,
    durationMs: BOUNDARY_TOAST_DURATION_MS,
    scope: APPLICATION_TOAST_SCOPE,
  });
}

/** A save, a page change or a submission succeeded: the "Error" toasts of earlier ones go. */
export function applicationSucceeded(): void {
  dismissErrors(APPLICATION_TOAST_SCOPE);
}

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

/**
 * Shows a failed call of the application's actions as the error boundary would (§8): an invalid
 * session goes to /login, anything else is the "Error" toast that stays 300000 ms.
 */
export function reportError(portal: Portal, navigate: Navigate, error: unknown): void {
  if (error instanceof UnauthorizedError) {
    handleUnauthorized(portal, navigate);
    return;
  }
  showBoundaryToast(error instanceof Error ? error.message : String(error));
}
