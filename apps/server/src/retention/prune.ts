/**
 * Retention (issue 26, finding 9): what the server no longer needs is deleted on a schedule
 * rather than kept for ever. Expired sessions (past their idle timeout or their absolute cap),
 * login records older than the retention period (the profile shows the recent ones only),
 * expired sign-up attempts, and accounts never confirmed whose last attempt has expired (they
 * cannot log in; their address can sign up again). Each is one statement, safe to run from
 * several instances at once.
 */
import { ATTEMPT_TTL_MS } from '../accounts/signup-attempts.ts';
import type { Database } from '../db/database.ts';
import { startPoller, type Poller } from '../jobs/poller.ts';
import { MS, type SessionWindow } from '../sessions.ts';

/** How many rows of each kind one pass deleted. */
export interface PruneCounts {
  readonly sessions: number;
  readonly logins: number;
  readonly attempts: number;
  readonly unconfirmed: number;
}

export interface RetentionSettings {
  /** The session window whose expired rows go (idle timeout with its touch interval, cap). */
  readonly sessions: Pick<SessionWindow, 'idleMs' | 'maxMs'>;
  /** How long a login record is kept (`LOGIN_RETENTION_DAYS`). */
  readonly loginRetentionMs: number;
}

const deleted = async (db: Database, sql: string, params: unknown[]): Promise<number> =>
  (await db.query(`${sql} RETURNING 1`, params)).length;

/** One pass: deletes what has expired and says how much. */
export async function pruneExpired(
  db: Database,
  settings: RetentionSettings,
): Promise<PruneCounts> {
  const sessions = await deleted(
    db,
    `DELETE FROM sessions WHERE last_seen_at <= now() - ($1${MS}) OR created_at <= now() - ($2${MS})`,
    [settings.sessions.idleMs, settings.sessions.maxMs],
  );
  const logins = await deleted(db, `DELETE FROM logins WHERE at < now() - ($1${MS})`, [
    settings.loginRetentionMs,
  ]);
  const attempts = await deleted(db, 'DELETE FROM signup_attempts WHERE expires_at <= now()', []);
  // Older than an attempt's lifetime and with no live attempt: nobody can confirm it any more.
  const unconfirmed = await deleted(
    db,
    `DELETE FROM students s WHERE s.confirmed_at IS NULL AND s.created_at <= now() - ($1${MS})
        AND NOT EXISTS (SELECT 1 FROM signup_attempts a
                         WHERE a.student_id = s.id AND a.expires_at > now())`,
    [ATTEMPT_TTL_MS],
  );
  return { sessions, logins, attempts, unconfirmed };
}

/**
 * Prunes every `intervalMs` (`RETENTION_INTERVAL_MS`) until stopped; `onPruned` hears what
 * each pass deleted, `onError` what failed (the next pass tries again).
 */
export function startRetention(
  db: Database,
  settings: RetentionSettings,
  options: {
    readonly intervalMs: number;
    readonly onPruned: (counts: PruneCounts) => void;
    readonly onError: (error: unknown) => void;
  },
): Poller {
  return startPoller(
    async () => {
      options.onPruned(await pruneExpired(db, settings));
      return false;
    },
    { intervalMs: options.intervalMs, onError: options.onError },
  );
}
