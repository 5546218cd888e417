import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../errors.ts';
import { MESSAGES } from './messages.ts';
import { normaliseUsername } from '@admissions/accounts';

/**
 * Limits of the `/public` account calls, per minute by default: every call per client address,
 * and each call per account (the lower-cased username), tighter for the calls that send e-mail.
 * `RATE_LIMIT_*` environment variables override them (tests raise or lower them).
 */
export interface AccountRateLimits {
  readonly windowMs: number;
  /** Each call, per client address. */
  readonly perAddress: number;
  /** Logins per account. */
  readonly login: number;
  /** Sign-ups, resends and forgot-password requests per account (each sends an e-mail). */
  readonly email: number;
  /** Confirmations and resets per account. */
  readonly account: number;
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
    account: positive(env.RATE_LIMIT_ACCOUNT, 10),
  };
}

const tooMany = (): HttpError => new HttpError(429, MESSAGES.rateLimited);

/**
 * Registers `@fastify/rate-limit` (in memory, not global) in the account plugin's scope and returns
 * the two kinds of limit: a route `config` for the per-address limit (checked on request, before
 * the body is even parsed) and a preHandler factory for a per-account limit (checked after the
 * body passed its schema, keyed on the normalised username).
 */
export async function registerRateLimits(app: FastifyInstance, limits: AccountRateLimits) {
  await app.register(rateLimit, {
    global: false,
    timeWindow: limits.windowMs,
    errorResponseBuilder: () => tooMany(),
  });

  const perAddress = { rateLimit: { max: limits.perAddress, timeWindow: limits.windowMs } };

  /** A per-account limiter for one route (each route counts separately). */
  const perAccount = (max: number): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request: FastifyRequest) =>
        `account:${normaliseUsername((request.body as { username: string }).username)}`,
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
