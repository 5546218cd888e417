/**
 * Probing `/public/confirm` (issue 13, finding 10). Before the fix, 5 wrong codes answered "Too
 * many attempts" only for an address with a pending sign-up (telling a prober who is signing up)
 * and killed the applicant's code. Now wrong codes are counted per (address, source), never on
 * the code, the same for every address; a ceiling per address (CODE_FAILURE_CEILING, default 100
 * consecutive) bounds a guesser who rotates sources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { startTestServer, type TestServer } from '../app.ts';
import {
  codeFrom,
  freshEmail,
  liftRateLimits,
  signUp,
  signUpAndConfirm,
} from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

const PROBE = '203.0.113.50';
const APPLICANT = '192.0.2.50';

describe.each(DATABASES)('confirmation probes (%s)', (kind) => {
  const saved = { ...process.env };
  let server: TestServer;

  beforeAll(async () => {
    // Default limits of the confirmation call; the per-address limit of every call lifted.
    process.env = { ...saved };
    liftRateLimits();
    delete process.env.RATE_LIMIT_ACCOUNT;
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
  });

  const confirm = (username: string, code: string, remoteAddress: string) =>
    server.app.inject({
      method: 'POST',
      url: '/public/confirm',
      payload: { username, code },
      remoteAddress,
    });

  /** The replies to 6 wrong codes from the probe's address. */
  const probe = async (username: string, wrong: string) => {
    const replies: Array<[number, string]> = [];
    for (let i = 0; i < 6; i++) {
      const reply = await confirm(username, wrong, PROBE);
      replies.push([reply.statusCode, reply.json().message as string]);
    }
    return replies;
  };

  it('answers wrong codes alike for pending, confirmed and unknown addresses', async () => {
    const pending = freshEmail('pending');
    await signUp(server, pending);
    const wrong = codeFrom(server, pending) === '000000' ? '111111' : '000000';
    const confirmed = freshEmail('confirmed');
    await signUpAndConfirm(server, confirmed);

    const expected = [
      ...Array(4).fill([400, MESSAGES.codeIncorrect]),
      [400, MESSAGES.codeTooManyAttempts],
      [400, MESSAGES.codeTooManyAttempts],
    ];
    expect(await probe(pending, wrong)).toEqual(expected);
    expect(await probe(confirmed, wrong)).toEqual(expected);
    expect(await probe(freshEmail('nobody'), wrong)).toEqual(expected);
  });

  it("a probe from elsewhere does not burn the applicant's code", async () => {
    const applicant = freshEmail('applicant');
    await signUp(server, applicant);
    const code = codeFrom(server, applicant);
    const wrong = code === '000000' ? '111111' : '000000';
    await probe(applicant, wrong);
    // The prober's address is stopped, even with the right code…
    expect((await confirm(applicant, code, PROBE)).json()).toEqual({
      message: MESSAGES.codeTooManyAttempts,
    });
    // …the applicant, from their own address, confirms with the code they received.
    const confirmed = await confirm(applicant, code, APPLICANT);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: MESSAGES.confirmed });
  });
});
