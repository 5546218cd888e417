/**
 * How the auth screens report a failed server call (specification §8): an error toast labelled
 * "<card name> Error" carrying the server's message.
 */
import { BackendError, GENERIC_ERROR_MESSAGE } from '@admissions/form-engine';
import { dismissErrors, showToast } from '../toasts/toast-store.ts';

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
export function showCallError(label: string, error: unknown, card: AuthCardId): void {
  const message = error instanceof BackendError ? error.message : GENERIC_ERROR_MESSAGE;
  showToast({ severity: 'error', label, message, scope: cardScope(card) });
}

/** The auth cards, by the key of {@link CARD_NAMES}. */
export type AuthCardId = keyof typeof CARD_NAMES;

/** The toast scope of a card: every error toast raised on it (its own and resend's). */
export const cardScope = (card: AuthCardId): string => `card:${card}`;

/**
 * An action of the card succeeded: its error toasts are stale and go (issue 14: the red "Confirm
 * Card Error" of a wrong code must not stay beside the success of the right one).
 */
export function cardSucceeded(card: AuthCardId): void {
  dismissErrors(cardScope(card));
}
