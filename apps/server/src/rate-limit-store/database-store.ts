import type { Database } from '../db/database.ts';
import { sha256 } from '../security.ts';
import type { CounterStore, Hit } from './types.ts';

/** Expired windows are deleted at most this often per process, by the request that notices. */
const PRUNE_EVERY_MS = 60_000;

/**
 * One statement per request, atomic under concurrency (the row is locked by the upsert): a
 * window that has ended starts again at 1, else the count goes up by one. The database's clock
 * decides, so instances whose clocks differ still agree on the window.
 */
const HIT = `
INSERT INTO rate_limits AS r (key_hash, count, reset_at)
     VALUES ($1, 1, now() + $2 * interval '1 millisecond')
ON CONFLICT (key_hash) DO UPDATE
        SET count = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.count + 1 END,
            reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
  RETURNING count, (extract(epoch FROM r.reset_at - now()) * 1000)::float8 AS ttl_ms`;

/**
 * Counters in the `rate_limits` table (migration 011) of the server's own database: shared by
 * every instance on one PostgreSQL, and kept across restarts on PGlite too. Keys are stored as
 * SHA-256 (they hold usernames and addresses), as `auth_failures` does.
 */
export function databaseCounterStore(db: Database): CounterStore {
  let lastPrune = Date.now();
  const prune = () => {
    lastPrune = Date.now();
    // Not awaited: no request waits for the cleaning; a failure only delays it.
    db.query('DELETE FROM rate_limits WHERE reset_at < now()').catch(() => undefined);
  };
  return {
    kind: 'database',
    async hit(key: string, windowMs: number): Promise<Hit> {
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) prune();
      const [row] = await db.query<{ count: number | string; ttl_ms: number }>(HIT, [
        sha256(key),
        windowMs,
      ]);
      return { count: Number(row!.count), ttlMs: Math.max(0, Math.ceil(Number(row!.ttl_ms))) };
    },
    async check() {
      await db.query('SELECT 1');
    },
    async close() {},
  };
}
