/** Bad input never gets a 5xx, and the account calls are rate limited per address and per account. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './app.ts';
import { PASSWORD, freshEmail, liftRateLimits, post } from './accounts-helpers.ts';

const CALLS = [
  '/public/signup',
  '/public/confirm',
  '/public/resend-confirm',
  '/public/login',
  '/public/forgot-password',
  '/public/reset-password',
];

describe.each(['pglite', 'postgres'] as const)('account input on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    liftRateLimits();
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const send = (url: string, payload: string, contentType = 'application/json') =>
    server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

  it.each(CALLS)('%s answers bad bodies with 4xx JSON', async (url) => {
    const bodies: Array<[string, string?]> = [
      ['{"username": '],
      ['[]'],
      ['"text"'],
      ['null'],
      ['{}'],
      [JSON.stringify({ username: 42, password: true, code: 1, confirm_password: [], id: {} })],
      [JSON.stringify({ username: 'a@example.edu', extra: 'field' })],
      [JSON.stringify({ username: `${'a'.repeat(250)}@example.edu`, password: PASSWORD })],
      [JSON.stringify({ username: 'a@example.edu', password: 'x'.repeat(300_000) })],
      ['username=a', 'application/x-www-form-urlencoded'],
    ];
    for (const [payload, contentType] of bodies) {
      const response = await send(url, payload, contentType);
      expect(response.statusCode, payload.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload.slice(0, 60)).toBeLessThan(500);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('answers an oversized body with 413', async () => {
    const response = await send(
      '/public/login',
      JSON.stringify({ username: 'a@example.edu', password: 'x'.repeat(300_000) }),
    );
    expect(response.statusCode).toBe(413);
  });
});

describe.each(['pglite', 'postgres'] as const)('account rate limits on %s', (kind) => {
  const saved = { ...process.env };
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    process.env = { ...saved };
  });

  const start = async (env: Record<string, string>) => {
    liftRateLimits();
    Object.assign(process.env, env);
    server = await startTestServer(kind);
    return server;
  };

  it('limits each call per client address', async () => {
    const app = await start({ RATE_LIMIT_PER_ADDRESS: '3' });
    const from = (remoteAddress: string, username: string) =>
      app.app.inject({
        method: 'POST',
        url: '/public/forgot-password',
        payload: { username },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await from('10.0.0.1', freshEmail())).statusCode).toBe(200);
    const limited = await from('10.0.0.1', freshEmail());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await from('10.0.0.2', freshEmail())).statusCode).toBe(200);
  });

  it('limits logins per account, whatever the address', async () => {
    const app = await start({ RATE_LIMIT_LOGIN: '2' });
    const username = freshEmail();
    const attempt = (remoteAddress: string, name = username) =>
      app.app.inject({
        method: 'POST',
        url: '/public/login',
        payload: { username: name, password: 'Wrong-password-1' },
        remoteAddress,
      });
    expect((await attempt('10.0.0.1')).statusCode).toBe(401);
    expect((await attempt('10.0.0.2', username.toUpperCase())).statusCode).toBe(401);
    const limited = await attempt('10.0.0.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    // Another account is not affected.
    expect((await attempt('10.0.0.3', freshEmail())).statusCode).toBe(401);
  });

  it('limits e-mails per account', async () => {
    const app = await start({ RATE_LIMIT_EMAIL: '2' });
    const username = freshEmail();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(app, '/public/resend-confirm', { username })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
