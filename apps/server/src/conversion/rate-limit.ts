/**
 * The per-student limit on conversion requests: each request that starts a conversion costs an
 * isolated process (up to the memory cap and the wall-clock limit), so a student may start at
 * most `max` in any rolling window. In memory and per process, like the account limits.
 */
export interface SlidingWindowLimit {
  /**
   * Counts one request of `key` if it is within the limit and returns 0; else counts nothing and
   * returns the seconds until one is allowed again.
   */
  take(key: string, now?: number): number;
}

/** At most `max` requests per key in any `windowMs`. */
export function slidingWindowLimit(max: number, windowMs: number): SlidingWindowLimit {
  const requests = new Map<string, number[]>();
  const prune = (now: number) => {
    for (const [key, times] of requests)
      if (times[times.length - 1]! <= now - windowMs) requests.delete(key);
  };
  return {
    take(key, now = Date.now()) {
      // Students who stopped asking are forgotten, so the map holds only recent ones.
      if (requests.size > 10_000) prune(now);
      const times = (requests.get(key) ?? []).filter((t) => t > now - windowMs);
      if (times.length >= max) {
        requests.set(key, times);
        return Math.max(1, Math.ceil((times[0]! + windowMs - now) / 1000));
      }
      times.push(now);
      requests.set(key, times);
      return 0;
    },
  };
}
