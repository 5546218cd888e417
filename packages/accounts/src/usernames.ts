/**
 * Usernames are e-mail addresses, compared without case and surrounding spaces: the stored form
 * is trimmed and lower-cased, so "Ada@Example.edu" and "ada@example.edu" are one account.
 */
export const USERNAME_MAX_LENGTH = 254;

/**
 * E-mail-like: something@something.something, with no spaces and none of the characters that
 * would let one "address" name several recipients (`,` `;` `<` `>` `"` `(` `)`).
 */
const EMAIL_PATTERN = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+\.[^\s@,;<>"()]+$/u;

/** The stored form of a username. */
export const normaliseUsername = (username: string): string => username.trim().toLowerCase();

/** Whether a normalised username looks like an e-mail address. */
export const isEmailLike = (username: string): boolean =>
  username.length <= USERNAME_MAX_LENGTH && EMAIL_PATTERN.test(username);
