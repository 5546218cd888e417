import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandling } from './errors.ts';
import type { Mailer } from './mail/mailer.ts';
import { accountRoutes } from './routes/accounts.ts';
import { applicationRoutes } from './routes/application.ts';
import { conversionRoutes } from './routes/conversion.ts';
import { documentsRoutes } from './routes/documents.ts';
import { homeRoutes } from './routes/home.ts';
import { lookupRoutes } from './routes/lookup.ts';
import { pdfCopyRoutes } from './routes/pdf-copy.ts';
import { Sessions } from './sessions.ts';
import { diskStorage, type ObjectStorage } from './storage/object-storage.ts';

/** What the routes share. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly mailer: Mailer;
  readonly sessions: Sessions;
  /** Uploaded documents, converted PDFs and PDF copies. */
  readonly storage: ObjectStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly ctx: AppContext;
  }
}

export interface BuildAppOptions {
  readonly config: ServerConfig;
  readonly db: Database;
  /** Replaces the configured mailer (tests read messages from memory). */
  readonly mailer?: Mailer;
  /** Replaces the disk storage under DATA_DIR/storage. */
  readonly storage?: ObjectStorage;
  readonly logger?: boolean;
}

/**
 * The server as a Fastify instance that tests build and `inject` into; `server.ts` only listens.
 * JSON bodies are limited to 256 KB; every route declares its schema.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Never log cookies or bodies: they carry session tokens, passwords and answers.
    disableRequestLogging: false,
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  });
  const { createMailer } = await import('./mail/mailer.ts');
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.config.smtpUrl,
      dataDir: options.config.dataDir,
      log: app.log,
    });
  app.decorate('ctx', {
    config: options.config,
    db: options.db,
    mailer,
    storage: options.storage ?? diskStorage(`${options.config.dataDir}/storage`),
    sessions: new Sessions(options.db, options.config),
  });
  registerErrorHandling(app);
  // The specification's client sends a JSON content type on every call, also with no body
  // (`POST /api/submit`, GET, DELETE): an empty JSON body reads as no body, not as a 400.
  // Bodies that are there still go through Fastify's JSON parser (prototype poisoning refused).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  await app.register(cookie);
  await app.register(helmet, { contentSecurityPolicy: false });
  app.get(
    '/health',
    {
      schema: { response: { 200: { type: 'object', properties: { status: { type: 'string' } } } } },
    },
    async () => ({ status: 'ok' }),
  );
  await app.register(accountRoutes);
  await app.register(applicationRoutes);
  await app.register(documentsRoutes);
  await app.register(conversionRoutes);
  await app.register(lookupRoutes);
  await app.register(pdfCopyRoutes);
  await app.register(homeRoutes);
  return app;
}
