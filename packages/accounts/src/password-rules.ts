/**
 * The new-password rules of the specification (§5), in the order the portal's checklist shows
 * them. Sign-up and reset enforce them on the server too; the first failed rule is the message.
 */
export interface PasswordRule {
  readonly message: string;
  readonly test: (password: string) => boolean;
}

/** Password minimum length (§9). Counted in characters (code points), not UTF-16 units. */
export const PASSWORD_MIN_LENGTH = 12;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    test: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
  },
  {
    message: 'Password must contain at least one uppercase letter.',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    message: 'Password must contain at least one lowercase letter.',
    test: (p) => /\p{Ll}/u.test(p),
  },
  { message: 'Password must contain at least one number.', test: (p) => /\p{Nd}/u.test(p) },
  {
    message: 'Password must contain at least one special character.',
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
  },
  {
    message: 'Password must not begin or end with a space.',
    test: (p) => p === p.trim(),
  },
];

/** The message of the first rule the password fails, or undefined when it passes them all. */
export function firstFailedPasswordRule(password: string): string | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message;
}
