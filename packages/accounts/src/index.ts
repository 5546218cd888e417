export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  firstFailedPasswordRule,
  type PasswordRule,
} from './password-rules.ts';
export { USERNAME_MAX_LENGTH, isEmailLike, normaliseUsername } from './usernames.ts';
export {
  CONFIRMATION_CODE_PATTERN,
  FORM_MESSAGES,
  checkConfirm,
  checkForgot,
  checkLogin,
  checkResend,
  checkReset,
  checkSignup,
  type FormErrors,
} from './account-forms.ts';
