/**
 * Counts of failed guesses (wrong passwords, wrong confirmation codes), in the database so that
 * they hold across restarts and across server processes sharing one database. Keys are SHA-256
 * of the normalised username, or of username and source address: an address without an account
 * is counted exactly like one with, so a refusal tells nothing about which addresses exist.
 *
 * A guess is *reserved* before it is weighed (the count goes up first, then the password or code
 * is checked, and a success clears the count): concurrent guesses cannot all slip under a limit
 * by reading the count before any of them wrote it.
 */
import { isIPv6 } from 'node:net';
import type { Database } from '../db/database.ts';
import { sha256 } from '../security.ts';

type Queryable = Pick<Database, 'query'>;

export type FailureScope = 'login' | 'login-source' | 'code' | 'code-source';

/** One counter: a scope and a key; `windowMs` undefined counts consecutive failures forever. */
export interface Counter {
  readonly scope: FailureScope;
  readonly key: string;
  readonly windowMs?: number;
}

/**
 * The counter of an account (or an address without one), or of (account, source): the key of the
 * latter starts with the former's, so every counter of an account can be cleared at once.
 */
export const counterOf = (
  scope: FailureScope,
  username: string,
  source?: string,
  windowMs?: number,
): Counter => ({
  scope,
  key: source === undefined ? sha256(username) : `${sha256(username)}:${sha256(source)}`,
  ...(windowMs === undefined ? {} : { windowMs }),
});

/** Counts one more failure (a new window when the last has passed) and returns the count. */
export async function reserve(db: Queryable, counter: Counter): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO auth_failures AS f (scope, key, failures, window_started_at)
     VALUES ($1, $2, 1, now())
     ON CONFLICT (scope, key) DO UPDATE SET
       failures = CASE WHEN $3::double precision IS NOT NULL
                        AND f.window_started_at <= now() - ($3::double precision * interval '1 millisecond')
                       THEN 1 ELSE f.failures + 1 END,
       window_started_at = CASE WHEN $3::double precision IS NOT NULL
                        AND f.window_started_at <= now() - ($3::double precision * interval '1 millisecond')
                       THEN now() ELSE f.window_started_at END
     RETURNING failures`,
    [counter.scope, counter.key, counter.windowMs ?? null],
  );
  return Number(rows[0]?.failures ?? 0);
}

/** Forgets the failures of these counters (a success ends a run of consecutive failures). */
export async function clear(db: Queryable, counters: readonly Counter[]): Promise<void> {
  for (const counter of counters)
    await db.query('DELETE FROM auth_failures WHERE scope = $1 AND key = $2', [
      counter.scope,
      counter.key,
    ]);
}

/**
 * Forgets every failure counted against an account, from every source (a password reset or a
 * confirmation: whoever holds the mailbox has spoken).
 */
export async function clearAccount(db: Queryable, username: string): Promise<void> {
  const key = sha256(username);
  await db.query("DELETE FROM auth_failures WHERE key = $1 OR key LIKE $1 || ':%'", [key]);
}

/** Takes back one reserved guess (one that turned out not to be a wrong guess). */
export async function release(db: Queryable, counter: Counter): Promise<void> {
  await db.query(
    'UPDATE auth_failures SET failures = greatest(failures - 1, 0) WHERE scope = $1 AND key = $2',
    [counter.scope, counter.key],
  );
}

/**
 * The source of a request for per-source limits: the IPv4 address, or the /64 prefix of an IPv6
 * address (one subscriber commonly holds a whole /64, so counting single IPv6 addresses would give
 * them 2^64 budgets). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** Remembers that an account logged in from a source (its own budget past the ceiling). */
export async function rememberSource(
  db: Queryable,
  studentId: string,
  source: string,
): Promise<void> {
  await db.query(
    `INSERT INTO login_sources (student_id, source_hash) VALUES ($1, $2)
     ON CONFLICT (student_id, source_hash) DO UPDATE SET last_login_at = now()`,
    [studentId, sha256(source)],
  );
}

/** How long a source an account logged in from stays known. */
export const KNOWN_SOURCE_MS = 90 * 24 * 60 * 60_000;

/** Whether the account has logged in from this source within KNOWN_SOURCE_MS. */
export async function isKnownSource(
  db: Queryable,
  studentId: string | undefined,
  source: string,
): Promise<boolean> {
  if (!studentId) return false;
  const rows = await db.query(
    `SELECT 1 FROM login_sources WHERE student_id = $1 AND source_hash = $2
        AND last_login_at > now() - ($3::double precision * interval '1 millisecond')`,
    [studentId, sha256(source), KNOWN_SOURCE_MS],
  );
  return rows.length > 0;
}
