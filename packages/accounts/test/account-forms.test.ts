import { describe, expect, it } from 'vitest';
import {
  FORM_MESSAGES,
  PASSWORD_RULES,
  checkConfirm,
  checkForgot,
  checkLogin,
  checkResend,
  checkReset,
  checkSignup,
  firstFailedPasswordRule,
} from '../src/index.ts';

const GOOD = 'Correct-Horse-7';

describe('the new-password rules of §5', () => {
  it.each([
    ['Short-1a', 'Password must be at least 12 characters long.'],
    ['lowercase-only-1', 'Password must contain at least one uppercase letter.'],
    ['UPPERCASE-ONLY-1', 'Password must contain at least one lowercase letter.'],
    ['No-Digits-Here!', 'Password must contain at least one number.'],
    ['NoSpecials12345', 'Password must contain at least one special character.'],
    [` ${GOOD}`, 'Password must not begin or end with a space.'],
    [`${GOOD} `, 'Password must not begin or end with a space.'],
  ])('refuses %j with "%s"', (password, message) => {
    expect(firstFailedPasswordRule(password)).toBe(message);
  });

  it('accepts a password that meets every rule, and counts characters, not UTF-16 units', () => {
    expect(firstFailedPasswordRule(GOOD)).toBeUndefined();
    expect(PASSWORD_RULES[0]!.test('Aa1-😀😀😀😀😀😀😀😀')).toBe(true);
    expect(PASSWORD_RULES[0]!.test('Aa1-😀😀😀😀')).toBe(false);
  });
});

describe('the account forms', () => {
  it('login: "Please provide a valid email address." and "Password is required."', () => {
    expect(checkLogin({ username: 'nope', password: '' })).toEqual({
      username: [FORM_MESSAGES.invalidLoginEmail],
      password: [FORM_MESSAGES.passwordRequired],
    });
    expect(FORM_MESSAGES.invalidLoginEmail).toBe('Please provide a valid email address.');
    expect(FORM_MESSAGES.passwordRequired).toBe('Password is required.');
    expect(checkLogin({ username: ' Ada@Example.edu ', password: 'x' })).toEqual({});
  });

  it('sign-up: "Your email address must be valid." and the first failed password rule', () => {
    expect(checkSignup({ username: 'a@b', password: 'short' })).toEqual({
      username: ['Your email address must be valid.'],
      password: ['Password must be at least 12 characters long.'],
    });
    expect(checkSignup({ username: 'ada@example.edu', password: GOOD })).toEqual({});
  });

  it('confirm: "The confirmation code must be exactly 6 numbers."', () => {
    for (const code of ['12345', '1234567', 'abcdef', ''])
      expect(checkConfirm({ code })).toEqual({
        code: ['The confirmation code must be exactly 6 numbers.'],
      });
    expect(checkConfirm({ code: '012345' })).toEqual({});
  });

  it('forgot and resend use their own wording', () => {
    expect(checkForgot({ username: 'x' })).toEqual({ username: [FORM_MESSAGES.invalidEmail] });
    expect(checkResend({ username: 'x' })).toEqual({
      username: ['You must provide a valid email address to resend a confirmation code.'],
    });
  });

  it('reset: the password rules, "passwords must match" and the link id', () => {
    expect(checkReset({ password: GOOD, confirm_password: `${GOOD}x`, id: 'abc' })).toEqual({
      confirm_password: ['passwords must match'],
    });
    expect(checkReset({ password: 'weak', confirm_password: 'weak', id: '' })).toEqual({
      password: ['Password must be at least 12 characters long.'],
      id: [FORM_MESSAGES.resetLinkIncomplete],
    });
    expect(checkReset({ password: GOOD, confirm_password: GOOD, id: 'abc' })).toEqual({});
  });
});
