import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppContext } from './app-context.ts';
import { createPrinter, type Printer } from './chromium/printer.ts';
import type { ServerConfig } from './config.ts';
import { bufferedStdout } from './log-destination.ts';
import { logOptions, RequestLog } from './log-options.ts';
import type { Writable } from 'node:stream';
import type { Database } from './db/database.ts';
import { capConnectionsPerAddress, timeoutOptions } from './connection-limits.ts';
import { registerCsrfProtection } from './csrf.ts';
import { registerErrorHandling } from './errors.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import type { Mailer } from './mail/mailer.ts';
import { accountRoutes } from './routes/accounts.ts';
import { applicationRoutes } from './routes/application.ts';
import { conversionRoutes } from './routes/conversion.ts';
import { documentsRoutes } from './routes/documents.ts';
import { healthRoutes } from './routes/health.ts';
import { portalRoutes } from './routes/portal.ts';
import { lookupRoutes } from './routes/lookup.ts';
import { pdfCopyRoutes } from './routes/pdf-copy.ts';
import { validatorOf } from './application/submission.ts';
import { startRetention } from './retention/prune.ts';
import { Sessions, sessionWindow } from './sessions.ts';
import { diskStorage, type ObjectStorage } from './storage/object-storage.ts';
import { registerTextInputCheck } from './text-input.ts';

/** The configured store: the S3 bucket when `S3_BUCKET` is set, else files under DATA_DIR. */
async function openStorage(config: ServerConfig): Promise<ObjectStorage> {
  if (!config.s3) return diskStorage(`${config.dataDir}/storage`);
  // Loaded only when used: the AWS SDK is large.
  const { s3Storage } = await import('./storage/s3-storage.ts');
  return s3Storage(config.s3);
}

export interface BuildAppOptions {
  readonly config: ServerConfig;
  readonly db: Database;
  /** Replaces the configured mailer (tests read messages from memory). */
  readonly mailer?: Mailer;
  /** Replaces the disk storage under DATA_DIR/storage. */
  readonly storage?: ObjectStorage;
  /** Replaces the app's own printer (which the app closes when it closes). */
  readonly printer?: Printer;
  /** Log to standard output (true) or to a stream (tests read it); nothing by default. */
  readonly logger?: boolean | Writable;
  /** Sees each route as it is registered (the contract test compares them with the contract). */
  readonly onRoute?: (route: RouteOptions) => void;
}

/**
 * The server as a Fastify instance that tests build and `inject` into; `server.ts` only listens.
 * JSON bodies are limited to 256 KB; every route declares its schema.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === true
        ? logOptions(bufferedStdout())
        : options.logger
          ? logOptions(options.logger)
          : false,
    // One line per request, on completion (see log-options.ts).
    logController: new RequestLog(),
    bodyLimit: 256 * 1024,
    // Request, header, idle and keep-alive timeouts (Fastify's defaults switch most of them off).
    ...timeoutOptions(options.config.http),
    // Off unless configured: X-Forwarded-For is believed only from the operator's own proxies.
    ...(options.config.trustProxy !== undefined ? { trustProxy: options.config.trustProxy } : {}),
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
  capConnectionsPerAddress(app.server, options.config.http.maxConnectionsPerAddress, app.log);
  const { createMailer } = await import('./mail/mailer.ts');
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.config.smtpUrl,
      dataDir: options.config.dataDir,
      log: app.log,
    });
  const printer = options.printer ?? createPrinter({ chromium: options.config.chromium });
  const ctx: AppContext = {
    config: options.config,
    db: options.db,
    mailer,
    storage: options.storage ?? (await openStorage(options.config)),
    sessions: new Sessions(options.db, options.config),
    printer,
  };
  app.decorate('ctx', ctx);
  if (!options.printer) app.addHook('onClose', () => printer.close());
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerCsrfProtection(app);
  registerTextInputCheck(app);
  // The specification's client sends a JSON content type on every call, also with no body
  // (`POST /api/submit`, GET, DELETE): an empty JSON body reads as no body, not as a 400.
  // Bodies that are there still go through Fastify's JSON parser (prototype poisoning refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(cookie);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(applicationRoutes);
  await app.register(documentsRoutes);
  await app.register(conversionRoutes);
  await app.register(lookupRoutes);
  await app.register(pdfCopyRoutes);
  await app.register(portalRoutes);
  if (options.config.workers) {
    const retention = startRetention(
      ctx.db,
      {
        sessions: sessionWindow(options.config),
        loginRetentionMs: options.config.retention.loginRetentionMs,
      },
      {
        intervalMs: options.config.retention.intervalMs,
        onPruned: (counts) => app.log.info({ pruned: counts }, 'retention pass'),
        onError: (error) => app.log.error({ err: error }, 'retention pass failed'),
      },
    );
    app.addHook('onClose', () => retention.stop());
  }
  // The variant's whole-form validator, generated ahead of time, loads now rather than on a
  // first submission.
  await validatorOf(options.config.formVariant).preload();
  return app;
}
