/**
 * The settings of the work the server does: the account limits, where rate limits are counted,
 * mail, the background workers, document conversion and printing, and S3 storage (the serving
 * ones are in `serving.ts`; `schema.ts` joins them).
 */
import { integer, oneOf, path, text, url } from './kinds.ts';

const HOUR = 60 * 60_000;

/** The settings of the account limits (docs/api.md › Limits on guessing). */
const ACCOUNT_LIMITS = {
  RATE_LIMIT_WINDOW_MS: integer({
    group: 'accounts',
    min: 1,
    unit: 'ms',
    default: 60_000,
    description:
      'the window of the windowed limits below (in the shared store: see [Where the limits are counted](#where-the-limits-are-counted))',
  }),
  RATE_LIMIT_PER_ADDRESS: integer({
    group: 'accounts',
    min: 1,
    default: 20,
    description: 'each `/public` auth call per client address per window: 429',
  }),
  RATE_LIMIT_LOGIN: integer({
    group: 'accounts',
    min: 1,
    default: 10,
    description: 'logins per (account, source) per window: 429',
  }),
  RATE_LIMIT_ACCOUNT: integer({
    group: 'accounts',
    min: 1,
    default: 10,
    description: 'confirmations and resets per (account, source) per window: 429',
  }),
  RATE_LIMIT_EMAIL: integer({
    group: 'accounts',
    min: 1,
    default: 5,
    description:
      'sign-ups, resends and forgot-password calls per (mailbox, source address) per window (mailbox normalised, `+tag` dropped): 429',
  }),
  RATE_LIMIT_EMAIL_CEILING: integer({
    group: 'accounts',
    min: 1,
    default: 20,
    description: 'the same calls per mailbox from all sources together per window: 429',
  }),
  LOGIN_FAILURE_CEILING: integer({
    group: 'accounts',
    min: 1,
    default: 100,
    description:
      "consecutive wrong passwords per account (NIST SP 800-63B's most), in the database; past it, 429 to sources the account never logged in from",
  }),
  CODE_FAILURES_PER_SOURCE: integer({
    group: 'accounts',
    min: 1,
    default: 5,
    description:
      'wrong codes per (address, source) within 15 minutes; the 5th and later get `Too many attempts…` (400), to every address alike; the code itself is not burnt',
  }),
  CODE_FAILURE_CEILING: integer({
    group: 'accounts',
    min: 1,
    default: 100,
    description:
      'consecutive wrong codes per address from all sources; past it no code is checked until the address is confirmed or reset ("Forgot password?" confirms too)',
  }),
} as const;

