/**
 * How the auth screens report a failed server call (specification §8): an error toast labelled
 * "<card name> Error" carrying the server's message.
 */
import { BackendError, GENERIC_ERROR_MESSAGE } from '@admissions/form-engine';
import { showToast } from '../toasts/toast-store.ts';

/** The card names of §8, each screen's toast label is `${name} Error`. */
export const CARD_NAMES = {
  login: 'Login Card',
  signup: 'Sign Up Card',
  confirm: 'Confirm Card',
  forgot: 'Forgot Password Card',
  reset: 'Reset Password Card',
} as const;

/** The toast label of a failed resend from /login or /confirm (§8). */
export const RESEND_ERROR_LABEL = 'Resend Confirmation Code Error';

/**
 * Raises the error toast of a failed call. The JSON client already turned the reply into the
 * server's message (or the generic one); anything else is a bug, shown with the generic message
 * rather than an internal one.
 */
export function showCallError(label: string, error: unknown): void {
  const message = error instanceof BackendError ? error.message : GENERIC_ERROR_MESSAGE;
  showToast({ severity: 'error', label, message });
}
