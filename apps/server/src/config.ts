import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_APPLICATION_MAX_BYTES } from './application/answer-limits.ts';
import { readConversionSettings, type ConversionSettings } from './conversion/limits.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/database.ts';

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
  readonly port: number;
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

/** A duration in milliseconds from the environment: undefined when unset, an error when invalid. */
function positiveMs(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms <= 0)
    throw new Error(`${name} must be a positive number of milliseconds, not "${value}"`);
  return ms;
}

/** A whole number from the environment, `fallback` when unset. */
function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number, not "${value}"`);
  return n;
}

/** A whole number above zero from the environment, `fallback` when unset. */
function atLeastOne(value: string | undefined, name: string, fallback: number): number {
  const n = count(value, name, fallback);
  if (n === 0) throw new Error(`${name} must be at least 1, not "${value}"`);
  return n;
}

/** Reads {@link ConversionQueueSettings}: defaults when unset, an error when invalid. */
function readConversionQueue(env: NodeJS.ProcessEnv): ConversionQueueSettings {
  return {
    workers: atLeastOne(env.CONVERSION_WORKERS, 'CONVERSION_WORKERS', availableParallelism()),
    // Five students' full hourly budget: a school's shared address is not cut short, one person's
    // dozen accounts are.
    perAddressPerHour: atLeastOne(
      env.CONVERSION_ADDRESS_RATE_LIMIT,
      'CONVERSION_ADDRESS_RATE_LIMIT',
      150,
    ),
    queueDeadlineMs: positiveMs(env.CONVERSION_QUEUE_DEADLINE_MS, 'CONVERSION_QUEUE_DEADLINE_MS'),
  };
}

/** The hosts on which browsers accept Secure cookies over plain http (a "potentially trustworthy" origin). */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Secure cookies from the public URL's scheme, and the warnings when COOKIE_SECURE disagrees. */
function cookieSecurity(
  publicUrl: string,
  setting: string | undefined,
): { secure: boolean; warnings: string[] } {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not "${publicUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must be an http or https URL, not "${publicUrl}"`);
  const https = url.protocol === 'https:';
  if (setting === undefined || setting === '') return { secure: https, warnings: [] };
  if (setting !== 'true' && setting !== 'false')
    throw new Error(`COOKIE_SECURE must be true or false, not "${setting}"`);
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

function parseTrustProxy(
  value: string | undefined,
): ((address: string, hop: number) => boolean) | string[] | undefined {
  if (!value) return undefined;
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

/** Reads the configuration from an environment (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const variant = env.FORM_VARIANT ?? 'undergraduate';
  if (variant !== 'undergraduate' && variant !== 'transfer')
    throw new Error(`FORM_VARIANT must be undergraduate or transfer, not "${variant}"`);
  const port = Number(env.PORT ?? 3000);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  const cookies = cookieSecurity(publicUrl, env.COOKIE_SECURE);
  return {
    port,
    dataDir: env.DATA_DIR || fileURLToPath(new URL('../.data', import.meta.url)),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    formVariant: variant,
    sessionIdleMs: Number(env.SESSION_IDLE_MS ?? 15 * 60_000),
    sessionMaxMs: Number(env.SESSION_MAX_MS ?? 12 * 60 * 60_000),
    secureCookies: cookies.secure,
    publicUrl,
    warnings: cookies.warnings,
    http: {
      requestTimeoutMs: positiveMs(env.REQUEST_TIMEOUT_MS, 'REQUEST_TIMEOUT_MS') ?? 60_000,
      headersTimeoutMs: positiveMs(env.HEADERS_TIMEOUT_MS, 'HEADERS_TIMEOUT_MS') ?? 15_000,
      connectionTimeoutMs:
        positiveMs(env.CONNECTION_TIMEOUT_MS, 'CONNECTION_TIMEOUT_MS') ?? 120_000,
      keepAliveTimeoutMs: positiveMs(env.KEEP_ALIVE_TIMEOUT_MS, 'KEEP_ALIVE_TIMEOUT_MS') ?? 72_000,
      maxConnectionsPerAddress: count(
        env.MAX_CONNECTIONS_PER_ADDRESS,
        'MAX_CONNECTIONS_PER_ADDRESS',
        env.TRUST_PROXY ? 0 : 256,
      ),
    },
    workers: env.WORKERS !== 'off',
    retention: {
      intervalMs: positiveMs(env.RETENTION_INTERVAL_MS, 'RETENTION_INTERVAL_MS') ?? 60 * 60_000,
      loginRetentionMs:
        count(env.LOGIN_RETENTION_DAYS, 'LOGIN_RETENTION_DAYS', 365) * 24 * 60 * 60_000,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobStaleLockMs: positiveMs(env.JOB_STALE_LOCK_MS, 'JOB_STALE_LOCK_MS'),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'admissions:rl:',
    applicationMaxBytes:
      atLeastOne(
        env.APPLICATION_MAX_KB,
        'APPLICATION_MAX_KB',
        DEFAULT_APPLICATION_MAX_BYTES / 1024,
      ) * 1024,
    conversion: { ...readConversionSettings(env), ...readConversionQueue(env) },
    database: {
      connectMs: count(
        env.DATABASE_CONNECT_TIMEOUT_MS,
        'DATABASE_CONNECT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.connectMs,
      ),
      statementMs: count(
        env.DATABASE_STATEMENT_TIMEOUT_MS,
        'DATABASE_STATEMENT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.statementMs,
      ),
      idleInTransactionMs: count(
        env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
      ),
    },
    portalDir: env.PORTAL_DIR ?? fileURLToPath(new URL('../../portal/dist', import.meta.url)),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || Boolean(env.S3_ENDPOINT),
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
  };
}
