import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmWithCode, issueConfirmationCode } from '../accounts/confirmation-codes.ts';
import {
  confirmationCodeMail,
  passwordResetMail,
  resetLink,
  signupAttemptMail,
} from '../accounts/mails.ts';
import { MESSAGES } from '../accounts/messages.ts';
import { issueResetId, resetPassword } from '../accounts/password-resets.ts';
import { readRateLimits, registerRateLimits } from '../accounts/rate-limits.ts';
import {
  confirmSchema,
  forgotSchema,
  loginSchema,
  logoutSchema,
  resendSchema,
  resetSchema,
  signupSchema,
} from '../accounts/schemas.ts';
import { createStudent, findStudent, recordLogin } from '../accounts/students.ts';
import {
  CONFIRMATION_CODE_PATTERN,
  firstFailedPasswordRule,
  isEmailLike,
  normaliseUsername,
} from '@admissions/accounts';
import { HttpError } from '../errors.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, sha256, verifyPassword } from '../security.ts';
import { SESSION_COOKIE } from '../sessions.ts';

/**
 * The least time sign-up, resend and forgot-password take, so that whether the address has an
 * account (a row written, or not) does not show in the reply time. Above the work of either path
 * on an idle server (a few ms, or one scrypt of about 50 ms for sign-up); these calls are rare.
 */
export const ENUMERATION_FLOOR_MS = 100;

/** Resolves `value` no sooner than ENUMERATION_FLOOR_MS after `started` (performance.now()). */
async function afterFloor<T>(started: number, value: T): Promise<T> {
  const wait = started + ENUMERATION_FLOOR_MS - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return value;
}

interface Credentials {
  username: string;
  password: string;
}

/** The normalised username of a body, or a 400 with the given message when it is not an e-mail. */
function usernameOf(body: { username: string }, message: string): string {
  const username = normaliseUsername(body.username);
  if (!isEmailLike(username)) throw new HttpError(400, message);
  return username;
}

function checkNewPassword(password: string): void {
  const failed = firstFailedPasswordRule(password);
  if (failed) throw new HttpError(400, failed);
}

