import { LOGGED_IN_COOKIE, SESSION_COOKIE } from '@admissions/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { HttpError, SESSION_INVALID } from './errors.ts';
import { randomToken, sha256 } from './security.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in student of an `/api` call. */
    studentId?: string;
  }
}

/**
 * How often at most a session's `last_seen_at` is written: a fifteenth of the idle timeout, at most
 * a minute (15 minutes idle: once a minute). A busy applicant's saves then mostly read the session
 * row instead of rewriting it on every call.
 */
export const touchIntervalMs = (idleMs: number): number =>
  Math.min(60_000, Math.floor(idleMs / 15));

/** The limits a statement checks a session against, in milliseconds. */
export interface SessionWindow {
  /**
   * The idle timeout plus the touch interval. `last_seen_at` may lag the last request by up to one
   * interval (requests within it do not write), so a session is accepted while the stored time is
   * younger than this: it never ends before the idle timeout, and at most one interval after.
   */
  readonly idleMs: number;
  readonly maxMs: number;
  readonly touchMs: number;
}

/** The session window of a configuration (idle timeout plus touch interval, cap, interval). */
export function sessionWindow(
  config: Pick<ServerConfig, 'sessionIdleMs' | 'sessionMaxMs'>,
): SessionWindow {
  const touchMs = touchIntervalMs(config.sessionIdleMs);
  return { idleMs: config.sessionIdleMs + touchMs, maxMs: config.sessionMaxMs, touchMs };
}

/** The parameters $2, $3, $4 of {@link LIVE_SESSION}. */
export const windowParams = (w: SessionWindow): [number, number, number] => [
  w.idleMs,
  w.maxMs,
  w.touchMs,
];

/** Turns a parameter in milliseconds into an interval (`$2${MS}`). */
export const MS = "::double precision * interval '1 millisecond'";

/**
 * The head of a statement that needs a live session: `live` holds the session of token hash $1
 * (student_id, last_seen_at) when it is live, and `touch` rewrites its `last_seen_at` only when
 * the stored one is older than the touch interval. $2, $3, $4 are {@link windowParams}. Data-
 * modifying CTEs always run to completion, so the touch happens whatever the statement selects.
 */
export const LIVE_SESSION = `WITH live AS (
  SELECT student_id, last_seen_at FROM sessions
   WHERE token_hash = $1
     AND last_seen_at > now() - ($2${MS})
     AND created_at > now() - ($3${MS})
), touch AS (
  UPDATE sessions SET last_seen_at = now()
   WHERE token_hash = $1
     AND EXISTS (SELECT 1 FROM live WHERE last_seen_at <= now() - ($4${MS}))
)`;

/** Server-side sessions: rows keyed by the token's hash, with idle and absolute expiry. */
export class Sessions {
  /** The window of a live session as the SQL of {@link LIVE_SESSION} takes it. */
  readonly window: SessionWindow;

  constructor(
    private readonly db: Database,
    private readonly config: ServerConfig,
  ) {
    this.window = sessionWindow(config);
  }

  /** Starts a session (a fresh token: rotation at every login) and sets both cookies. */
  async start(reply: FastifyReply, studentId: string): Promise<void> {
    const token = randomToken();
    await this.db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
      sha256(token),
      studentId,
    ]);
    const base = {
      path: '/',
      sameSite: 'lax' as const,
      secure: this.config.secureCookies,
      maxAge: Math.floor(this.config.sessionMaxMs / 1000),
    };
    reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
    reply.setCookie(LOGGED_IN_COOKIE, '1', { ...base, httpOnly: false });
  }

  /**
   * The student of a live session, refreshing its idle timer (at most once per
   * {@link touchIntervalMs}); undefined when the cookie is missing, unknown, idle for longer than
   * the idle timeout or older than the absolute cap. One prepared statement.
   */
  async resolve(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const rows = await this.db.prepared<{ student_id: string }>(
      'session_resolve',
      `${LIVE_SESSION} SELECT student_id FROM live`,
      [sha256(token), ...windowParams(this.window)],
    );
    return rows[0] ? String(rows[0].student_id) : undefined;
  }

  /** Ends the session of this cookie and clears both cookies. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(token)]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(LOGGED_IN_COOKIE, { path: '/' });
  }

  /** Ends every session of a student except, optionally, one (a password reset ends the others). */
  async endAll(studentId: string, exceptToken?: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE student_id = $1 AND token_hash <> $2', [
      studentId,
      exceptToken ? sha256(exceptToken) : '',
    ]);
  }

  /**
   * An onRequest hook for the routes that check the session in their own statement (the answer
   * save, the profile): 401 at once without a session cookie, at no cost to the database; the
   * route answers 401 itself when the statement finds no live session for the token.
   */
  requireSessionCookie = async (request: FastifyRequest): Promise<void> => {
    if (!request.cookies[SESSION_COOKIE]) throw new HttpError(401, SESSION_INVALID);
  };

  /** A preHandler for `/api`: 401 `{ message }` without a live session. */
  requireSession = async (request: FastifyRequest): Promise<void> => {
    const studentId = await this.resolve(request.cookies[SESSION_COOKIE]);
    if (!studentId) throw new HttpError(401, SESSION_INVALID);
    request.studentId = studentId;
  };
}
