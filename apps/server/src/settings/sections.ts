/**
 * The shapes of the configuration the features take, and their defaults, from the schema: the
 * features import these (db/, conversion/, accounts/, application/) and the configuration
 * (`config.ts`) builds them, so the dependency runs one way, features → settings, and a default is
 * written once (in the schema).
 */
import { SETTINGS } from './schema.ts';

/**
 * The deadlines of PostgreSQL calls, so that a frozen database (a hung host, a stopped process, a
 * dead network path that drops no connection) fails requests with a 503 instead of hanging them.
 * 0 switches a limit off. PGlite runs in the process and has none.
 */
export interface DatabaseTimeouts {
  /** Connecting, and waiting for a free pooled client (`DATABASE_CONNECT_TIMEOUT_MS`). */
  readonly connectMs: number;
  /**
   * PostgreSQL's `statement_timeout` (`DATABASE_STATEMENT_TIMEOUT_MS`). The driver gives up on its
   * own a little later (db/database.ts), for a server that cannot even cancel (frozen).
   */
  readonly statementMs: number;
  /** PostgreSQL's `idle_in_transaction_session_timeout` (`DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS`). */
  readonly idleInTransactionMs: number;
}

/** The schema's defaults of {@link DatabaseTimeouts}. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: SETTINGS.DATABASE_CONNECT_TIMEOUT_MS.default,
  statementMs: SETTINGS.DATABASE_STATEMENT_TIMEOUT_MS.default,
  idleInTransactionMs: SETTINGS.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS.default,
};

/**
 * The most bytes an application's answers may take (PostgreSQL's size of the stored jsonb),
 * `APPLICATION_MAX_KB` settable (application/answer-limits.ts applies it). A real application is
 * 4–25 KB; every text question of the partner's form filled to its limit comes to about 93,000
 * characters: 93 KB in English (so the budget holds even that), 279 KB in a script of three bytes
 * a character (what an attacker would use). Each question's own length is the everyday limit; the
 * budget bounds the rest, and with it the cost of rewriting one application: 256 KB let one
 * statement on PGlite hold every request up for 45 ms (the fault suite's /health p99), 128 KB for
 * half that.
 */
export const DEFAULT_APPLICATION_MAX_BYTES = SETTINGS.APPLICATION_MAX_KB.default * 1024;

/** The operator's conversion settings (`CONVERSION_*`), see docs/api.md › Operations. */
export interface ConversionSettings {
  /** Resident memory of an isolated conversion process, MB (`CONVERSION_MEMORY_MB`, 768). */
  readonly memoryMb: number;
  /** Wall-clock limit of an isolated conversion process, ms (`CONVERSION_TIMEOUT_MS`, 30000). */
  readonly timeoutMs: number;
  /** Conversion requests per student per hour (`CONVERSION_RATE_LIMIT`, 30). */
  readonly perHour: number;
}

/**
 * The schema's defaults of the isolated process's memory and time (`CONVERSION_MEMORY_MB`,
 * `CONVERSION_TIMEOUT_MS`), for code that runs before or without the server's configuration.
 */
export const DEFAULT_CONVERSION_LIMITS: Pick<ConversionSettings, 'memoryMb' | 'timeoutMs'> = {
  memoryMb: SETTINGS.CONVERSION_MEMORY_MB.default,
  timeoutMs: SETTINGS.CONVERSION_TIMEOUT_MS.default,
};

/**
 * Limits of the `/public` account calls (`RATE_LIMIT_*` and the ceilings; accounts/rate-limits.ts
 * applies them). No windowed limit is per account alone: a limit anyone can exhaust from anywhere
 * is a way to lock the owner out (issue 13, finding 4). Guessing is throttled per (account, source
 * address), and bounded per account only by the far higher ceilings, which count consecutive
 * failures.
 */
export interface AccountRateLimits {
  /** The window of the windowed limits, ms (`RATE_LIMIT_WINDOW_MS`). */
  readonly windowMs: number;
  /** Each call, per client address (`RATE_LIMIT_PER_ADDRESS`). */
  readonly perAddress: number;
  /** Logins per (account, source address) per window (`RATE_LIMIT_LOGIN`). */
  readonly login: number;
  /**
   * Sign-ups, resends and forgot-password requests (each sends an e-mail) per (mailbox, source
   * address): one source cannot use up the owner's budget (issue 26, finding 2)…
   * (`RATE_LIMIT_EMAIL`)
   */
  readonly email: number;
  /** …and per mailbox from all sources together, a ceiling on its mail (`RATE_LIMIT_EMAIL_CEILING`). */
  readonly emailCeiling: number;
  /** Confirmations and resets per (account, source address) per window (`RATE_LIMIT_ACCOUNT`). */
  readonly account: number;
  /**
   * Consecutive wrong passwords per account (NIST SP 800-63B: at most 100) after which logins are
   * refused from sources the account has not logged in from; and per (account, source)
   * (`LOGIN_FAILURE_CEILING`).
   */
  readonly loginCeiling: number;
  /** Wrong confirmation codes per (account, source) within a code's lifetime (`CODE_FAILURES_PER_SOURCE`). */
  readonly codesPerSource: number;
  /** Consecutive wrong confirmation codes per account, from all sources (`CODE_FAILURE_CEILING`). */
  readonly codeCeiling: number;
}
