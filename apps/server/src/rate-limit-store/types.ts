/** One counted request: the window's count including it, and the ms until the window ends. */
export interface Hit {
  readonly count: number;
  readonly ttlMs: number;
}

/**
 * Fixed-window request counters kept where every instance of the server sees them (issue 19):
 * in the database by default (PostgreSQL, or PGlite's data directory), in Redis when `REDIS_URL`
 * is set. N instances share one count, and a restart does not forget it.
 */
export interface CounterStore {
  /** Where the counters live (`database`, `redis`). */
  readonly kind: 'database' | 'redis';
  /** Counts one request of `key`; a window of `windowMs` starts at the first request of a key. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Resolves when the store answers (readiness: `/ready`), rejects when it cannot be reached. */
  check(): Promise<void>;
  close(): Promise<void>;
}
