/**
 * The server's configuration, built once at start from the settings (`settings/`: the one schema
 * of every environment variable, which checks them all and names every bad one in one error).
 * This file imports nothing of the features (issue 31): they take their shapes and defaults from
 * `settings/sections.ts`, and this file puts them together.
 */
import { availableParallelism } from 'node:os';
import { parseSettings, SettingsError, type Settings } from './settings/schema.ts';
import type {
  AccountRateLimits,
  ConversionSettings,
  DatabaseTimeouts,
} from './settings/sections.ts';

/** An S3-compatible bucket for uploads and PDFs (`S3_*`). */
export interface S3Config {
  readonly bucket: string;
  readonly region: string;
  /** For S3-compatible services other than AWS (MinIO, Ceph…). */
  readonly endpoint: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`), which most non-AWS services need. */
  readonly forcePathStyle: boolean;
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
}

/**
 * How long the HTTP server waits for a client, and how many connections one address may hold: a
 * client that opens connections and sends its requests a byte at a time (or never finishes them)
 * must not hold the server's sockets and file descriptors for ever.
 */
export interface HttpLimits {
  /** The whole request, headers and body, must arrive within this (`REQUEST_TIMEOUT_MS`, 60 s). */
  readonly requestTimeoutMs: number;
  /** The request's headers must arrive within this (`HEADERS_TIMEOUT_MS`, 15 s). */
  readonly headersTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (`CONNECTION_TIMEOUT_MS`, 120 s). */
  readonly connectionTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (`KEEP_ALIVE_TIMEOUT_MS`, 72 s). */
  readonly keepAliveTimeoutMs: number;
  /**
   * Connections one client address may hold at once (`MAX_CONNECTIONS_PER_ADDRESS`); 0 for no
   * cap. Default 256, or 0 when `TRUST_PROXY` is set: every connection then comes from the proxy,
   * which must cap its clients itself.
   */
  readonly maxConnectionsPerAddress: number;
}

/** How the conversion queue is worked and shared (issue 26, finding 3); docs/api.md › Operations. */
export interface ConversionQueueSettings {
  /** Conversions one server runs at once (`CONVERSION_WORKERS`; default one per core). */
  readonly workers: number;
  /** Conversion requests per client address per hour (`CONVERSION_ADDRESS_RATE_LIMIT`, 150). */
  readonly perAddressPerHour: number;
  /**
   * How long a request may wait for a worker before it is FAILED (`CONVERSION_QUEUE_DEADLINE_MS`);
   * unset: the worker's default (10 minutes).
   */
  readonly queueDeadlineMs: number | undefined;
}

/** Server settings, read from the environment once at start. */
export interface ServerConfig {
  /** The port the server listens on (`PORT`, 3000; 0 for any free one). */
  readonly port: number;
  /** The address the server listens on (`HOST`, `0.0.0.0`). */
  readonly host: string;
  /**
   * Where PGlite, uploads and the e-mail outbox live: `DATA_DIR` (relative to the working
   * directory), default `apps/server/.data/` wherever the process starts, so the CLIs run from the
   * repository's root find the database of the server `npm start` runs in `apps/server`.
   */
  readonly dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  readonly databaseUrl: string | undefined;
  /** SMTP instead of `.eml` files in `DATA_DIR/outbox/` when set. */
  readonly smtpUrl: string | undefined;
  readonly formVariant: 'undergraduate' | 'transfer';
  /** A session ends after this long without a request (15 minutes, as the portal's timer). */
  readonly sessionIdleMs: number;
  /** …and after this long in any case. */
  readonly sessionMaxMs: number;
  /**
   * Whether cookies are `Secure`: from the scheme of {@link publicUrl} (https: yes, http: no),
   * unless `COOKIE_SECURE` says otherwise explicitly. A browser drops a Secure cookie set over
   * plain http (other than on localhost), so Secure on an http site breaks every login.
   */
  readonly secureCookies: boolean;
  /** The public origin, for links in e-mails and the cookies' Secure flag (`PUBLIC_URL`). */
  readonly publicUrl: string;
  /** Settings that disagree with each other, logged as warnings at start (see `server.ts`). */
  readonly warnings: readonly string[];
  /** Timeouts and the per-address connection cap of the HTTP server. */
  readonly http: HttpLimits;
  /**
   * Whether this instance runs the background workers (document conversion, PDF copy). Off
   * (`WORKERS=off`) for an instance that only serves requests, and in tests that drive the
   * workers by hand.
   */
  readonly workers: boolean;
  /**
   * Retention (docs/security.md): how often expired sessions, old login records, expired sign-up
   * attempts and never-confirmed accounts are deleted (`RETENTION_INTERVAL_MS`, 1 hour), and how
   * long a login record is kept (`LOGIN_RETENTION_DAYS`, 365).
   */
  readonly retention: { readonly intervalMs: number; readonly loginRetentionMs: number };
  /**
   * How old a job's lock must be before another worker takes the job over as abandoned by a
   * crashed one (`JOB_STALE_LOCK_MS`); unset: the workers' own default (2 minutes, longer than
   * any conversion or print).
   */
  readonly jobStaleLockMs: number | undefined;
  /**
   * Memory and time limits of the isolated conversion process, the per-student and per-address
   * rate limits, the workers per server and the queue's deadline.
   */
  readonly conversion: ConversionSettings & ConversionQueueSettings;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client address (rate limits per address):
   * unset, none (a client could otherwise pick its own address); `TRUST_PROXY=1` for one proxy
   * hop, or a comma-separated list of proxy addresses or CIDR ranges.
   */
  readonly trustProxy: ((address: string, hop: number) => boolean) | string[] | undefined;
  /** The built portal the server serves (`PORTAL_DIR`, default `apps/portal/dist`). */
  readonly portalDir: string;
  /** The built Storybook served at `/storybook/` (`STORYBOOK_DIR`, default `storybook-static`). */
  readonly storybookDir: string;
  /** The built playground served at `/playground/` (`PLAYGROUND_DIR`, `apps/playground/dist`). */
  readonly playgroundDir: string;
  /** The definition schema served at `/schemas/` (`SCHEMA_DIR`, the engine's `schema/`). */
  readonly schemaDir: string;
  /**
   * The key that signs upload forms (`STORAGE_SECRET`, at least 32 characters); unset, one is
   * generated and kept in `DATA_DIR` (documents/secret.ts).
   */
  readonly storageSecret: string | undefined;
  /** The limits of the `/public` account calls (`RATE_LIMIT_*` and the failure ceilings). */
  readonly rateLimits: AccountRateLimits;
  /**
   * The Chromium that prints (`CHROMIUM_PATH`) and whether it runs in its own sandbox
   * (`CHROMIUM_SANDBOX`: on, off, or undefined for on except as root).
   */
  readonly chromium: { readonly path: string; readonly sandbox: 'on' | 'off' | undefined };
  /** Uploads and PDFs in an S3-compatible bucket when `S3_BUCKET` is set, else on disk. */
  readonly s3: S3Config | undefined;
  /** PostgreSQL's connect, statement and idle-in-transaction deadlines (`DATABASE_*_TIMEOUT_MS`). */
  readonly database: DatabaseTimeouts;
  /** Rate limits counted in this Redis (`REDIS_URL`) instead of the database when set. */
  readonly redisUrl: string | undefined;
  /** The prefix of the rate-limit keys in Redis (`REDIS_KEY_PREFIX`, default `admissions:rl:`). */
  readonly redisKeyPrefix: string;
  /**
   * The most bytes one application's answers may take (`APPLICATION_MAX_KB`, default 128): a
   * save past it is refused with 413 (`application/answer-limits.ts`).
   */
  readonly applicationMaxBytes: number;
}

/** The hosts on which browsers accept Secure cookies over plain http (a "potentially trustworthy" origin). */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Secure cookies from the public URL's scheme, and the warnings when COOKIE_SECURE disagrees. */
function cookieSecurity(
  publicUrl: string,
  setting: 'true' | 'false' | undefined,
): { secure: boolean; warnings: string[] } {
  const url = new URL(publicUrl); // an http(s) URL: the schema checked it
  const https = url.protocol === 'https:';
  if (setting === undefined) return { secure: https, warnings: [] };
  const secure = setting === 'true';
  const warnings: string[] = [];
  if (secure && !https && !LOOPBACK.test(url.hostname))
    warnings.push(
      `COOKIE_SECURE=true but PUBLIC_URL (${publicUrl}) is plain http: browsers drop Secure ` +
        'cookies there, so logins will not hold. Serve https and set PUBLIC_URL to it, or unset COOKIE_SECURE.',
    );
  if (!secure && https)
    warnings.push(
      `COOKIE_SECURE=false but PUBLIC_URL (${publicUrl}) is https: session cookies may travel ` +
        'over plain http. Unset COOKIE_SECURE.',
    );
  return { secure, warnings };
}

/** `TRUST_PROXY` (checked by the schema) as Fastify takes it. */
function trustProxyOf(
  value: string | undefined,
): ((address: string, hop: number) => boolean) | string[] | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) {
    // A number of proxy hops: believe that many addresses from the nearest one outwards.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const DAY_MS = 24 * 60 * 60_000;

/** The configuration of settings the schema has checked (defaults filled in). */
export function configOf(s: Settings): ServerConfig {
  const publicUrl = s.PUBLIC_URL ?? `http://localhost:${s.PORT}`;
  const cookies = cookieSecurity(publicUrl, s.COOKIE_SECURE);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: s.DATA_DIR,
    databaseUrl: s.DATABASE_URL,
    smtpUrl: s.SMTP_URL,
    formVariant: s.FORM_VARIANT,
    sessionIdleMs: s.SESSION_IDLE_MS,
    sessionMaxMs: s.SESSION_MAX_MS,
    secureCookies: cookies.secure,
    publicUrl,
    warnings: cookies.warnings,
    http: {
      requestTimeoutMs: s.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: s.HEADERS_TIMEOUT_MS,
      connectionTimeoutMs: s.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: s.KEEP_ALIVE_TIMEOUT_MS,
      // Behind a proxy every connection comes from the proxy: it must cap its clients itself.
      maxConnectionsPerAddress: s.MAX_CONNECTIONS_PER_ADDRESS ?? (s.TRUST_PROXY ? 0 : 256),
    },
    workers: s.WORKERS === 'on',
    retention: {
      intervalMs: s.RETENTION_INTERVAL_MS,
      loginRetentionMs: s.LOGIN_RETENTION_DAYS * DAY_MS,
    },
    trustProxy: trustProxyOf(s.TRUST_PROXY),
    jobStaleLockMs: s.JOB_STALE_LOCK_MS,
    redisUrl: s.REDIS_URL,
    redisKeyPrefix: s.REDIS_KEY_PREFIX,
    applicationMaxBytes: s.APPLICATION_MAX_KB * 1024,
    conversion: {
      memoryMb: s.CONVERSION_MEMORY_MB,
      timeoutMs: s.CONVERSION_TIMEOUT_MS,
      perHour: s.CONVERSION_RATE_LIMIT,
      workers: s.CONVERSION_WORKERS ?? availableParallelism(),
      perAddressPerHour: s.CONVERSION_ADDRESS_RATE_LIMIT,
      queueDeadlineMs: s.CONVERSION_QUEUE_DEADLINE_MS,
    },
    database: {
      connectMs: s.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: s.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: s.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    portalDir: s.PORTAL_DIR,
    storybookDir: s.STORYBOOK_DIR,
    playgroundDir: s.PLAYGROUND_DIR,
    schemaDir: s.SCHEMA_DIR,
    storageSecret: s.STORAGE_SECRET,
    rateLimits: {
      windowMs: s.RATE_LIMIT_WINDOW_MS,
      perAddress: s.RATE_LIMIT_PER_ADDRESS,
      login: s.RATE_LIMIT_LOGIN,
      email: s.RATE_LIMIT_EMAIL,
      emailCeiling: s.RATE_LIMIT_EMAIL_CEILING,
      account: s.RATE_LIMIT_ACCOUNT,
      loginCeiling: s.LOGIN_FAILURE_CEILING,
      codesPerSource: s.CODE_FAILURES_PER_SOURCE,
      codeCeiling: s.CODE_FAILURE_CEILING,
    },
    chromium: { path: s.CHROMIUM_PATH, sandbox: s.CHROMIUM_SANDBOX },
    s3: s.S3_BUCKET
      ? {
          bucket: s.S3_BUCKET,
          region: s.S3_REGION,
          endpoint: s.S3_ENDPOINT,
          forcePathStyle: (s.S3_FORCE_PATH_STYLE ?? (s.S3_ENDPOINT ? 'true' : 'false')) === 'true',
          accessKeyId: s.S3_ACCESS_KEY_ID,
          secretAccessKey: s.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
  };
}

/**
 * Reads the configuration from an environment (process.env by default). Throws a
 * {@link SettingsError} naming every variable that is not what it accepts.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return configOf(parseSettings(env));
}

/**
 * {@link readConfig} for the server and the CLIs at start: bad settings are said plainly on
 * stderr (every one of them, no stack trace: the operator has something to fix) and the process
 * exits with status 1.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
