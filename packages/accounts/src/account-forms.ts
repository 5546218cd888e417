/**
 * The account forms' field rules (specification §5) as pure functions: the portal runs them on
 * each change and on submit, the server runs the same ones on every call, so a message the
 * applicant sees in the browser is the message the server would give.
 */
import { firstFailedPasswordRule } from './password-rules.ts';
import { usernameProblem } from './usernames.ts';

/** The specification's wording for the account forms' checks. */
export const FORM_MESSAGES = {
  invalidEmail: 'Your email address must be valid.',
  invalidLoginEmail: 'Please provide a valid email address.',
  invalidResendEmail: 'You must provide a valid email address to resend a confirmation code.',
  /** Not in the specification: an address holding a control or invisible character (one message
   * for every form, since "must be valid" would not tell the applicant what to look for). */
  invisibleEmail:
    'Your email address must not contain invisible or control characters. Please type it again.',
  passwordRequired: 'Password is required.',
  passwordsMustMatch: 'passwords must match',
  codeFormat: 'The confirmation code must be exactly 6 numbers.',
  resetLinkIncomplete: 'This password reset link is not valid. Please request a new one.',
} as const;

/** A confirmation code: exactly six digits (§9). */
export const CONFIRMATION_CODE_PATTERN = /^\d{6}$/;

/** Errors by field: a list of messages each (§3, "a list of messages per field"). */
export type FormErrors<Field extends string> = Partial<Record<Field, readonly string[]>>;

/** No error, the invisible-character message, or the form's own "must be valid" message. */
export function usernameErrors(username: string, message: string): readonly string[] {
  const problem = usernameProblem(username);
  if (!problem) return [];
  return [problem === 'invisible' ? FORM_MESSAGES.invisibleEmail : message];
}

const newPasswordErrors = (password: string): readonly string[] => {
  const failed = firstFailedPasswordRule(password);
  return failed ? [failed] : [];
};

const compact = <Field extends string>(
  errors: Record<Field, readonly string[]>,
): FormErrors<Field> =>
  Object.fromEntries(
    Object.entries<readonly string[]>(errors).filter(([, list]) => list.length > 0),
  ) as FormErrors<Field>;

export const checkLogin = (form: { username: string; password: string }) =>
  compact({
    username: usernameErrors(form.username, FORM_MESSAGES.invalidLoginEmail),
    password: form.password.length === 0 ? [FORM_MESSAGES.passwordRequired] : [],
  });

export const checkSignup = (form: { username: string; password: string }) =>
  compact({
    username: usernameErrors(form.username, FORM_MESSAGES.invalidEmail),
    password: newPasswordErrors(form.password),
  });

export const checkConfirm = (form: { code: string }) =>
  compact({
    code: CONFIRMATION_CODE_PATTERN.test(form.code.trim()) ? [] : [FORM_MESSAGES.codeFormat],
  });

export const checkForgot = (form: { username: string }) =>
  compact({ username: usernameErrors(form.username, FORM_MESSAGES.invalidEmail) });

export const checkResend = (form: { username: string }) =>
  compact({ username: usernameErrors(form.username, FORM_MESSAGES.invalidResendEmail) });

export const checkReset = (form: { password: string; confirm_password: string; id: string }) =>
  compact({
    password: newPasswordErrors(form.password),
    confirm_password:
      form.password === form.confirm_password ? [] : [FORM_MESSAGES.passwordsMustMatch],
    id: form.id.length > 0 ? [] : [FORM_MESSAGES.resetLinkIncomplete],
  });
