import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/accounts/messages.ts';
import { startTestServer, cookiesOf, type TestServer } from './app.ts';
import {
  NEW_PASSWORD,
  PASSWORD,
  codeFrom,
  freshEmail,
  lastMailTo,
  liftRateLimits,
  logIn,
  logout,
  post,
  resetIdFrom,
  sessionToken,
  signUp,
  signUpAndConfirm,
} from './accounts-helpers.ts';

liftRateLimits();

describe.each(['pglite', 'postgres'] as const)('accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** The sign-up attempt of an address (the newest when there are several). */
  const codeRow = async (username: string) =>
    (
      await server.db.query<{ code_hash: string; password_hash: string }>(
        `SELECT a.code_hash, a.password_hash FROM signup_attempts a
           JOIN students s ON s.id = a.student_id WHERE s.username = $1 ORDER BY a.id DESC`,
        [username],
      )
    )[0];

  it('signs up, confirms with the e-mailed code, logs in and out', async () => {
    const username = freshEmail();
    const signup = await signUp(server, username);
    expect(signup.json()).toEqual({ message: expect.any(String) });
    const mail = lastMailTo(server, username);
    expect(mail.subject).toMatch(/confirmation code/i);
    const code = codeFrom(server, username);

    // The attempt holds the code hashed and the password as an scrypt hash; the account holds
    // no password until it is confirmed.
    const row = await codeRow(username);
    expect(row?.code_hash).not.toContain(code);
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    const student = async () =>
      (
        await server.db.query<{ password_hash: string | null; confirmed_at: unknown }>(
          'SELECT password_hash, confirmed_at FROM students WHERE username = $1',
          [username],
        )
      )[0];
    expect(await student()).toMatchObject({ password_hash: null, confirmed_at: null });

    const confirm = await post(server, '/public/confirm', { username, code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: expect.any(String) });
    expect(await codeRow(username)).toBeUndefined();
    expect((await student())?.password_hash).toBe(row?.password_hash);

    const login = await logIn(server, username);
    expect(login.json()).toEqual({ message: expect.any(String), username });
    const session = login.cookies.find((c) => c.name === 'admissions_session');
    const indicator = login.cookies.find((c) => c.name === 'admissions_identity.logged_in');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(indicator?.httpOnly).toBeFalsy();
    expect(indicator).toMatchObject({ sameSite: 'Lax', path: '/' });
    const logins = await server.db.query(
      'SELECT 1 FROM logins l JOIN students s ON s.id = l.student_id WHERE s.username = $1',
      [username],
    );
    expect(logins).toHaveLength(1);

    const cookie = cookiesOf(login);
    const out = await logout(server, cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: expect.any(String) });
    const again = await logout(server, cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      message: 'Your session is invalid. Please clear your cookies and login again.',
    });
  });

  it('treats addresses without regard to case or surrounding spaces', async () => {
    const typed = freshEmail('Mixed.Case');
    const username = typed.toLowerCase();
    await signUp(server, ` ${typed}`);
    const code = codeFrom(server, username);
    expect((await post(server, '/public/confirm', { username: typed, code })).statusCode).toBe(200);
    const login = await logIn(server, `  ${typed.toUpperCase()} `);
    expect(login.json().username).toBe(username);
    // A second sign-up in another case is the same account: no new one is created.
    await signUp(server, username.toUpperCase());
    const rows = await server.db.query('SELECT 1 FROM students WHERE lower(username) = $1', [
      username,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('answers 401 to a logout without a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });

  describe('confirmation codes', () => {
    it('rejects a wrong code, and the right one still works afterwards', async () => {
      const username = freshEmail();
      await signUp(server, username);
      const code = codeFrom(server, username);
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await post(server, '/public/confirm', { username, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/not correct/);
      expect((await post(server, '/public/confirm', { username, code })).statusCode).toBe(200);
    });

    it('requires exactly 6 digits', async () => {
      const username = freshEmail();
      for (const code of ['12345', '1234567', 'abcdef', '12 456', ''])
        expect((await post(server, '/public/confirm', { username, code })).json()).toEqual({
          message: 'The confirmation code must be exactly 6 numbers.',
        });
    });

    it('refuses an expired code', async () => {
      const username = freshEmail();
      await signUp(server, username);
      const code = codeFrom(server, username);
      await server.db.query(
        `UPDATE signup_attempts SET code_expires_at = now() - interval '1 minute'
          WHERE student_id = (SELECT id FROM students WHERE username = $1)`,
        [username],
      );
      const response = await post(server, '/public/confirm', { username, code });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/expired/);
    });

    it('stops an address after 5 wrong codes; the code still works from elsewhere', async () => {
      const username = freshEmail();
      await signUp(server, username);
      const code = codeFrom(server, username);
      const wrong = code === '000000' ? '111111' : '000000';
      const from = (remoteAddress: string, guess: string) =>
        server.app.inject({
          method: 'POST',
          url: '/public/confirm',
          payload: { username, code: guess },
          remoteAddress,
        });
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) messages.push((await from('10.7.0.1', wrong)).json().message);
      expect(messages.slice(0, 4)).toEqual(Array(4).fill(MESSAGES.codeIncorrect));
      expect(messages.at(-1)).toBe(MESSAGES.codeTooManyAttempts);
      // That address is stopped, even with the right code…
      const right = await from('10.7.0.1', code);
      expect(right.statusCode).toBe(400);
      expect(right.json().message).toBe(MESSAGES.codeTooManyAttempts);
      // …but the guesses did not burn the code: another address confirms with it.
      expect((await from('10.7.0.2', code)).statusCode).toBe(200);
    });

    it('uses a code once', async () => {
      const username = freshEmail();
      await signUp(server, username);
      const code = codeFrom(server, username);
      expect((await post(server, '/public/confirm', { username, code })).statusCode).toBe(200);
      const again = await post(server, '/public/confirm', { username, code });
      expect(again.statusCode).toBe(400);
    });

    it('answers a resend the same whether or not the account exists', async () => {
      const known = freshEmail();
      await signUp(server, known);
      const mails = server.mail.length;
      const a = await post(server, '/public/resend-confirm', { username: known });
      const b = await post(server, '/public/resend-confirm', { username: freshEmail('nobody') });
      expect(a.statusCode).toBe(b.statusCode);
      expect(a.json()).toEqual(b.json());
      expect(server.mail.length).toBe(mails + 1);
      expect(
        (await post(server, '/public/resend-confirm', { username: 'not-an-email' })).json(),
      ).toEqual({
        message: 'You must provide a valid email address to resend a confirmation code.',
      });
    });
  });

  describe('login', () => {
    it('refuses an unconfirmed account with 403', async () => {
      const username = freshEmail();
      await signUp(server, username);
      const response = await post(server, '/public/login', { username, password: PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/confirm/i);
      expect(response.cookies).toHaveLength(0);
    });

    it('answers a wrong password and an unknown address alike', async () => {
      const username = freshEmail();
      await signUpAndConfirm(server, username);
      const wrong = await post(server, '/public/login', { username, password: 'Wrong-password-1' });
      const unknown = await post(server, '/public/login', {
        username: freshEmail('nobody'),
        password: PASSWORD,
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.cookies).toHaveLength(0);
    });

    it('validates with the login messages', async () => {
      expect(
        (await post(server, '/public/login', { username: 'nope', password: 'x' })).json(),
      ).toEqual({ message: 'Please provide a valid email address.' });
      expect(
        (await post(server, '/public/login', { username: freshEmail(), password: '' })).json(),
      ).toEqual({ message: 'Password is required.' });
    });

    it('rotates the token at every login, ending the previous session of the browser', async () => {
      const username = freshEmail();
      await signUpAndConfirm(server, username);
      const first = await logIn(server, username);
      const second = await post(
        server,
        '/public/login',
        { username, password: PASSWORD },
        { cookie: cookiesOf(first) },
      );
      expect(second.statusCode).toBe(200);
      expect(sessionToken(first)).toBeDefined();
      expect(sessionToken(second)).toBeDefined();
      expect(sessionToken(first)).not.toBe(sessionToken(second));
      expect((await logout(server, cookiesOf(first))).statusCode).toBe(401);
      expect((await logout(server, cookiesOf(second))).statusCode).toBe(200);
    });
  });

  describe('enumeration-safe sign-up', () => {
    it('answers the same for a new, an unconfirmed and a confirmed address', async () => {
      const confirmed = freshEmail();
      await signUpAndConfirm(server, confirmed);
      const unconfirmed = freshEmail();
      await signUp(server, unconfirmed);

      const replies = await Promise.all(
        [freshEmail('new'), unconfirmed, confirmed].map((username) =>
          post(server, '/public/signup', { username, password: 'Other-Passw0rd!!' }),
        ),
      );
      for (const reply of replies) {
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual(replies[0]!.json());
      }
      // The unconfirmed account got a fresh code; the confirmed one a warning, not a code.
      expect(lastMailTo(server, unconfirmed).subject).toMatch(/confirmation code/i);
      expect(codeFrom(server, unconfirmed)).toMatch(/^\d{6}$/);
      const warning = lastMailTo(server, confirmed);
      expect(warning.subject).toMatch(/someone tried to create an account/i);
      expect(warning.text).not.toMatch(/\b\d{6}\b/);
      // The existing password was not replaced.
      await logIn(server, confirmed);
    });

    it('enforces each password rule with its own message', async () => {
      const cases: Array<[string, string]> = [
        ['Sh0rt-pass', 'Password must be at least 12 characters long.'],
        ['no-uppercase-1234', 'Password must contain at least one uppercase letter.'],
        ['NO-LOWERCASE-1234', 'Password must contain at least one lowercase letter.'],
        ['No-Numbers-Here!', 'Password must contain at least one number.'],
        ['NoSpecials12345', 'Password must contain at least one special character.'],
        [' Leading-Space-12', 'Password must not begin or end with a space.'],
        ['Trailing-Space-12 ', 'Password must not begin or end with a space.'],
      ];
      for (const [password, message] of cases) {
        const response = await post(server, '/public/signup', { username: freshEmail(), password });
        expect(response.statusCode, password).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      const bad = await post(server, '/public/signup', { username: 'a@b', password: PASSWORD });
      expect(bad.json()).toEqual({ message: 'Your email address must be valid.' });
      const twoRecipients = await post(server, '/public/signup', {
        username: 'a@example.edu,b@example.edu',
        password: PASSWORD,
      });
      expect(twoRecipients.statusCode).toBe(400);
    });
  });

  describe('password reset', () => {
    it('answers forgot-password the same whether or not the account exists', async () => {
      const username = freshEmail();
      await signUpAndConfirm(server, username);
      const mails = server.mail.length;
      const known = await post(server, '/public/forgot-password', { username });
      const unknown = await post(server, '/public/forgot-password', {
        username: freshEmail('nobody'),
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(server.mail.length).toBe(mails + 1);
    });

    it('resets with the e-mailed link once, and ends every session', async () => {
      const username = freshEmail('reset+me');
      await signUpAndConfirm(server, username);
      const phone = await logIn(server, username);
      const laptop = await logIn(server, username);

      await post(server, '/public/forgot-password', { username });
      const { url, id } = resetIdFrom(server, username);
      expect(url.origin + url.pathname).toBe(`${server.config.publicUrl}/reset`);
      expect(url.searchParams.get('username')).toBe(username);
      const [stored] = await server.db.query<{ id_hash: string }>(
        'SELECT id_hash FROM password_resets ORDER BY expires_at DESC LIMIT 1',
      );
      expect(stored?.id_hash).not.toBe(id);

      const payload = { username, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, id };
      const reset = await post(server, '/public/reset-password', payload);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: expect.any(String) });

      expect((await logout(server, cookiesOf(phone))).statusCode).toBe(401);
      expect((await logout(server, cookiesOf(laptop))).statusCode).toBe(401);
      expect(
        (await post(server, '/public/login', { username, password: PASSWORD })).statusCode,
      ).toBe(401);
      await logIn(server, username, NEW_PASSWORD);

      const reuse = await post(server, '/public/reset-password', payload);
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().message).toMatch(/already been used/);
    });

    it('refuses unknown, expired and mismatched resets', async () => {
      const username = freshEmail();
      await signUpAndConfirm(server, username);
      await post(server, '/public/forgot-password', { username });
      const { id } = resetIdFrom(server, username);
      const base = { username, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };

      const mismatch = await post(server, '/public/reset-password', {
        ...base,
        confirm_password: `${NEW_PASSWORD}x`,
        id,
      });
      expect(mismatch.json()).toEqual({ message: 'passwords must match' });
      const weak = await post(server, '/public/reset-password', {
        ...base,
        password: 'weak',
        confirm_password: 'weak',
        id,
      });
      expect(weak.json()).toEqual({ message: 'Password must be at least 12 characters long.' });

      const unknown = await post(server, '/public/reset-password', { ...base, id: 'made-up-id' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/not valid/);
      const otherUser = await post(server, '/public/reset-password', {
        ...base,
        username: freshEmail('other'),
        id,
      });
      expect(otherUser.json().message).toMatch(/not valid/);

      await server.db.query(
        `UPDATE password_resets SET expires_at = now() - interval '1 minute'
          WHERE student_id = (SELECT id FROM students WHERE username = $1)`,
        [username],
      );
      const expired = await post(server, '/public/reset-password', { ...base, id });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toMatch(/expired/);
    });
  });

  it('ends an idle session', async () => {
    const idle = await startTestServer(kind, { SESSION_IDLE_MS: '200' });
    try {
      const username = freshEmail();
      await signUpAndConfirm(idle, username);
      const login = await logIn(idle, username);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await logout(idle, cookiesOf(login))).statusCode).toBe(401);
    } finally {
      await idle.close();
    }
  });
});
