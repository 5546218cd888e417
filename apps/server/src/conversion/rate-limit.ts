import type { CounterStore } from '../rate-limit-store/counter-store.ts';

/**
 * The per-student limit on conversion requests: each request that starts a conversion costs an
 * isolated process (up to the memory cap and the wall-clock limit), so a student may start at
 * most `max` in a window. Counted in the shared store (../rate-limit-store: the database, or Redis
 * with `REDIS_URL`), so N instances allow `max` in all, not N × `max`, and a restart keeps the
 * count. The window is fixed, started by the student's first request: a burst on either side of a
 * window's end can start up to 2 × `max` within a short time, never more.
 */
export interface WindowLimit {
  /**
   * Counts one request of `key` and resolves 0 if it is within the limit; else the seconds until
   * the window ends. Rejects with a 503 when the store cannot be reached (fails closed).
   */
  take(key: string): Promise<number>;
}

/** At most `max` requests per key in each window of `windowMs`, counted in `store` as `name`. */
export function windowLimit(
  store: CounterStore,
  name: string,
  max: number,
  windowMs: number,
): WindowLimit {
  return {
    async take(key) {
      const { count, ttlMs } = await store.hit(`${name}:${key}`, windowMs);
      return count <= max ? 0 : Math.max(1, Math.ceil(ttlMs / 1000));
    },
  };
}
