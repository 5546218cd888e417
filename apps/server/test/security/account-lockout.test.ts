/**
 * Locking an owner out (issue 13, finding 4). Before the fix, 10 wrong passwords a minute from
 * any address made the owner's right password get 429. Now guessing is throttled per (account,
 * source address) (RATE_LIMIT_LOGIN a window, default 10 a minute) and bounded per account by
 * a ceiling of consecutive failures (LOGIN_FAILURE_CEILING, default 100, NIST SP 800-63B's
 * most); past the ceiling only sources the account logged in from before keep their own budget,
 * and a password reset clears the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { startTestServer, type TestServer } from '../app.ts';
import {
  NEW_PASSWORD,
  PASSWORD,
  freshEmail,
  liftRateLimits,
  resetIdFrom,
  signUpAndConfirm,
} from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

const OWNER = '192.0.2.10';
let next = 0;
/** An attacker's address of its own per call. */
const elsewhere = () => `198.51.100.${(++next % 250) + 1}`;

describe.each(DATABASES)('account lockout (%s)', (kind) => {
  const saved = { ...process.env };
  let server: TestServer;
  let ceilingServer: TestServer;

  beforeAll(async () => {
    // The default limits of a login (10 per account and address a minute; ceiling 100), the
    // per-address limit of every call lifted so the attacker is not stopped by it.
    process.env = { ...saved };
    liftRateLimits();
    delete process.env.RATE_LIMIT_LOGIN;
    server = await startTestServer(kind, { WORKERS: 'off' });
    // A low ceiling, to reach it in a test.
    process.env.LOGIN_FAILURE_CEILING = '6';
    ceilingServer = await startTestServer(kind, { WORKERS: 'off' });
  }, 120_000);
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
    await ceilingServer?.close();
  });

  const login = (app: TestServer, username: string, password: string, remoteAddress: string) =>
    app.app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username, password },
      remoteAddress,
    });

  it('the owner logs in from their address while others guess from elsewhere', async () => {
    const username = freshEmail('owner');
    await signUpAndConfirm(server, username);
    // 30 wrong passwords within the minute from three addresses: each address is stopped…
    const attacker = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
    const statuses: number[] = [];
    for (const from of attacker)
      for (let i = 0; i < 12; i++)
        statuses.push((await login(server, username, `Wrong-Guess-${i}!`, from)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    // …and the owner, from their own address, is not.
    const owner = await login(server, username, PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.map((c) => c.name)).toContain('admissions_session');
  });

  it('past the ceiling, new sources are refused and the owner still gets in from a known one', async () => {
    const username = freshEmail('owner');
    await signUpAndConfirm(ceilingServer, username);
    expect((await login(ceilingServer, username, PASSWORD, OWNER)).statusCode).toBe(200);

    // A wide attack: one guess from each of 6 addresses reaches the ceiling.
    for (let i = 0; i < 6; i++)
      expect(
        (await login(ceilingServer, username, `Wrong-Guess-${i}!`, elsewhere())).statusCode,
      ).toBe(401);
    // A seventh address is refused without its guess being weighed, even the right password.
    const refused = await login(ceilingServer, username, PASSWORD, elsewhere());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.loginLocked });
    expect(refused.cookies).toEqual([]);

    // The owner's address has logged in before: it keeps its own budget.
    expect((await login(ceilingServer, username, PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('a known source has a ceiling of its own', async () => {
    const username = freshEmail('owner');
    await signUpAndConfirm(ceilingServer, username);
    expect((await login(ceilingServer, username, PASSWORD, OWNER)).statusCode).toBe(200);
    // Someone behind the owner's address (a shared network) guessing: bounded all the same.
    for (let i = 0; i < 6; i++)
      expect((await login(ceilingServer, username, `Wrong-Guess-${i}!`, OWNER)).statusCode).toBe(
        401,
      );
    expect((await login(ceilingServer, username, PASSWORD, OWNER)).json()).toEqual({
      message: MESSAGES.loginLocked,
    });
  });

  it('a password reset clears the count', async () => {
    const username = freshEmail('owner');
    await signUpAndConfirm(ceilingServer, username);
    for (let i = 0; i < 7; i++)
      await login(ceilingServer, username, `Wrong-${i}-Guess!`, elsewhere());
    expect((await login(ceilingServer, username, PASSWORD, elsewhere())).statusCode).toBe(429);

    await ceilingServer.app.inject({
      method: 'POST',
      url: '/public/forgot-password',
      payload: { username },
    });
    const { id } = resetIdFrom(ceilingServer, username);
    const reset = await ceilingServer.app.inject({
      method: 'POST',
      url: '/public/reset-password',
      payload: { username, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, id },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(ceilingServer, username, NEW_PASSWORD, elsewhere())).statusCode).toBe(200);
  });
});
