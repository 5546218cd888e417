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
  }, 60_000);
  afterAll(() => server?.close());

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
    server = await startTestServer(kind, env);
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

  it('ignores X-Forwarded-For unless TRUST_PROXY says which proxies to believe', async () => {
    const forwarded = (app: TestServer, client: string) =>
      app.app.inject({
        method: 'POST',
        url: '/public/forgot-password',
        payload: { username: freshEmail() },
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-for': client },
      });
    // No proxy trusted: a client cannot escape its limit by inventing addresses.
    let app = await start({ RATE_LIMIT_PER_ADDRESS: '2' });
    for (const client of ['1.1.1.1', '2.2.2.2'])
      expect((await forwarded(app, client)).statusCode).toBe(200);
    expect((await forwarded(app, '3.3.3.3')).statusCode).toBe(429);
    await app.close();
    // One trusted proxy hop: each client behind the proxy has its own limit.
    app = await start({ RATE_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: '1' });
    for (let i = 0; i < 2; i++) expect((await forwarded(app, '1.1.1.1')).statusCode).toBe(200);
    expect((await forwarded(app, '1.1.1.1')).statusCode).toBe(429);
    expect((await forwarded(app, '2.2.2.2')).statusCode).toBe(200);
  });

  it('limits logins per (account, client address), not per account alone', async () => {
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
    expect((await attempt('10.0.0.1', username.toUpperCase())).statusCode).toBe(401);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    // Another address is not affected (an attacker must not lock the owner out: finding 4)…
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
    // …nor another account from the same address.
    expect((await attempt('10.0.0.1', freshEmail())).statusCode).toBe(401);
    // One IPv6 subscriber (a /64) is one source.
    expect((await attempt('2001:db8:1:2::a')).statusCode).toBe(401);
    expect((await attempt('2001:db8:1:2::b')).statusCode).toBe(401);
    expect((await attempt('2001:db8:1:2:ffff::c')).statusCode).toBe(429);
  });

  it('limits e-mails per normalised mailbox', async () => {
    const app = await start({ RATE_LIMIT_EMAIL: '2' });
    const username = freshEmail();
    const [local, domain] = username.split('@');
    const spellings = [
      username,
      // Fullwidth, another case, a sub-address: one mailbox.
      `${local}@${domain}`.toUpperCase().replace('@', '＠'),
      `${local}+again@${domain}`,
    ];
    const statuses = [];
    for (const spelling of spellings)
      statuses.push((await post(app, '/public/resend-confirm', { username: spelling })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits e-mails per (mailbox, source): one source cannot spend the owner’s budget (issue 26, finding 2)', async () => {
    const app = await start({ RATE_LIMIT_EMAIL: '2', RATE_LIMIT_EMAIL_CEILING: '3' });
    const username = freshEmail();
    const signUp = (remoteAddress: string) =>
      app.app.inject({
        method: 'POST',
        url: '/public/signup',
        payload: { username, password: 'Correct-Horse-42' },
        remoteAddress,
      });
    // An attacker's address uses up its own budget for the mailbox…
    const attacker = [];
    for (let i = 0; i < 3; i++) attacker.push((await signUp('10.6.6.6')).statusCode);
    expect(attacker).toEqual([200, 200, 429]);
    // …and the owner, elsewhere, still signs up and gets a code.
    expect((await signUp('10.1.1.1')).statusCode).toBe(200);
    // The mailbox's ceiling, from all sources together, still bounds the mail it receives.
    expect((await signUp('10.2.2.2')).statusCode).toBe(429);
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
