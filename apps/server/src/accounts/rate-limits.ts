import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../errors.ts';
import { counterStoreOf, pluginStore } from '../rate-limit-store/counter-store.ts';
import { sourceOf } from './auth-failures.ts';
import { MESSAGES } from './messages.ts';
import { mailboxOf, normaliseUsername } from '@admissions/accounts';

/**
 * Limits of the `/public` account calls. Windowed ones (per minute by default) are applied by
 * `@fastify/rate-limit` and counted in the shared store (../rate-limit-store: the database, or
 * Redis with `REDIS_URL`), so every instance sees one count and a restart keeps it; the failure
 * ceilings are counted in the database (auth-failures.ts).
 * `RATE_LIMIT_*` and the ceiling variables override them (tests raise or lower them).
 *
 * No windowed limit is per account alone: a limit anyone can exhaust from anywhere is a way to
 * lock the owner out (issue 13, finding 4). Guessing is throttled per (account, source address),
 * and bounded per account only by the far higher ceilings, which count consecutive failures.
 */
export interface AccountRateLimits {
  readonly windowMs: number;
  /** Each call, per client address. */
  readonly perAddress: number;
  /** Logins per (account, source address) per window. */
  readonly login: number;
  /**
   * Sign-ups, resends and forgot-password requests (each sends an e-mail) per (mailbox, source
   * address): one source cannot use up the owner's budget (issue 26, finding 2)…
   */
  readonly email: number;
  /** …and per mailbox from all sources together, a ceiling on the mail an address receives. */
  readonly emailCeiling: number;
  /** Confirmations and resets per (account, source address) per window. */
  readonly account: number;
  /**
   * Consecutive wrong passwords per account (NIST SP 800-63B: at most 100) after which logins are
   * refused from sources the account has not logged in from; and per (account, source).
   */
  readonly loginCeiling: number;
  /** Wrong confirmation codes per (account, source) within a code's lifetime. */
  readonly codesPerSource: number;
  /** Consecutive wrong confirmation codes per account, from all sources together. */
  readonly codeCeiling: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n > 0
    ? Math.floor(n)
    : fallback;
};

export function readRateLimits(env: NodeJS.ProcessEnv = process.env): AccountRateLimits {
  return {
    windowMs: positive(env.RATE_LIMIT_WINDOW_MS, 60_000),
    perAddress: positive(env.RATE_LIMIT_PER_ADDRESS, 20),
    login: positive(env.RATE_LIMIT_LOGIN, 10),
    email: positive(env.RATE_LIMIT_EMAIL, 5),
    emailCeiling: positive(env.RATE_LIMIT_EMAIL_CEILING, 20),
    account: positive(env.RATE_LIMIT_ACCOUNT, 10),
    loginCeiling: positive(env.LOGIN_FAILURE_CEILING, 100),
    codesPerSource: positive(env.CODE_FAILURES_PER_SOURCE, 5),
    codeCeiling: positive(env.CODE_FAILURE_CEILING, 100),
  };
}

const tooMany = (): HttpError => new HttpError(429, MESSAGES.rateLimited);

/** What a per-call limit is keyed on, besides the call. */
export type LimitKey = 'mailbox' | 'mailbox-and-source' | 'account-and-source';

/**
 * Registers `@fastify/rate-limit` (in the shared store, not global) in the account plugin's scope
 * and returns
 * the two kinds of limit: a route `config` for the per-address limit (checked on request, before
 * the body is even parsed) and a preHandler factory for a limit keyed on the body's username
 * (checked after the body passed its schema): per normalised mailbox for the calls that send
 * mail (and per mailbox and source), per (account, source address) for the calls that guess. A store that cannot be reached
 * refuses the call with 503 (fails closed).
 */
export async function registerRateLimits(app: FastifyInstance, limits: AccountRateLimits) {
  await app.register(rateLimit, {
    global: false,
    timeWindow: limits.windowMs,
    errorResponseBuilder: () => tooMany(),
    store: pluginStore(counterStoreOf(app), 'account:'),
  });

  const perAddress = { rateLimit: { max: limits.perAddress, timeWindow: limits.windowMs } };

  /** A limiter for one route (each route counts separately: the key names the route). */
  const perAccount = (max: number, by: LimitKey): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request: FastifyRequest) => {
        const username = normaliseUsername((request.body as { username: string }).username);
        const route = request.routeOptions.url;
        if (by === 'mailbox') return `${route}:mailbox:${mailboxOf(username)}`;
        if (by === 'mailbox-and-source')
          return `${route}:mailbox:${mailboxOf(username)}:${sourceOf(request.ip)}`;
        return `${route}:account:${username}:${sourceOf(request.ip)}`;
      },
    });
    return async (request, reply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooMany();
      }
    };
  };

  return { perAddress, perAccount };
}
