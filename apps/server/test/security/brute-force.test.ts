/**
 * Guessing passwords, confirmation codes and reset ids. Limits are lowered for the test (they
 * are read when the server starts): 4 calls per client address, 3 logins and 3 confirmations or
 * resets per (account, address) per window, and ceilings of 3 consecutive wrong passwords and
 * 3 wrong codes per account. A guesser is stopped whether they stay on one address (and spread
 * over accounts) or rotate addresses (on one account: the ceilings), and the counts hold when
 * guesses race each other. (The owner still getting in during such an attack:
 * account-lockout.test.ts; a probe not burning the applicant's code: confirm-probe.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counterOf, reserve } from '../../src/accounts/auth-failures.ts';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { hashPassword } from '../../src/security.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { PASSWORD, codeFrom, freshEmail, liftRateLimits, signUp } from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

const LIMITS = {
  RATE_LIMIT_PER_ADDRESS: '4',
  RATE_LIMIT_LOGIN: '3',
  RATE_LIMIT_ACCOUNT: '3',
  LOGIN_FAILURE_CEILING: '3',
  CODE_FAILURE_CEILING: '3',
};

let address = 0;
/** A client address of its own per call: a guesser with a botnet. */
const anotherAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describe.each(DATABASES)('brute force (%s)', (kind) => {
  let server: TestServer;
  const saved = { ...process.env };
  const passwordHash = hashPassword(PASSWORD);

  beforeAll(async () => {
    liftRateLimits();
    Object.assign(process.env, LIMITS);
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
  });

  const account = async () => {
    const username = freshEmail();
    await server.db.query(
      'INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, $2, now())',
      [username, await passwordHash],
    );
    return username;
  };
  const call = (url: string, payload: object, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress });
  const expectLimited = (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: MESSAGES.rateLimited });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('stops password guessing from one address, across accounts', async () => {
    const from = anotherAddress();
    for (let i = 0; i < 4; i++) {
      const guess = await call(
        '/public/login',
        { username: await account(), password: `Guess-${i}-aaaaaa` },
        from,
      );
      expect(guess.statusCode).toBe(401);
    }
    const username = await account();
    // The right password does not get through either: the address is stopped before checking.
    const limited = await call('/public/login', { username, password: PASSWORD }, from);
    expectLimited(limited);
    expect(limited.cookies).toEqual([]);
  });

  it('stops password guessing on one account from rotating addresses', async () => {
    const username = await account();
    for (let i = 0; i < 3; i++)
      expect(
        (await call('/public/login', { username, password: `Guess-${i}-aaaaaa` }, anotherAddress()))
          .statusCode,
      ).toBe(401);
    // The account's ceiling: no new address gets a guess weighed, not even the right password.
    // Case and spaces do not make another account.
    const limited = await call(
      '/public/login',
      { username: ` ${username.toUpperCase()} `, password: PASSWORD },
      anotherAddress(),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.loginLocked });
    expect(limited.cookies).toEqual([]);
    // An address without an account is refused alike past the ceiling: nothing is learnt.
    const nobody = freshEmail('nobody');
    for (let i = 0; i < 3; i++)
      await call('/public/login', { username: nobody, password: PASSWORD }, anotherAddress());
    const unknown = await call(
      '/public/login',
      { username: nobody, password: PASSWORD },
      anotherAddress(),
    );
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual({ message: MESSAGES.loginLocked });
  });

  it('stops confirmation-code guessing from one address and on one account', async () => {
    const from = anotherAddress();
    for (let i = 0; i < 4; i++)
      expect(
        (await call('/public/confirm', { username: freshEmail(), code: '000000' }, from))
          .statusCode,
      ).toBe(400);
    expectLimited(await call('/public/confirm', { username: freshEmail(), code: '000000' }, from));

    const username = freshEmail();
    await signUp(server, username);
    const code = codeFrom(server, username);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++)
      expect(
        (await call('/public/confirm', { username, code: wrong }, anotherAddress())).statusCode,
      ).toBe(400);
    // The account's ceiling of wrong codes from all addresses together: the right code is not
    // weighed any more, from any address (the applicant's way out: "Forgot password?").
    const stopped = await call('/public/confirm', { username, code }, anotherAddress());
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json()).toEqual({ message: MESSAGES.codeTooManyAttempts });
  });

  it('counts guesses sent at once one by one', async () => {
    // The limits above are per window, or ceilings of counts; the counts must hold when guesses
    // race each other. A guess is reserved (counted) before it is weighed: of 30 concurrent
    // reservations each sees its own count, so no more than the limit are ever weighed.
    const counter = counterOf('code-source', freshEmail(), '10.9.9.9', 60_000);
    const counts = await Promise.all(Array.from({ length: 30 }, () => reserve(server.db, counter)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('stops reset-id guessing on one account from one address', async () => {
    // Per (account, address) only: a reset id is 256 random bits, beyond guessing from any
    // number of addresses, and a per-account limit would let anyone block the owner's reset.
    const username = await account();
    const from = anotherAddress();
    const reset = (id: string) =>
      call(
        '/public/reset-password',
        { username, password: PASSWORD, confirm_password: PASSWORD, id },
        from,
      );
    for (let i = 0; i < 3; i++) expect((await reset(`guess-${i}`)).statusCode).toBe(400);
    expectLimited(await reset('guess-final'));
  });
});
