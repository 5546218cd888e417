import type { MailMessage } from '../mail/mailer.ts';
import { CODE_TTL_MS } from './signup-attempts.ts';

/** A sign-up's time as the mails show it, in UTC (the server does not know the reader's zone). */
const utc = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The e-mails of the account flow. The confirmation text contains the 6-digit code and the time
 * of the sign-up it belongs to: each sign-up has its own code and password, and an applicant who
 * finds several codes in their inbox should use the one of the sign-up they made.
 */
export function confirmationCodeMail(to: string, code: string, signedUpAt: Date): MailMessage {
  return {
    to,
    subject: 'Your confirmation code',
    text: [
      `Your confirmation code is ${code}.`,
      '',
      `It is for the sign-up made at ${utc(signedUpAt)}, and activates the password chosen then. Enter it on the confirmation page to activate your account. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
      '',
      'If you did not sign up at that time, do not use this code; you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * Answer to "resend the code" from a browser that did not make the address's sign-up: no code
 * (it would confirm a password someone else may have chosen), but the way forward.
 */
export function signupAgainMail(to: string, signupUrl: string): MailMessage {
  return {
    to,
    subject: 'Your confirmation code',
    text: [
      'Someone asked for a new confirmation code for your address, from a browser that did not start the sign-up.',
      '',
      `If it was you, please sign up again at ${signupUrl} (in the browser you want to use); we will e-mail you a new code for that sign-up.`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}

/**
 * Answer to a sign-up for an address whose other sign-ups all still wait with valid codes (issue
 * 26, finding 2): none is pushed out for it, so a stranger's sign-ups never replace the owner's.
 * The reply to the call is the usual one (it must not tell who is signing up for an address);
 * the mail tells the owner what to do.
 */
export function signupBusyMail(to: string, forgotUrl: string): MailMessage {
  return {
    to,
    subject: 'Your sign-up could not be started',
    text: [
      'Someone signed up with your address, but it already has several sign-ups waiting for their confirmation codes, so no new code was sent.',
      '',
      `If it was you, use the code of the sign-up you made (each code e-mail names its sign-up's time), try again in ${CODE_TTL_MS / 60_000} minutes, or choose your password with "Forgot password?" at ${forgotUrl}: its link confirms your account too.`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function signupAttemptMail(to: string, loginUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to create an account with your address',
    text: [
      'Someone tried to create an account with your address, but you already have one.',
      '',
      `If it was you, log in at ${loginUrl} — or use "Forgot password?" there if you no longer know your password.`,
      '',
      'If it was not you, you can ignore this e-mail; your account has not changed.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    text: [
      'We received a request to reset the password of your account.',
      '',
      `Choose a new password here (the link works once, for one hour): ${link}`,
      '',
      'If you did not ask for this, you can ignore this e-mail; your password has not changed.',
    ].join('\n'),
  };
}

/** The portal's reset page, carrying the username and the reset id. */
export function resetLink(publicUrl: string, username: string, id: string): string {
  const query = new URLSearchParams({ username, id });
  return `${publicUrl.replace(/\/+$/, '')}/reset?${query.toString()}`;
}
