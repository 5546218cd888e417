import { fileURLToPath } from 'node:url';

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

/** Server settings, read from the environment once at start. */
export interface ServerConfig {
  readonly port: number;
  /** Where PGlite, uploads and the e-mail outbox live (default `.data/`). */
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
  /** Cookies are Secure unless explicitly served over plain http (local development, tests). */
  readonly secureCookies: boolean;
  /** The public origin, for links in e-mails. */
  readonly publicUrl: string;
  /**
   * Whether this instance runs the background workers (document conversion, PDF copy). Off
   * (`WORKERS=off`) for an instance that only serves requests, and in tests that drive the
   * workers by hand.
   */
  readonly workers: boolean;
  /**
   * How old a job's lock must be before another worker takes the job over as abandoned by a
   * crashed one (`JOB_STALE_LOCK_MS`); unset: the workers' own default (2 minutes, longer than
   * any conversion or print).
   */
  readonly jobStaleLockMs: number | undefined;
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
}

/** A duration in milliseconds from the environment: undefined when unset, an error when invalid. */
function positiveMs(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms <= 0)
    throw new Error(`${name} must be a positive number of milliseconds, not "${value}"`);
  return ms;
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
  return {
    port,
    dataDir: env.DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    formVariant: variant,
    sessionIdleMs: Number(env.SESSION_IDLE_MS ?? 15 * 60_000),
    sessionMaxMs: Number(env.SESSION_MAX_MS ?? 12 * 60 * 60_000),
    secureCookies: env.COOKIE_SECURE !== 'false',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    workers: env.WORKERS !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jobStaleLockMs: positiveMs(env.JOB_STALE_LOCK_MS, 'JOB_STALE_LOCK_MS'),
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
