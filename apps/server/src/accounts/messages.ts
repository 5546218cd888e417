import { FORM_MESSAGES } from '@admissions/accounts';

/**
 * What the account calls answer. The form checks' wording (§5) is shared with the portal
 * (`@admissions/accounts`); the rest is the server's own.
 */
export const MESSAGES = {
  ...FORM_MESSAGES,

  signedUp: 'Thanks for signing up! We sent a confirmation code to your email address.',
  confirmed: 'Your account is confirmed. You can now log in.',
  codeIncorrect: 'That confirmation code is not correct.',
  codeExpired: 'This confirmation code has expired. Request a new confirmation code.',
  // Given after too many wrong codes from one source (or, under a wide attack, for the account),
  // to every address alike. A new code would not help (wrong guesses are counted per source, not
  // per code); "Forgot password?" does: its link confirms the account too.
  codeTooManyAttempts:
    'Too many attempts. Please wait 15 minutes and try again, or use "Forgot password?" on the login page to choose your password and confirm your account.',
  // This browser's sign-up was pushed out by newer sign-ups for the address (issue 26, finding 2):
  // its code no longer counts, and no other sign-up's code counts in this browser either.
  signupReplaced:
    'Your sign-up was replaced by newer sign-ups for this email address. Please sign up again.',
  resent:
    'If your account still needs confirming, we sent a new confirmation code to your email address.',

  loggedIn: 'You are logged in.',
  badCredentials: 'The email address or password is incorrect.',
  // A run of wrong passwords from many sources reached the account's ceiling; the owner gets in
  // from a device they logged in from before, or after a reset.
  loginLocked:
    'Too many failed attempts to log in to this account. Please log in from a device you have used before, or use "Forgot password?" to choose a new password.',
  notConfirmed:
    'Please confirm your account with the code we emailed you before logging in. You can request a new code if you need one.',
  loggedOut: 'You have been logged out.',
  sessionActive: 'Your session is active.',

  resetRequested:
    'If an account exists for that email address, we sent it a link to reset your password.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetInvalid: FORM_MESSAGES.resetLinkIncomplete,
  resetUsed: 'This password reset link has already been used. Please request a new one.',
  resetExpired: 'This password reset link has expired. Please request a new one.',

  rateLimited: 'Too many requests. Please wait a minute and try again.',
} as const;
