/**
 * Guessing passwords, confirmation codes and reset ids. Limits are lowered for the test (they
 * are read when the server starts): 4 calls per client address, 3 logins and 3 confirmations or
 * resets per account, per window. A guesser is stopped with 429 `{ message }` whether they stay
 * on one address (and spread over accounts) or rotate addresses (on one account), and a
 * confirmation code dies after 5 wrong guesses even when the guesses race each other.
 * (Per-address and per-account limits of the e-mail calls: ../accounts-limits.test.ts; a code
 * killed after 5 sequential wrong attempts: ../accounts.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_ATTEMPTS, confirmWithCode } from '../../src/accounts/confirmation-codes.ts';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { hashPassword } from '../../src/security.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { PASSWORD, codeFrom, freshEmail, liftRateLimits, signUp } from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

const LIMITS = {
  RATE_LIMIT_PER_ADDRESS: '4',
  RATE_LIMIT_LOGIN: '3',
  RATE_LIMIT_ACCOUNT: '3',
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
  });
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
    // Case and spaces do not make another account.
    const limited = await call(
      '/public/login',
      { username: ` ${username.toUpperCase()} `, password: PASSWORD },
      anotherAddress(),
    );
    expectLimited(limited);
    expect(limited.cookies).toEqual([]);
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
    expectLimited(await call('/public/confirm', { username, code }, anotherAddress()));
  });

  it('kills a code after 5 wrong guesses sent at once', async () => {
    // The limits above are per window: a patient guesser waits them out, and spreads guesses
    // over windows. The per-code count is then the only defence, and must hold when the guesses
    // race each other: of 30 concurrent wrong guesses no more than 5 are weighed. Called below
    // the route (whose per-account limit would stop the race at 3) on the same database.
    const username = freshEmail();
    await signUp(server, username);
    const code = codeFrom(server, username);
    const [student] = await server.db.query<{ id: string }>(
      'SELECT id FROM students WHERE username = $1',
      [username],
    );
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const outcomes = await Promise.all(
      guesses.map((guess) => confirmWithCode(server.db, String(student!.id), guess)),
    );
    expect(outcomes.filter((o) => o === 'incorrect')).toHaveLength(CODE_MAX_ATTEMPTS - 1);
    expect(outcomes.filter((o) => o === 'too-many-attempts')).toHaveLength(
      guesses.length - (CODE_MAX_ATTEMPTS - 1),
    );
    // The right code is refused now, through the route too.
    const right = await call('/public/confirm', { username, code }, anotherAddress());
    expect(right.json()).toEqual({ message: MESSAGES.codeTooManyAttempts });
    const [row] = await server.db.query<{ attempts: number }>(
      'SELECT attempts FROM confirmation_codes WHERE student_id = $1',
      [student!.id],
    );
    expect(row!.attempts).toBe(CODE_MAX_ATTEMPTS);
  });

  it('stops reset-id guessing on one account from rotating addresses', async () => {
    const username = await account();
    const reset = (id: string) =>
      call(
        '/public/reset-password',
        { username, password: PASSWORD, confirm_password: PASSWORD, id },
        anotherAddress(),
      );
    for (let i = 0; i < 3; i++) expect((await reset(`guess-${i}`)).statusCode).toBe(400);
    expectLimited(await reset('guess-final'));
  });
});