/** The settings of the work the server does (see schema.ts). */
export const WORK_SETTINGS = {
  ...ACCOUNT_LIMITS,

  // Where the rate limits are counted
  REDIS_URL: url({
    group: 'rate-limit-store',
    schemes: ['redis', 'rediss'],
    secret: true,
    defaultText: 'unset: in the database',
    description:
      'count the rate limits in this Redis instead (503 on the limited calls while it cannot be reached)',
  }),
  REDIS_KEY_PREFIX: text({
    group: 'rate-limit-store',
    default: 'admissions:rl:',
    description: 'the prefix of the rate-limit keys in Redis',
  }),

  // E-mail
  SMTP_URL: url({
    group: 'mail',
    schemes: ['smtp', 'smtps'],
    secret: true,
    defaultText: 'unset: each e-mail is written to `DATA_DIR/outbox/*.eml` and logged',
    description: 'send e-mail through this SMTP server',
  }),

  // Background work
  WORKERS: oneOf({
    group: 'workers',
    values: ['on', 'off'],
    default: 'on',
    description:
      'whether this instance converts documents and renders PDF copies; `off` to only serve requests (any number of instances on one PostgreSQL share the jobs)',
  }),
  RETENTION_INTERVAL_MS: integer({
    group: 'workers',
    min: 1,
    unit: 'ms',
    default: HOUR,
    description:
      'with the workers on, how often expired sessions, login records older than `LOGIN_RETENTION_DAYS`, expired sign-up attempts and never-confirmed accounts are deleted (docs/security.md, Retention)',
  }),
  LOGIN_RETENTION_DAYS: integer({
    group: 'workers',
    min: 0,
    default: 365,
    description: 'how long a login record is kept (the profile lists the latest 20)',
  }),
  JOB_STALE_LOCK_MS: integer({
    group: 'workers',
    min: 1,
    unit: 'ms',
    defaultText: '`120000`',
    description:
      'a conversion or PDF-copy job locked longer is taken over (its server died); keep it above the longest print',
  }),
  APPLICATION_MAX_KB: integer({
    group: 'application',
    min: 1,
    default: 128,
    description:
      "the most one application's answers may take (PostgreSQL's size of the stored `jsonb`); a save past it is refused with 413 (above, Limits on what an application holds)",
  }),

  // Document conversion and printing
  CONVERSION_MEMORY_MB: integer({
    group: 'conversion',
    min: 1,
    default: 768,
    description:
      "resident memory of an isolated conversion (or PDF-copy merge) process before it is killed; also the anonymous resident memory of the printer's Chromium, all its processes together",
  }),
  CONVERSION_TIMEOUT_MS: integer({
    group: 'conversion',
    min: 1,
    unit: 'ms',
    default: 30_000,
    description:
      'wall-clock limit of an isolated conversion process once it has the file (it gets 30 s more to start), and of a Chromium print; keep `JOB_STALE_LOCK_MS` above both plus that of the print',
  }),
  CONVERSION_RATE_LIMIT: integer({
    group: 'conversion',
    min: 1,
    default: 30,
    description: 'conversions a student may start per hour (429 beyond)',
  }),
  CONVERSION_ADDRESS_RATE_LIMIT: integer({
    group: 'conversion',
    min: 1,
    // Five students' full hourly budget: a school's shared address is not cut short, one
    // person's dozen accounts are.
    default: 150,
    description:
      'conversion requests one client address may make per hour, all accounts together (429 beyond)',
  }),
  CONVERSION_WORKERS: integer({
    group: 'conversion',
    min: 1,
    defaultText: 'the number of cores',
    description:
      'files one server converts at once (one worker is kept for students not served in the last 10 minutes)',
  }),
  CONVERSION_QUEUE_DEADLINE_MS: integer({
    group: 'conversion',
    min: 1,
    unit: 'ms',
    defaultText: '`600000`',
    description:
      'a conversion still waiting for a worker after this is FAILED ("The server is busy…")',
  }),
  CHROMIUM_PATH: path({
    group: 'conversion',
    default: '/usr/bin/chromium',
    description: "the Chromium that prints (Debian's `chromium` package by default)",
  }),
  CHROMIUM_SANDBOX: oneOf({
    group: 'conversion',
    values: ['on', 'off'],
    defaultText: 'unset: on unless the server runs as root',
    description:
      "Chromium's own sandbox: `off` never (hosts without unprivileged user namespaces), `on` always (fails to print as root)",
  }),

  // Uploads and PDFs in S3
  S3_BUCKET: text({
    group: 'storage',
    defaultText: 'unset: files under `DATA_DIR/storage/`',
    description: 'keep uploads and PDFs in this bucket',
  }),
  S3_REGION: text({ group: 'storage', default: 'us-east-1', description: "the bucket's region" }),
  S3_ENDPOINT: url({
    group: 'storage',
    schemes: ['http', 'https'],
    defaultText: 'unset: AWS',
    description: 'the URL of another S3-compatible service (MinIO, Ceph…; implies path-style)',
  }),
  S3_FORCE_PATH_STYLE: oneOf({
    group: 'storage',
    values: ['true', 'false'],
    defaultText: '`false`, `true` when `S3_ENDPOINT` is set',
    description: 'path-style URLs (`endpoint/bucket/key`), which most non-AWS services need',
  }),
  S3_ACCESS_KEY_ID: text({
    group: 'storage',
    secret: true,
    defaultText: "unset: the AWS SDK's default credential chain",
    description: 'the access key',
  }),
  S3_SECRET_ACCESS_KEY: text({
    group: 'storage',
    secret: true,
    defaultText: "unset: the AWS SDK's default credential chain",
    description: 'its secret',
  }),
} as const;
