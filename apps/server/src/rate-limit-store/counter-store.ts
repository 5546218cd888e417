import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError, SERVICE_UNAVAILABLE } from '../errors.ts';
import { databaseCounterStore } from './database-store.ts';
import { redisCounterStore } from './redis-store.ts';
import type { CounterStore, Hit } from './types.ts';

export type { CounterStore, Hit } from './types.ts';

const stores = new WeakMap<object, CounterStore>();

/**
 * The counter store of an app, one per app (the account and conversion limits share it): Redis
 * when the configuration has a `REDIS_URL`, else the app's database. Closed with the app.
 *
 * A store that cannot be reached fails closed: the request is refused with 503 (and the error
 * logged), never let through uncounted. Failing open would give an attacker unlimited guesses for
 * as long as they can keep the store busy or unreachable; the limited calls (logins, codes,
 * e-mails, conversions) are rare, and most of them need the database anyway.
 */
export function counterStoreOf(app: FastifyInstance): CounterStore {
  const { ctx } = app;
  let store = stores.get(ctx);
  if (!store) {
    const { redisUrl, redisKeyPrefix } = ctx.config;
    const inner = redisUrl
      ? redisCounterStore(redisUrl, redisKeyPrefix)
      : databaseCounterStore(ctx.db);
    store = {
      kind: inner.kind,
      async hit(key: string, windowMs: number): Promise<Hit> {
        try {
          return await inner.hit(key, windowMs);
        } catch (error) {
          app.log.error(
            { err: error, store: inner.kind },
            'rate-limit store unreachable: request refused',
          );
          throw new HttpError(503, SERVICE_UNAVAILABLE);
        }
      },
      check: () => inner.check(),
      close: () => inner.close(),
    };
    stores.set(ctx, store);
    app.addHook('onClose', () => inner.close());
  }
  return store;
}

/**
 * A `store` class for `@fastify/rate-limit` that counts in `store`. Each route's limit (the
 * plugin's `child`) counts under its own method and URL, as the plugin's own stores do.
 */
export function pluginStore(
  store: CounterStore,
  prefix: string,
): new (options?: unknown) => FastifyRateLimitStore {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      readonly keyPrefix = prefix,
    ) {}
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      store.hit(this.keyPrefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged parameters, with the route under `routeInfo` (its types
      // say RouteOptions); a `createRateLimit` limiter has an empty one, and names its route in
      // its key instead.
      const { method, url } =
        (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      const route = method ? `${String(method)}${url}:` : '';
      return new SharedStore(undefined, this.keyPrefix + route);
    }
  }
  return SharedStore;
}
