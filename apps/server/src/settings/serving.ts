/**
 * The settings of serving: the listener, the files and directories, the database and the HTTP
 * server's timeouts (the rest are in `work.ts`; `schema.ts` joins them).
 */
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { custom, integer, oneOf, path, text, url } from './kinds.ts';

/**
 * The checkout's root, for the defaults of the directories the server serves (this file is
 * `apps/server/src/settings/schema.ts`; a build that keeps the folder depth keeps them right, and
 * a deployment outside the checkout sets them).
 */
const CHECKOUT = new URL('../../../../', import.meta.url);
const inCheckout = (relative: string): string => fileURLToPath(new URL(relative, CHECKOUT));

/** `1` (hops) or a comma-separated list of addresses, CIDR ranges or proxy-addr's names. */
function parseTrustProxy(value: string): string | undefined {
  if (/^\d{1,3}$/.test(value)) return Number(value) > 0 ? value : undefined;
  const named = ['loopback', 'linklocal', 'uniquelocal'];
  const parts = value.split(',').map((part) => part.trim());
  const valid = parts.every((part) => {
    if (named.includes(part)) return true;
    const [address = '', prefix, ...rest] = part.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    return (
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
    );
  });
  return valid ? value : undefined;
}

const MINUTE = 60_000;

/** Fewer characters than this would make the storage secret (an HMAC key) guessable. */
export const STORAGE_SECRET_MIN_LENGTH = 32;

/** The settings of serving (see schema.ts). */
export const SERVING_SETTINGS = {
  // Serving
  PORT: integer({
    group: 'server',
    min: 0,
    max: 65535,
    default: 3000,
    description: 'the port the server listens on (`0`: any free port)',
  }),
  HOST: text({
    group: 'server',
    default: '0.0.0.0',
    description: 'the address the server listens on (`127.0.0.1`: this machine only)',
  }),
  PUBLIC_URL: url({
    group: 'server',
    schemes: ['http', 'https'],
    defaultText: '`http://localhost:$PORT`',
    description:
      "the address applicants use, for links in e-mails and the cookies' Secure flag (https: Secure)",
  }),
  COOKIE_SECURE: oneOf({
    group: 'server',
    values: ['true', 'false'],
    defaultText: "from `PUBLIC_URL`'s scheme",
    description: 'overrides the Secure flag of the cookies (a warning at start when it disagrees)',
  }),
  TRUST_PROXY: custom({
    group: 'server',
    accepts:
      'a number of proxy hops, or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    parse: parseTrustProxy,
    defaultText: 'unset: `X-Forwarded-For` is ignored',
    description:
      "behind a reverse proxy, `1` (one hop) or the proxies' addresses: whose `X-Forwarded-For` gives the client address the rate limits count",
  }),
  FORM_VARIANT: oneOf({
    group: 'server',
    values: ['undergraduate', 'transfer'],
    default: 'undergraduate',
    description: 'the form the portal shows',
  }),
  SESSION_IDLE_MS: integer({
    group: 'server',
    min: 1,
    unit: 'ms',
    default: 15 * MINUTE,
    description:
      "a session ends after this long without a request (the portal's inactivity warning follows it)",
  }),
  SESSION_MAX_MS: integer({
    group: 'server',
    min: 1,
    unit: 'ms',
    default: 12 * 60 * MINUTE,
    description: 'a session ends after this long in any case',
  }),

  // Files and directories
  DATA_DIR: path({
    group: 'files',
    default: fileURLToPath(new URL('../../.data', import.meta.url)),
    defaultText: '`apps/server/.data/` wherever the server or a CLI is started',
    description:
      'the PGlite database, uploads (disk store), the e-mail outbox and the storage secret; made 0700, see [The data directory](#the-data-directory)',
  }),
  STORAGE_SECRET: text({
    group: 'files',
    minLength: STORAGE_SECRET_MIN_LENGTH,
    secret: true,
    defaultText: 'unset: a random secret kept in `DATA_DIR/storage-secret`',
    description:
      'the key that signs upload forms; set the same on every instance that shares a store',
  }),
  PORTAL_DIR: path({
    group: 'files',
    default: inCheckout('apps/portal/dist'),
    defaultText: '`apps/portal/dist` of the checkout',
    description: 'the built portal the server serves at `/`',
  }),
  STORYBOOK_DIR: path({
    group: 'files',
    default: inCheckout('storybook-static'),
    defaultText: '`storybook-static` of the checkout',
    description:
      'the built Storybook served at `/storybook/` (a page saying how to build it while missing)',
  }),
  PLAYGROUND_DIR: path({
    group: 'files',
    default: inCheckout('apps/playground/dist'),
    defaultText: '`apps/playground/dist` of the checkout',
    description: "the built form author's playground served at `/playground/` (likewise)",
  }),
  SCHEMA_DIR: path({
    group: 'files',
    default: inCheckout('packages/form-engine/schema'),
    defaultText: '`packages/form-engine/schema` of the checkout',
    description: 'the published definition schema served at `/schemas/`',
  }),

  // Database
  DATABASE_URL: url({
    group: 'database',
    schemes: ['postgres', 'postgresql'],
    secret: true,
    defaultText: 'unset: embedded PGlite in `DATA_DIR`',
    description: 'PostgreSQL instead (same migrations, applied at start)',
  }),
  DATABASE_CONNECT_TIMEOUT_MS: integer({
    group: 'database',
    min: 0,
    unit: 'ms',
    default: 5_000,
    description:
      'PostgreSQL only: connecting, or waiting for a free pooled connection (10), longer: 503; `0`: off',
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: integer({
    group: 'database',
    min: 0,
    unit: 'ms',
    default: 5_000,
    description:
      "PostgreSQL's `statement_timeout`; the driver gives up 1 s later (a frozen server): 503; `0`: off",
  }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer({
    group: 'database',
    min: 0,
    unit: 'ms',
    default: 10_000,
    description:
      'PostgreSQL ends a transaction left idle this long (its locks are freed); `0`: off',
  }),

  // Timeouts and connection limits
  REQUEST_TIMEOUT_MS: integer({
    group: 'http',
    min: 1,
    unit: 'ms',
    default: 60_000,
    description:
      "a request's headers and body must have arrived by then (else 408 and the connection closes)",
  }),
  HEADERS_TIMEOUT_MS: integer({
    group: 'http',
    min: 1,
    unit: 'ms',
    default: 15_000,
    description: "a request's headers must have arrived by then",
  }),
  CONNECTION_TIMEOUT_MS: integer({
    group: 'http',
    min: 1,
    unit: 'ms',
    default: 120_000,
    description: 'a connection with no traffic either way for this long is closed',
  }),
  KEEP_ALIVE_TIMEOUT_MS: integer({
    group: 'http',
    min: 1,
    unit: 'ms',
    default: 72_000,
    description:
      "an idle keep-alive connection is closed (keep it above a load balancer's idle timeout, e.g. AWS ALB's 60 s)",
  }),
  MAX_CONNECTIONS_PER_ADDRESS: integer({
    group: 'http',
    min: 0,
    defaultText: '`256`, or `0` when `TRUST_PROXY` is set',
    description: 'more connections from one client address are closed at once; `0`: no cap',
  }),
} as const;
