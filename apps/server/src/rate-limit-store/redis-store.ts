import { Redis } from 'ioredis';
import { sha256 } from '../security.ts';
import type { CounterStore, Hit } from './types.ts';

/**
 * INCR and the window's expiry in one atomic script: the first request of a window sets it, so a
 * key can never be left without an expiry (which would block it for ever).
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/** How long a limit waits for Redis before the request is refused (503). */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Counters in Redis (`REDIS_URL`), under `prefix` (`REDIS_KEY_PREFIX`, default `admissions:rl:`),
 * so one Redis can serve several deployments. A command fails after {@link COMMAND_TIMEOUT_MS}
 * rather than waiting for a reconnect. Keys are stored as SHA-256, as in the database store: they
 * hold applicants' e-mail and IP addresses, which whoever reads the Redis must not learn (issue
 * 26, finding 8).
 */
export function redisCounterStore(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // The errors reach the requests that needed Redis; the client reconnects on its own.
    lazyConnect: false,
  });
  redis.on('error', () => undefined);
  return {
    kind: 'redis',
    async hit(key: string, windowMs: number): Promise<Hit> {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + sha256(key), windowMs)) as [
        number,
        number,
      ];
      return { count, ttlMs: ttl };
    },
    async check() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
