import { SESSION_COOKIE, SIGNUP_COOKIE } from '@admissions/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clear,
  clearAccount,
  counterOf,
  isKnownSource,
  rememberSource,
  release,
  reserve,
  sourceOf,
} from '../accounts/auth-failures.ts';
import {
  confirmationCodeMail,
  passwordResetMail,
  resetLink,
  signupAgainMail,
  signupAttemptMail,
  signupBusyMail,
} from '../accounts/mails.ts';
import { MESSAGES } from '../accounts/messages.ts';
import { issueResetId, resetPassword } from '../accounts/password-resets.ts';
import { registerRateLimits } from '../accounts/rate-limits.ts';
import {
  ATTEMPT_TTL_MS,
  CODE_TTL_MS,
  confirmAttempt,
  newestAttemptHash,
  resendCode,
  signUp,
} from '../accounts/signup-attempts.ts';
import { findStudent, recordLogin } from '../accounts/students.ts';
import {
  CONFIRMATION_CODE_PATTERN,
  firstFailedPasswordRule,
  normaliseUsername,
  usernameErrors,
} from '@admissions/accounts';
import { HttpError } from '../errors.ts';
import { contractRoute } from './contract-route.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../security.ts';

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

/**
 * The normalised username of a body, or a 400: the invisible-character message, or the given
 * "must be valid" one when it is not an e-mail address.
 */
function usernameOf(body: { username: string }, message: string): string {
  const [error] = usernameErrors(body.username, message);
  if (error) throw new HttpError(400, error);
  return normaliseUsername(body.username);
}

