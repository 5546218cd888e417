export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  firstFailedPasswordRule,
  type PasswordRule,
} from './password-rules.ts';
export {
  USERNAME_MAX_LENGTH,
  hasInvisibleCharacters,
  isEmailLike,
  mailboxOf,
  normaliseUsername,
  usernameProblem,
  type UsernameProblem,
} from './usernames.ts';
export {
  CONFIRMATION_CODE_PATTERN,
  FORM_MESSAGES,
  checkConfirm,
  checkForgot,
  checkLogin,
  checkResend,
  checkReset,
  checkSignup,
  usernameErrors,
  type FormErrors,
} from './account-forms.ts';
