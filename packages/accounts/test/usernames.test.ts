/**
 * Username normalisation: every spelling that reaches one mailbox is one stored form, and
 * addresses holding characters that show nothing are refused with their own message.
 */
import { describe, expect, it } from 'vitest';
import {
  FORM_MESSAGES,
  checkLogin,
  checkSignup,
  hasInvisibleCharacters,
  isEmailLike,
  mailboxOf,
  normaliseUsername,
  usernameProblem,
} from '../src/index.ts';

describe('normaliseUsername', () => {
  it.each([
    [' Ada@Example.EDU ', 'ada@example.edu'],
    // Fullwidth letters, at sign and full stop (NFKC).
    ['ａｄａ＠ｅｘａｍｐｌｅ．ｅｄｕ', 'ada@example.edu'],
    // The ideographic full stop is a label separator in IDNA.
    ['ada@example。edu', 'ada@example.edu'],
    // Compatibility ligatures and circled letters.
    ['ﬁona@example.edu', 'fiona@example.edu'],
    // A non-ASCII domain in its IDNA ASCII form, whatever its case.
    ['ada@Bücher.DE', 'ada@xn--bcher-kva.de'],
    ['ada@xn--bcher-kva.de', 'ada@xn--bcher-kva.de'],
    // Composed and decomposed accents in the local part are one form.
    ['rene\u0301@example.edu', 'ren\u00e9@example.edu'],
  ])('%j → %j', (typed, stored) => {
    expect(normaliseUsername(typed)).toBe(stored);
    expect(isEmailLike(normaliseUsername(typed))).toBe(true);
  });

  it('is idempotent', () => {
    for (const typed of ['ａｄａ＠ｅｘａｍｐｌｅ．ｅｄｕ', 'ADA@BÜCHER.de', 'Ωmega@example.edu'])
      expect(normaliseUsername(normaliseUsername(typed))).toBe(normaliseUsername(typed));
  });
});

describe('invisible and control characters', () => {
  it.each([
    ['zero-width space', 'ada\u200b@example.edu'],
    ['zero-width joiner', 'ad\u200da@example.edu'],
    ['soft hyphen', 'ada@exam\u00adple.edu'],
    ['right-to-left override', 'ada@\u202eude.elpmaxe'],
    ['NUL', 'ada\u0000@example.edu'],
    ['escape', 'ada\u001b@example.edu'],
    ['DEL', 'ada\u007f@example.edu'],
    ['byte order mark inside', 'a\ufeffda@example.edu'],
    ['Hangul filler', 'ada\u3164@example.edu'],
    ['variation selector', 'ada\ufe0f@example.edu'],
    ['blank Braille pattern', 'ada\u2800@example.edu'],
    ['line separator', 'ada\u2028@example.edu'],
  ])('refuses a %s', (_, typed) => {
    expect(hasInvisibleCharacters(typed)).toBe(true);
    expect(usernameProblem(typed)).toBe('invisible');
    expect(isEmailLike(normaliseUsername(typed))).toBe(false);
    expect(checkSignup({ username: typed, password: 'Correct-Horse-7' })).toEqual({
      username: [FORM_MESSAGES.invisibleEmail],
    });
    expect(checkLogin({ username: typed, password: 'x' })).toEqual({
      username: [FORM_MESSAGES.invisibleEmail],
    });
  });

  it('still trims ordinary surrounding spaces, and calls other bad input invalid', () => {
    expect(usernameProblem('  ada@example.edu\t')).toBeUndefined();
    expect(usernameProblem('ada@example')).toBe('invalid');
    expect(usernameProblem('ada@exa mple.edu')).toBe('invalid');
    expect(usernameProblem('ada@exa/mple.edu')).toBe('invalid');
    // A domain IDNA refuses.
    expect(usernameProblem('ada@xn--zz.de')).toBeUndefined(); // ASCII: kept as typed
    expect(usernameProblem('ada@bü\u0000cher.de')).toBe('invisible');
    expect(checkSignup({ username: 'a@b', password: 'Correct-Horse-7' })).toEqual({
      username: [FORM_MESSAGES.invalidEmail],
    });
  });
});

describe('mailboxOf', () => {
  it('drops a +tag sub-address for limits on mail', () => {
    expect(mailboxOf('ada+1@example.edu')).toBe('ada@example.edu');
    expect(mailboxOf('ada@example.edu')).toBe('ada@example.edu');
    expect(mailboxOf('+ada@example.edu')).toBe('+ada@example.edu');
  });
});