// The sign-up cookie (SIGNUP_COOKIE) names the browser that made a sign-up attempt (its token's
// hash is stored on the attempt). Set by every sign-up, for new, unconfirmed and confirmed
// addresses alike.

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
 *
 * Takeover and lockout (issue 13): an unconfirmed address's passwords live on its sign-up
 * attempts (../accounts/signup-attempts.ts), so a code activates only the password of the
 * sign-up it was sent for. Guessing is limited per (account, source) and bounded per account by
 * ceilings of consecutive failures (../accounts/auth-failures.ts), never by a limit anyone can
 * exhaust from anywhere; the counts are kept for every address alike, so they reveal nothing.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, sessions, config } = app.ctx;
  const limits = config.rateLimits;
  const { perAddress, perAccount } = await registerRateLimits(app, limits);
  // Mail-sending calls: a budget per (mailbox, source address), so one source cannot spend the
  // owner's, under a higher ceiling per mailbox from all sources together (issue 26, finding 2).
  const mailLimits = [
    perAccount(limits.email, 'mailbox-and-source'),
    perAccount(limits.emailCeiling, 'mailbox'),
  ];

  /** Sends without delaying the reply; a failure is logged (recipient and subject only). */
  const dispatch = (request: Pick<FastifyRequest, 'log'>, message: MailMessage): void => {
    mailer.send(message).catch((error: unknown) => {
      request.log.error(
        { err: error, to: message.to, subject: message.subject },
        'sending mail failed',
      );
    });
  };

  const signupCookie = (reply: FastifyReply, token: string): void => {
    reply.setCookie(SIGNUP_COOKIE, token, {
      path: '/public',
      httpOnly: true,
      sameSite: 'strict',
      secure: config.secureCookies,
      maxAge: Math.floor(ATTEMPT_TTL_MS / 1000),
    });
  };
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  contractRoute(
    app,
    'POST /public/signup',
    { config: perAddress, preHandler: mailLimits },
    async (request, reply) => {
      const started = performance.now();
      const username = usernameOf(request.body, MESSAGES.invalidEmail);
      checkNewPassword(request.body.password);
      // Hashed whatever the address, so every path costs one scrypt; a cookie every time too.
      const passwordHash = await hashPassword(request.body.password);
      // The browser keeps its token: a new sign-up replaces this browser's earlier attempt.
      const browser = request.cookies[SIGNUP_COOKIE] || randomToken();
      signupCookie(reply, browser);
      const outcome = await signUp(db, username, passwordHash, browser);
      // A new or unconfirmed address: an attempt of its own (password, code); the address's other
      // attempts are untouched. A confirmed one: a warning to the owner, the password unchanged.
      // A busy address (every other attempt's code still valid) gets no new attempt, and a mail
      // saying so: the reply stays the same for every address.
      dispatch(
        request,
        outcome.kind === 'attempt'
          ? confirmationCodeMail(username, outcome.code, outcome.at)
          : outcome.kind === 'busy'
            ? signupBusyMail(username, `${publicUrl}/forgot`)
            : signupAttemptMail(username, `${publicUrl}/login`),
      );
      return afterFloor(started, { message: MESSAGES.signedUp });
    },
  );

  contractRoute(
    app,
    'POST /public/confirm',
    {
      config: perAddress,
      preHandler: perAccount(limits.account, 'account-and-source'),
    },
    async (request) => {
      const username = usernameOf(request.body, MESSAGES.invalidEmail);
      const code = request.body.code.trim();
      if (!CONFIRMATION_CODE_PATTERN.test(code)) throw new HttpError(400, MESSAGES.codeFormat);
      // Wrong codes count per (address, source) and per address, never on the code itself, and
      // the same for addresses with and without a pending sign-up: a probe from elsewhere neither
      // burns the applicant's code nor learns whether there is one (finding 10).
      const source = sourceOf(request.ip);
      const perSource = counterOf('code-source', username, source, CODE_TTL_MS);
      const perAccountCount = counterOf('code', username);
      const fromSource = await reserve(db, perSource);
      const overall = await reserve(db, perAccountCount);
      const exhausted = fromSource >= limits.codesPerSource || overall >= limits.codeCeiling;
      if (fromSource > limits.codesPerSource || overall > limits.codeCeiling)
        throw new HttpError(400, MESSAGES.codeTooManyAttempts);
      const outcome = await confirmAttempt(db, username, code, request.cookies[SIGNUP_COOKIE]);
      if (outcome === 'confirmed') {
        await clearAccount(db, username);
        return { message: MESSAGES.confirmed };
      }
      if (outcome === 'expired' || outcome === 'replaced') {
        // The right code, late, or a sign-up pushed out by newer ones: not a guess.
        await release(db, perSource);
        await release(db, perAccountCount);
        throw new HttpError(
          400,
          outcome === 'expired' ? MESSAGES.codeExpired : MESSAGES.signupReplaced,
        );
      }
      throw new HttpError(400, exhausted ? MESSAGES.codeTooManyAttempts : MESSAGES.codeIncorrect);
    },
  );

  contractRoute(
    app,
    'POST /public/resend-confirm',
    { config: perAddress, preHandler: mailLimits },
    async (request) => {
      const started = performance.now();
      const username = usernameOf(request.body, MESSAGES.invalidResendEmail);
      // Only the attempt this browser made gets a fresh code (see resendCode for why).
      const outcome = await resendCode(db, username, request.cookies[SIGNUP_COOKIE]);
      if (outcome.kind === 'code')
        dispatch(request, confirmationCodeMail(username, outcome.code, outcome.at));
      else if (outcome.kind === 'not-this-browser')
        dispatch(request, signupAgainMail(username, `${publicUrl}/signup`));
      return afterFloor(started, { message: MESSAGES.resent });
    },
  );

  contractRoute(
    app,
    'POST /public/login',
    {
      config: perAddress,
      preHandler: perAccount(limits.login, 'account-and-source'),
    },
    async (request, reply) => {
      const username = usernameOf(request.body, MESSAGES.invalidLoginEmail);
      const { password } = request.body;
      if (password.length === 0) throw new HttpError(400, MESSAGES.passwordRequired);
      const student = await findStudent(db, username);
      // Consecutive wrong passwords, per account and per (account, source), reserved before the
      // check (finding 4). Past the account's ceiling only sources it logged in from before keep
      // trying (each with its own ceiling), so a wide attack does not lock the owner out.
      const source = sourceOf(request.ip);
      const overall = counterOf('login', username);
      const fromSource = counterOf('login-source', username, source);
      const overallCount = await reserve(db, overall);
      const sourceCount = await reserve(db, fromSource);
      if (
        sourceCount > limits.loginCeiling ||
        (overallCount > limits.loginCeiling && !(await isKnownSource(db, student?.id, source)))
      )
        throw new HttpError(429, MESSAGES.loginLocked);
      // An unconfirmed account has no password yet: its newest attempt's answers "please confirm".
      const hash = !student
        ? undefined
        : student.confirmed
          ? student.passwordHash
          : await newestAttemptHash(db, student.id);
      const matches = await verifyPassword(password, hash ?? DUMMY_PASSWORD_HASH);
      if (!student || !hash || !matches) throw new HttpError(401, MESSAGES.badCredentials);
      if (!student.confirmed) {
        await release(db, overall);
        await release(db, fromSource);
        throw new HttpError(403, MESSAGES.notConfirmed);
      }
      await clear(db, [overall, fromSource]);
      await rememberSource(db, student.id, source);
      // Rotation: the session this browser had (if any) ends; the new one gets a fresh token.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous)
        await db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(previous)]);
      await recordLogin(db, student.id);
      await sessions.start(reply, student.id);
      return { message: MESSAGES.loggedIn, username: student.username };
    },
  );

  contractRoute(
    app,
    'POST /public/forgot-password',
    { config: perAddress, preHandler: mailLimits },
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

  contractRoute(
    app,
    'POST /public/reset-password',
    {
      config: perAddress,
      preHandler: perAccount(limits.account, 'account-and-source'),
    },
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
      // Whoever else held a session (perhaps whoever knew the old password) is logged out, and
      // the owner has spoken for the mailbox: guesses counted against the address are forgotten.
      await sessions.endAll(outcome.studentId);
      await clearAccount(db, username);
      return { message: MESSAGES.resetDone };
    },
  );

  // Keep-alive: the portal calls it while the applicant is active without saving (typing a long
  // essay), so the server's idle timeout, which counts requests, follows the portal's, which
  // counts activity. Like every /api call, it refreshes the session's idle timer.
  contractRoute(app, 'GET /api/session', { preHandler: sessions.requireSession }, async () => ({
    message: MESSAGES.sessionActive,
  }));

  contractRoute(
    app,
    'GET /api/logout',
    { preHandler: sessions.requireSession },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: MESSAGES.loggedOut };
    },
  );
}
