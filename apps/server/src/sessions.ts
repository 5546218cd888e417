import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { HttpError, SESSION_INVALID } from './errors.ts';
import { randomToken, sha256 } from './security.ts';

/** The HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'admissions_session';
/**
 * The identity provider's prefix: any cookie whose name starts with it tells the portal that the
 * user is logged in (the cookie is readable by scripts; it holds no secret).
 */
export const IDENTITY_PREFIX = 'admissions_identity';
export const INDICATOR_COOKIE = `${IDENTITY_PREFIX}.logged_in`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in student of an `/api` call. */
    studentId?: string;
  }
}

/** Server-side sessions: rows keyed by the token's hash, with idle and absolute expiry. */
export class Sessions {
  constructor(
    private readonly db: Database,
    private readonly config: ServerConfig,
  ) {}

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
    reply.setCookie(INDICATOR_COOKIE, '1', { ...base, httpOnly: false });
  }

  /**
   * The student of a live session, refreshing its idle timer; undefined when the cookie is
   * missing, unknown, idle for longer than the idle timeout or older than the absolute cap.
   */
  async resolve(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const rows = await this.db.query<{ student_id: string }>(
      `UPDATE sessions SET last_seen_at = now()
        WHERE token_hash = $1
          AND last_seen_at > now() - ($2::double precision * interval '1 millisecond')
          AND created_at > now() - ($3::double precision * interval '1 millisecond')
        RETURNING student_id`,
      [sha256(token), this.config.sessionIdleMs, this.config.sessionMaxMs],
    );
    return rows[0] ? String(rows[0].student_id) : undefined;
  }

  /** Ends the session of this cookie and clears both cookies. */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(token)]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(INDICATOR_COOKIE, { path: '/' });
  }

  /** Ends every session of a student except, optionally, one (a password reset ends the others). */
  async endAll(studentId: string, exceptToken?: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE student_id = $1 AND token_hash <> $2', [
      studentId,
      exceptToken ? sha256(exceptToken) : '',
    ]);
  }

  /** A preHandler for `/api`: 401 `{ message }` without a live session. */
  requireSession = async (request: FastifyRequest): Promise<void> => {
    const studentId = await this.resolve(request.cookies[SESSION_COOKIE]);
    if (!studentId) throw new HttpError(401, SESSION_INVALID);
    request.studentId = studentId;
  };
}
