/**
 * The cookies' Secure flag follows the public URL's scheme (issue 13, finding 9). Secure by
 * default broke login on plain http at any address but localhost: the browser drops a Secure
 * cookie set over http, so login reported success and the next call said the session was
 * invalid. An explicit COOKIE_SECURE still wins, with a warning at start when it disagrees.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { hashPassword } from '../../src/security.ts';
import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@admissions/api';
import { startTestServer, type TestServer } from '../app.ts';
import { PASSWORD, freshEmail, liftRateLimits, logIn } from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';
import { TEST_DATA_DIR } from '../databases.ts';

describe('the Secure flag from the configuration', () => {
  const config = (env: NodeJS.ProcessEnv) => readConfig({ DATA_DIR: TEST_DATA_DIR, ...env });

  it('is on for an https PUBLIC_URL and off for an http one', () => {
    expect(config({ PUBLIC_URL: 'https://apply.example.edu' }).secureCookies).toBe(true);
    expect(config({ PUBLIC_URL: 'http://apply.example.edu:8080' }).secureCookies).toBe(false);
    expect(config({ PUBLIC_URL: 'http://10.0.0.5:3000/' }).secureCookies).toBe(false);
    // No PUBLIC_URL: the default http://localhost:$PORT, plain http.
    expect(config({}).secureCookies).toBe(false);
    for (const env of [
      { PUBLIC_URL: 'https://apply.example.edu' },
      { PUBLIC_URL: 'http://apply.example.edu' },
      {},
    ])
      expect(config(env).warnings).toEqual([]);
  });

  it('lets COOKIE_SECURE decide, and warns when it disagrees with the scheme', () => {
    const httpsOff = config({ PUBLIC_URL: 'https://apply.example.edu', COOKIE_SECURE: 'false' });
    expect(httpsOff.secureCookies).toBe(false);
    expect(httpsOff.warnings).toEqual([expect.stringMatching(/COOKIE_SECURE=false .* is https/)]);
    const httpOn = config({ PUBLIC_URL: 'http://apply.example.edu', COOKIE_SECURE: 'true' });
    expect(httpOn.secureCookies).toBe(true);
    expect(httpOn.warnings).toEqual([
      expect.stringMatching(/COOKIE_SECURE=true .* plain http: .*logins will not hold/),
    ]);
    // Browsers keep Secure cookies from http://localhost: no warning there.
    expect(config({ COOKIE_SECURE: 'true' }).warnings).toEqual([]);
    expect(() => config({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
    expect(() => config({ PUBLIC_URL: 'apply.example.edu' })).toThrow(/PUBLIC_URL/);
  });
});

describe.each(DATABASES)('login cookies (%s)', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** Logs a fresh confirmed account in on a server with `PUBLIC_URL` and COOKIE_SECURE unset. */
  async function loginCookies(publicUrl: string) {
    liftRateLimits();
    server = await startTestServer(kind, {
      WORKERS: 'off',
      COOKIE_SECURE: undefined,
      PUBLIC_URL: publicUrl,
    });
    const username = freshEmail('scheme');
    await server.db.query(
      'INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, $2, now())',
      [username, await hashPassword(PASSWORD)],
    );
    const login = await logIn(server, username, PASSWORD);
    return [SESSION_COOKIE, LOGGED_IN_COOKIE].map((name) =>
      login.cookies.find((cookie) => cookie.name === name)!,
    );
  }

  it('sets them without Secure on a plain-http public URL (where a browser keeps them)', async () => {
    const cookies = await loginCookies('http://apply.example.edu:8080');
    expect(cookies.map((cookie) => cookie.secure ?? false)).toEqual([false, false]);
    // What a browser on that http address sends back works.
    const profile = await server!.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: `${SESSION_COOKIE}=${cookies[0]!.value}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('sets them Secure on an https public URL', async () => {
    const cookies = await loginCookies('https://apply.example.edu');
    expect(cookies.map((cookie) => cookie.secure)).toEqual([true, true]);
  });
});
