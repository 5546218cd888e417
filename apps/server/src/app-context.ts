import type { Printer } from './chromium/printer.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Sessions } from './sessions.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

// A module of its own, apart from app.ts: the routes and workers that app.ts registers need this
// type, and importing it from app.ts made them import the file that imports them (a cycle).

/** What the routes share. */
export interface AppContext {
  readonly config: ServerConfig;
  readonly db: Database;
  readonly mailer: Mailer;
  readonly sessions: Sessions;
  /** Uploaded documents, converted PDFs and PDF copies. */
  readonly storage: ObjectStorage;
  /** The warm Chromium that prints converted documents and PDF copies. */
  readonly printer: Printer;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly ctx: AppContext;
  }
}
