import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../errors.ts';
import { counterStoreOf, pluginStore } from '../rate-limit-store/counter-store.ts';
import { sourceOf } from './auth-failures.ts';
import { MESSAGES } from './messages.ts';
import { mailboxOf, normaliseUsername } from '@admissions/accounts';
import type { AccountRateLimits } from '../settings/sections.ts';

/*
 * The limits of the `/public` account calls (`AccountRateLimits`, read with every other setting by
 * settings/: a bad value stops the server, as for the conversion settings). Windowed ones (per
 * minute by default) are applied by `@fastify/rate-limit` and counted in the shared store
 * (../rate-limit-store: the database, or Redis with `REDIS_URL`), so every instance sees one count
 * and a restart keeps it; the failure ceilings are counted in the database (auth-failures.ts).
 */

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