/**
 * `/public/signup`, `/public/confirm`, `/public/resend-confirm`, `/public/login`,
 * `/public/forgot-password`, `/public/reset-password`, `GET /api/logout`.
 *
 * Enumeration: sign-up, resend and forgot-password answer the same whether or not the address
 * has an account, and do the same expensive work (a password hash) either way; e-mails are sent
 * without waiting for delivery so the reply time does not tell either. The database work still
 * differs (a reset id or a code is written only for an account: 2 to 3 times the reply time of
 * an unknown address, measured), so these three answer no sooner than
 * {@link ENUMERATION_FLOOR_MS} after they start. Login answers unknown
 * addresses and wrong passwords alike after a password check of the same cost. Nothing secret
 * (password, code, token, reset id) is ever logged: the routes log no bodies.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, sessions, config } = app.ctx;
  const limits = readRateLimits();
  const { perAddress, perAccount } = await registerRateLimits(app, limits);

  /** Sends without delaying the reply; a failure is logged (recipient and subject only). */
  const dispatch = (request: FastifyRequest, message: MailMessage): void => {
    mailer.send(message).catch((error: unknown) => {
      request.log.error(
        { err: error, to: message.to, subject: message.subject },
        'sending mail failed',
      );
    });
  };

  app.post<{ Body: Credentials }>(
    '/public/signup',
    { schema: signupSchema, config: perAddress, preHandler: perAccount(limits.email) },
    async (request) => {
      const started = performance.now();
      const username = usernameOf(request.body, MESSAGES.invalidEmail);
      checkNewPassword(request.body.password);
      // Hashed before looking the address up, so both paths cost one scrypt.
      const passwordHash = await hashPassword(request.body.password);
      const newId = await createStudent(db, username, passwordHash);
      if (newId) {
        dispatch(request, confirmationCodeMail(username, await issueConfirmationCode(db, newId)));
        return afterFloor(started, { message: MESSAGES.signedUp });
      }
      const existing = await findStudent(db, username);
      if (existing && !existing.confirmed) {
        // An unfinished sign-up: a fresh code; the first password stands until a reset.
        dispatch(
          request,
          confirmationCodeMail(username, await issueConfirmationCode(db, existing.id)),
        );
      } else if (existing) {
        dispatch(
          request,
          signupAttemptMail(username, `${config.publicUrl.replace(/\/+$/, '')}/login`),
        );
      }
      return afterFloor(started, { message: MESSAGES.signedUp });
    },
  );

  app.post<{ Body: { username: string; code: string } }>(
    '/public/confirm',
    { schema: confirmSchema, config: perAddress, preHandler: perAccount(limits.account) },
    async (request) => {
      const username = usernameOf(request.body, MESSAGES.invalidEmail);
      const code = request.body.code.trim();
      if (!CONFIRMATION_CODE_PATTERN.test(code)) throw new HttpError(400, MESSAGES.codeFormat);
      const student = await findStudent(db, username);
      // No account, or one with no live code (already confirmed): the same answer as a wrong code.
      if (!student) throw new HttpError(400, MESSAGES.codeIncorrect);
      const outcome = await confirmWithCode(db, student.id, code);
      if (outcome === 'confirmed') return { message: MESSAGES.confirmed };
      if (outcome === 'expired') throw new HttpError(400, MESSAGES.codeExpired);
      if (outcome === 'too-many-attempts') throw new HttpError(400, MESSAGES.codeTooManyAttempts);
      throw new HttpError(400, MESSAGES.codeIncorrect);
    },
  );

  app.post<{ Body: { username: string } }>(
    '/public/resend-confirm',
    { schema: resendSchema, config: perAddress, preHandler: perAccount(limits.email) },
    async (request) => {
      const started = performance.now();
      const username = usernameOf(request.body, MESSAGES.invalidResendEmail);
      const student = await findStudent(db, username);
      if (student && !student.confirmed)
        dispatch(
          request,
          confirmationCodeMail(username, await issueConfirmationCode(db, student.id)),
        );
      return afterFloor(started, { message: MESSAGES.resent });
    },
  );

  app.post<{ Body: Credentials }>(
    '/public/login',
    { schema: loginSchema, config: perAddress, preHandler: perAccount(limits.login) },
    async (request, reply) => {
      const username = usernameOf(request.body, MESSAGES.invalidLoginEmail);
      const { password } = request.body;
      if (password.length === 0) throw new HttpError(400, MESSAGES.passwordRequired);
      const student = await findStudent(db, username);
      const matches = await verifyPassword(password, student?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!student || !matches) throw new HttpError(401, MESSAGES.badCredentials);
      if (!student.confirmed) throw new HttpError(403, MESSAGES.notConfirmed);
      // Rotation: the session this browser had (if any) ends; the new one gets a fresh token.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous)
        await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(previous)]);
      await recordLogin(db, student.id);
      await sessions.start(reply, student.id);
      return { message: MESSAGES.loggedIn, username: student.username };
    },
  );

  app.post<{ Body: { username: string } }>(
    '/public/forgot-password',
    { schema: forgotSchema, config: perAddress, preHandler: perAccount(limits.email) },
    async (request) => {
      const started = performance.now();
      const username = usernameOf(request.body, MESSAGES.invalidEmail);
      const student = await findStudent(db, username);
      if (student) {
        const id = await issueResetId(db, student.id);
        dispatch(request, passwordResetMail(username, resetLink(config.publicUrl, username, id)));
      }
      return afterFloor(started, { message: MESSAGES.resetRequested });
    },
  );

  app.post<{ Body: Credentials & { confirm_password: string; id: string } }>(
    '/public/reset-password',
    { schema: resetSchema, config: perAddress, preHandler: perAccount(limits.account) },
    async (request) => {
      const username = usernameOf(request.body, MESSAGES.invalidEmail);
      const { password, confirm_password: confirmPassword, id } = request.body;
      checkNewPassword(password);
      if (password !== confirmPassword) throw new HttpError(400, MESSAGES.passwordsMustMatch);
      if (id.length === 0) throw new HttpError(400, MESSAGES.resetInvalid);
      const outcome = await resetPassword(db, username, id, await hashPassword(password));
      if (!outcome.ok)
        throw new HttpError(
          400,
          outcome.reason === 'used'
            ? MESSAGES.resetUsed
            : outcome.reason === 'expired'
              ? MESSAGES.resetExpired
              : MESSAGES.resetInvalid,
        );
      // Whoever else held a session (perhaps whoever knew the old password) is logged out.
      await sessions.endAll(outcome.studentId);
      return { message: MESSAGES.resetDone };
    },
  );

  // Keep-alive: the portal calls it while the applicant is active without saving (typing a long
  // essay), so the server's idle timeout, which counts requests, follows the portal's, which
  // counts activity. Like every /api call, it refreshes the session's idle timer.
  app.get(
    '/api/session',
    { schema: logoutSchema, preHandler: sessions.requireSession },
    async () => ({ message: MESSAGES.sessionActive }),
  );

  app.get(
    '/api/logout',
    { schema: logoutSchema, preHandler: sessions.requireSession },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: MESSAGES.loggedOut };
    },
  );
}
