/**
 * Usernames are e-mail addresses. Two spellings that reach the same mailbox must be one account,
 * so the stored form is normalised: surrounding spaces trimmed, Unicode NFKC (fullwidth
 * "ａｄａ＠ｅｘａｍｐｌｅ．ｅｄｕ" is "ada@example.edu"), lower-cased, and the domain in its
 * IDNA ASCII form ("bücher.de" is "xn--bcher-kva.de", which is also what mail servers resolve).
 * Characters that show nothing (control, format, zero-width, fillers) are refused rather than
 * removed: silently dropping them would be a second, surprising normalisation, and an address
 * holding one is almost always a paste accident or a look-alike attack.
 */
export const USERNAME_MAX_LENGTH = 254;

/**
 * E-mail-like: something@something.something, with no spaces and none of the characters that
 * would let one "address" name several recipients (`,` `;` `<` `>` `"` `(` `)`).
 */
const EMAIL_PATTERN = /^[^\s@,;<>"()]+@[^\s@,;<>"()]+\.[^\s@,;<>"()]+$/u;

/**
 * Characters that render as nothing or move text: controls (Cc), format characters (Cf: zero-width
 * space and joiners, bidirectional marks, soft hyphen…), private use, unassigned and surrogate
 * code points, line and paragraph separators, every Default_Ignorable_Code_Point (variation
 * selectors, Hangul fillers…), and the blank Braille pattern, which looks like a space.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Characters a URL parser would treat as structure rather than as part of a host name. */
const URL_STRUCTURE = /[/\\?#:@%[\]\s]/u;
/** A host name in ASCII: letters, digits, hyphens (underscores, seen in the wild) in dotted labels. */
const ASCII_DOMAIN = /^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/;

/** Whether a username holds a control, format or otherwise invisible character. */
export const hasInvisibleCharacters = (username: string): boolean =>
  INVISIBLE.test(username) || INVISIBLE.test(username.normalize('NFKC'));

/**
 * The IDNA ASCII form of a domain, or undefined when it is not a valid host name. The WHATWG URL
 * parser applies UTS #46 (the mapping browsers and Node both use), so the portal and the server
 * compute the same form without a dependency.
 */
function asciiDomain(domain: string): string | undefined {
  if (/^[\x21-\x7e]*$/.test(domain)) return ASCII_DOMAIN.test(domain) ? domain : undefined;
  if (URL_STRUCTURE.test(domain)) return undefined;
  try {
    const host = new URL(`http://${domain}`).hostname;
    return ASCII_DOMAIN.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored form of a username: trimmed, NFKC, lower-case, IDNA ASCII domain. Input that cannot
 * be an address (invisible characters, a domain IDNA refuses) is returned trimmed and lower-cased
 * only, so that {@link isEmailLike} or {@link hasInvisibleCharacters} refuses it.
 */
export function normaliseUsername(username: string): string {
  const trimmed = username.trim();
  if (hasInvisibleCharacters(trimmed)) return trimmed.toLowerCase();
  // Lower-casing can leave a string that is not in NFKC (rare, e.g. some Greek): normalise again.
  const folded = trimmed.normalize('NFKC').toLowerCase().normalize('NFKC');
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  const domain = asciiDomain(folded.slice(at + 1));
  return domain === undefined ? folded : `${folded.slice(0, at + 1)}${domain}`;
}

/** Whether a normalised username looks like an e-mail address. */
export const isEmailLike = (username: string): boolean =>
  username.length <= USERNAME_MAX_LENGTH &&
  !hasInvisibleCharacters(username) &&
  EMAIL_PATTERN.test(username) &&
  asciiDomain(username.slice(username.lastIndexOf('@') + 1)) !== undefined;

/**
 * The mailbox an address delivers to, for limits on the e-mails sent to it: the normalised
 * username without a `+tag` sub-address ("ada+1@x.edu" and "ada+2@x.edu" reach ada@x.edu at most
 * providers). Only limits use it; accounts stay keyed by the full normalised username.
 */
export function mailboxOf(normalised: string): string {
  const at = normalised.lastIndexOf('@');
  if (at < 0) return normalised;
  const local = normalised.slice(0, at);
  const plus = local.indexOf('+');
  return plus > 0 ? `${local.slice(0, plus)}${normalised.slice(at)}` : normalised;
}

/** Why a typed username is refused: `invisible` characters, or not `invalid` e-mail-like. */
export type UsernameProblem = 'invisible' | 'invalid';

/** The problem of a typed (not yet normalised) username, or undefined when it is acceptable. */
export function usernameProblem(typed: string): UsernameProblem | undefined {
  if (hasInvisibleCharacters(typed.trim())) return 'invisible';
  return isEmailLike(normaliseUsername(typed)) ? undefined : 'invalid';
}
