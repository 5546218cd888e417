/**
 * Session fixation and cookie flags. The server here runs with COOKIE_SECURE unset and an https
 * PUBLIC_URL, as in production: the session cookie must be Secure (from the URL's scheme).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, sha256 } from '../../src/security.ts';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@admissions/api';
import { startTestServer, type TestServer } from '../app.ts';
import {
  PASSWORD,
  freshEmail,
  liftRateLimits,
  logIn,
  post,
  sessionToken,
} from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

describe.each(DATABASES)('sessions (%s)', (kind) => {
  let server: TestServer;
  const saved = { ...process.env };
  beforeAll(async () => {
    liftRateLimits();
    server = await startTestServer(kind, {
      WORKERS: 'off',
      COOKIE_SECURE: undefined,
      PUBLIC_URL: 'https://apply.example.edu',
    });
  });
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
  });

  // Confirmed accounts made directly (sign-up and confirmation are tested elsewhere), all with
  // one password hash: each scrypt costs a fifth of a second on this machine.
  const passwordHash = hashPassword(PASSWORD);
  const account = async (label = 'student') => {
    const username = freshEmail(label);
    await server.db.query(
      'INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, $2, now())',
      [username, await passwordHash],
    );
    return username;
  };
  let login: Awaited<ReturnType<typeof logIn>>;

  const profile = (cookie: string) =>
    server.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  const sessionRows = async (token: string) =>
    (await server.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [sha256(token)])).length;

  it('does not adopt a token the attacker planted before login', async () => {
    const username = await account();
    const planted = 'attacker-chosen-token-0123456789abcdef';
    const login = await post(
      server,
      '/public/login',
      { username, password: PASSWORD },
      { cookie: `${SESSION_COOKIE}=${planted}` },
    );
    expect(login.statusCode).toBe(200);
    const issued = sessionToken(login)!;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(issued).not.toBe(planted);
    expect(await sessionRows(planted)).toBe(0);
    expect((await profile(`${SESSION_COOKIE}=${planted}`)).statusCode).toBe(401);
    expect((await profile(`${SESSION_COOKIE}=${issued}`)).statusCode).toBe(200);
  });

  it("ends the attacker's own live session planted in the victim's browser", async () => {
    // Login fixation: the attacker logs in to their own account and plants that cookie, hoping
    // the victim's later login keeps it (the attacker would then share the victim's session).
    const attacker = await account('attacker');
    const victim = await account('victim');
    const planted = sessionToken(await logIn(server, attacker))!;
    const login = await post(
      server,
      '/public/login',
      { username: victim, password: PASSWORD },
      { cookie: `${SESSION_COOKIE}=${planted}` },
    );
    const issued = sessionToken(login)!;
    expect(issued).not.toBe(planted);
    expect((await profile(`${SESSION_COOKIE}=${planted}`)).statusCode).toBe(401);
    expect((await profile(`${SESSION_COOKIE}=${issued}`)).json().username).toBe(victim);
  });

  it('invalidates the session on the server at logout, not only the cookie', async () => {
    login = await logIn(server, await account());
    const token = sessionToken(login)!;
    const cookie = `${SESSION_COOKIE}=${token}`;
    const logout = await server.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    // The browser is told to forget both cookies…
    const cleared = logout.cookies.filter((c) => c.value === '' && c.expires! <= new Date());
    expect(cleared.map((c) => c.name).sort()).toEqual([LOGGED_IN_COOKIE, SESSION_COOKIE].sort());
    // …and a copy of the token kept by an attacker is worthless.
    expect(await sessionRows(token)).toBe(0);
    const replay = await profile(cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: expect.any(String) });
  });

  // The cookies of the login above.
  it('sets the session cookie HttpOnly, SameSite=Lax, Secure, Path=/', () => {
    const header = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    const session = header.find((h) => h.startsWith(`${SESSION_COOKIE}=`))!;
    const attributes = session.split(/;\s*/).slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/']),
    );
    // No Domain attribute: the cookie stays on this host, not its sibling subdomains.
    expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
  });

  it('keeps the indicator cookie readable by scripts and free of secrets', async () => {
    const indicator = login.cookies.find((c) => c.name === LOGGED_IN_COOKIE)!;
    expect(indicator.httpOnly).toBeFalsy();
    expect(indicator.secure).toBe(true);
    expect(indicator.sameSite).toBe('Lax');
    // "1": nothing of the session token, the username or the student.
    expect(indicator.value).toBe('1');
    expect((await profile(`${SESSION_COOKIE}=${indicator.value}`)).statusCode).toBe(401);
  });
});
