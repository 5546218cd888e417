/**
 * Pre-registration (issue 13, finding 1): an attacker signs up the victim's address first, with a
 * password of their own, and waits. Before the fix the victim's later sign-up sent a fresh code
 * but kept the first password, so the victim's confirmation activated the attacker's password and
 * the attacker, polling the login, walked in. Now each sign-up attempt has its own password and
 * code; a code confirms only its own attempt; confirming (or a password reset) ends the others;
 * and a resend refreshes only the attempt of the browser asking.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { cookiesOf, startTestServer, type TestServer } from '../app.ts';
import {
  NEW_PASSWORD,
  PASSWORD,
  codeFrom,
  freshEmail,
  lastMailTo,
  liftRateLimits,
  resetIdFrom,
} from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

const ATTACKER_PASSWORD = 'Attacker-Chose-1t!';

describe.each(DATABASES)('pre-registration (%s)', (kind) => {
  let server: TestServer;
  const saved = { ...process.env };
  beforeAll(async () => {
    liftRateLimits();
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
  });

  /** A call from a browser (its cookies) at an address. */
  const call = (url: string, payload: object, browser = '', remoteAddress = '10.20.0.1') =>
    server.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: browser ? { cookie: browser } : {},
    });
  const signUp = async (username: string, password: string, remoteAddress?: string) => {
    const reply = await call('/public/signup', { username, password }, '', remoteAddress);
    expect(reply.statusCode).toBe(200);
    return { browser: cookiesOf(reply), code: codeFrom(server, username) };
  };
  const login = (username: string, password: string) =>
    call('/public/login', { username, password }, '', '10.20.9.9');
  const attempts = async (username: string) =>
    (
      await server.db.query(
        `SELECT 1 FROM signup_attempts a JOIN students s ON s.id = a.student_id
          WHERE s.username = $1`,
        [username],
      )
    ).length;
  const expectLoggedIn = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode).toBe(200);
    expect(reply.cookies.map((c) => c.name)).toContain('admissions_session');
  };

  it("the victim's confirmation activates the victim's password, not the attacker's", async () => {
    const victim = freshEmail('victim');
    await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    // The attacker polls: nothing to see before the victim confirms.
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(403);

    const own = await signUp(victim, PASSWORD);
    const confirmed = await call(
      '/public/confirm',
      { username: victim, code: own.code },
      own.browser,
    );
    expect(confirmed.json()).toEqual({ message: MESSAGES.confirmed });

    // The attacker's password opens nothing; the victim's does.
    const attacker = await login(victim, ATTACKER_PASSWORD);
    expect(attacker.statusCode).toBe(401);
    expect(attacker.cookies).toEqual([]);
    expectLoggedIn(await login(victim, PASSWORD));
    // Confirming ended every other attempt.
    expect(await attempts(victim)).toBe(0);
  });

  it("the attacker's code, typed by the victim in their own browser, activates nothing", async () => {
    const victim = freshEmail('victim');
    const attackers = await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    const own = await signUp(victim, PASSWORD);
    // Both codes reached the victim's inbox; in the browser that signed up only its own counts.
    const wrong = await call(
      '/public/confirm',
      { username: victim, code: attackers.code },
      own.browser,
    );
    expect(wrong.json()).toEqual({ message: MESSAGES.codeIncorrect });
    // Still unconfirmed (a login checks the newest attempt's password: the victim's).
    expect((await login(victim, PASSWORD)).statusCode).toBe(403);
    const right = await call('/public/confirm', { username: victim, code: own.code }, own.browser);
    expect(right.statusCode).toBe(200);
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expectLoggedIn(await login(victim, PASSWORD));
  });

  it('a code confirms only its own attempt, from any browser, and ends the others', async () => {
    const victim = freshEmail('victim');
    const attackers = await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    const own = await signUp(victim, PASSWORD);
    // On another device (no sign-up cookie) the victim's own code still confirms their attempt.
    expect((await call('/public/confirm', { username: victim, code: own.code })).statusCode).toBe(
      200,
    );
    expectLoggedIn(await login(victim, PASSWORD));
    // The attacker's attempt died with the confirmation: its code (had they got it) is void.
    const late = await call('/public/confirm', { username: victim, code: attackers.code });
    expect(late.json()).toEqual({ message: MESSAGES.codeIncorrect });
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it('a resend refreshes only the code of the browser that signed up', async () => {
    const victim = freshEmail('victim');
    const attackers = await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    const own = await signUp(victim, PASSWORD);

    // The victim presses "Resend" in their browser: a fresh code for their own attempt.
    const resent = await call('/public/resend-confirm', { username: victim }, own.browser);
    expect(resent.json()).toEqual({ message: MESSAGES.resent });
    const fresh = codeFrom(server, victim);
    expect(fresh).not.toBe(own.code);

    // A resend from a browser that made no attempt gets the same reply, and mails no code
    // (a code there would confirm a password someone else may have chosen)…
    const mails = server.mail.length;
    const stranger = await call('/public/resend-confirm', { username: victim });
    expect(stranger.json()).toEqual(resent.json());
    expect(server.mail.length).toBe(mails + 1);
    expect(lastMailTo(server, victim).text).not.toMatch(/\b\d{6}\b/);
    expect(lastMailTo(server, victim).text).toMatch(/sign up again/);

    // …and the attacker's resend refreshes only the attacker's attempt, whose code only the
    // victim's inbox receives.
    await call('/public/resend-confirm', { username: victim }, attackers.browser);
    const attackersFresh = codeFrom(server, victim);
    const confirm = await call('/public/confirm', { username: victim, code: fresh }, own.browser);
    expect(confirm.statusCode).toBe(200);
    expectLoggedIn(await login(victim, PASSWORD));
    expect(
      (await call('/public/confirm', { username: victim, code: attackersFresh })).json(),
    ).toEqual({ message: MESSAGES.codeIncorrect });
  });

  it('a resend without a sign-up cookie refreshes no attempt, not even one from before this model', async () => {
    // Migration 008 turned each unconfirmed account into one attempt with no browser ('').
    const victim = freshEmail('legacy');
    const [student] = await server.db.query<{ id: string }>(
      'INSERT INTO students (username) VALUES ($1) RETURNING id',
      [victim],
    );
    await server.db.query(
      `INSERT INTO signup_attempts
         (student_id, password_hash, code_hash, browser_hash, code_expires_at, expires_at)
       VALUES ($1, 'scrypt$attacker', '', '', now(), now() + interval '7 days')`,
      [student!.id],
    );
    await call('/public/resend-confirm', { username: victim });
    expect(lastMailTo(server, victim).text).not.toMatch(/\b\d{6}\b/);
  });

  it("a password reset of an unconfirmed address ends the attacker's attempt", async () => {
    const victim = freshEmail('victim');
    const attackers = await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    await call('/public/forgot-password', { username: victim });
    const { id } = resetIdFrom(server, victim);
    const reset = await call('/public/reset-password', {
      username: victim,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      id,
    });
    expect(reset.statusCode).toBe(200);
    expect(await attempts(victim)).toBe(0);
    expectLoggedIn(await login(victim, NEW_PASSWORD));
    // The attempt's code (mailed to the victim, say forwarded to the attacker) is void now.
    const late = await call(
      '/public/confirm',
      { username: victim, code: attackers.code },
      attackers.browser,
    );
    expect(late.json()).toEqual({ message: MESSAGES.codeIncorrect });
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expectLoggedIn(await login(victim, NEW_PASSWORD));
  });

  /** Ages an attempt's code past its 15 minutes, as if its owner had not confirmed in time. */
  const expireCodes = (username: string) =>
    server.db.query(
      `UPDATE signup_attempts SET code_expires_at = now() - interval '1 second'
        WHERE student_id = (SELECT id FROM students WHERE username = $1)`,
      [username],
    );

  it('keeps at most 3 live attempts per address, each mail naming its sign-up time', async () => {
    const victim = freshEmail('victim');
    const first = await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    for (let i = 0; i < 2; i++) await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    expect(lastMailTo(server, victim).text).toMatch(
      /sign-up made at \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    // A fourth, while every code is valid, pushes none out: no attempt, and a mail saying why
    // (the reply is the usual one: it must not tell who is signing up for an address).
    const fourth = await call('/public/signup', { username: victim, password: ATTACKER_PASSWORD });
    expect(fourth.json()).toEqual({ message: MESSAGES.signedUp });
    expect(lastMailTo(server, victim).subject).toBe('Your sign-up could not be started');
    expect(await attempts(victim)).toBe(3);
    // Once codes have expired, a new sign-up replaces the oldest; its browser is told so.
    await expireCodes(victim);
    await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6');
    const old = await call(
      '/public/confirm',
      { username: victim, code: first.code },
      first.browser,
    );
    expect(old.json()).toEqual({ message: MESSAGES.signupReplaced });
  });

  it("other browsers' sign-ups cannot push out the applicant's attempt (issue 26, finding 2)", async () => {
    const victim = freshEmail('victim');
    const own = await signUp(victim, PASSWORD);
    // Three sign-ups from the attacker's browsers: two fit beside the applicant's, the third is
    // refused rather than ending the applicant's attempt.
    const attackers = [];
    for (let i = 0; i < 2; i++)
      attackers.push(await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6'));
    await call(
      '/public/signup',
      { username: victim, password: ATTACKER_PASSWORD },
      '',
      '10.20.6.7',
    );
    expect(await attempts(victim)).toBe(3);
    // The attacker's codes reach the applicant's inbox; in the applicant's browser none counts…
    for (const attacker of attackers) {
      const wrong = await call(
        '/public/confirm',
        { username: victim, code: attacker.code },
        own.browser,
      );
      expect(wrong.json()).toEqual({ message: MESSAGES.codeIncorrect });
    }
    // …and the applicant's own code confirms the applicant's password.
    const right = await call('/public/confirm', { username: victim, code: own.code }, own.browser);
    expect(right.json()).toEqual({ message: MESSAGES.confirmed });
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expectLoggedIn(await login(victim, PASSWORD));
  });

  it("a browser whose attempt was pushed out never confirms someone else's (issue 26, finding 2)", async () => {
    const victim = freshEmail('victim');
    const own = await signUp(victim, PASSWORD);
    // The applicant's code expires unused; then three attacker sign-ups push the attempt out.
    await expireCodes(victim);
    const attackers = [];
    for (let i = 0; i < 3; i++)
      attackers.push(await signUp(victim, ATTACKER_PASSWORD, '10.20.6.6'));
    // The newest code in the applicant's inbox is the attacker's. Typed in the applicant's
    // browser it is refused with a way forward, and the attacker's password stays inactive.
    for (const attacker of attackers) {
      const typed = await call(
        '/public/confirm',
        { username: victim, code: attacker.code },
        own.browser,
      );
      expect(typed.json()).toEqual({ message: MESSAGES.signupReplaced });
    }
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(403);
    // Signing up again in that browser starts a fresh attempt that confirms the applicant's.
    await expireCodes(victim);
    const again = await call(
      '/public/signup',
      { username: victim, password: PASSWORD },
      own.browser,
    );
    expect(again.statusCode).toBe(200);
    const code = codeFrom(server, victim);
    const confirmed = await call('/public/confirm', { username: victim, code }, own.browser);
    expect(confirmed.json()).toEqual({ message: MESSAGES.confirmed });
    expectLoggedIn(await login(victim, PASSWORD));
    expect((await login(victim, ATTACKER_PASSWORD)).statusCode).toBe(401);
  });

  it("a browser's new sign-up replaces its own earlier attempt", async () => {
    const victim = freshEmail('victim');
    const first = await signUp(victim, ATTACKER_PASSWORD);
    const again = await call(
      '/public/signup',
      { username: victim, password: PASSWORD },
      first.browser,
    );
    expect(again.statusCode).toBe(200);
    expect(await attempts(victim)).toBe(1);
    const stale = await call(
      '/public/confirm',
      { username: victim, code: first.code },
      first.browser,
    );
    expect(stale.json()).toEqual({ message: MESSAGES.codeIncorrect });
    const code = codeFrom(server, victim);
    expect(
      (await call('/public/confirm', { username: victim, code }, first.browser)).statusCode,
    ).toBe(200);
    expectLoggedIn(await login(victim, PASSWORD));
  });
});
