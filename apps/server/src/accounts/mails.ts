import type { MailMessage } from '../mail/mailer.ts';
import { CODE_TTL_MS } from './confirmation-codes.ts';

/** The e-mails of the account flow. The confirmation text contains the 6-digit code. */
export function confirmationCodeMail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your confirmation code',
    text: [
      `Your confirmation code is ${code}.`,
      '',
      `Enter it on the confirmation page to activate your account. It expires in ${CODE_TTL_MS / 60_000} minutes.`,
      '',
      'If you did not create an account, you can ignore this e-mail.',
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
