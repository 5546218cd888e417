/**
 * A server for tests: a fresh migrated database (PGlite in memory or a new PostgreSQL
 * database), the app built around it, and the e-mails it sends kept in memory.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig, type ServerConfig } from '../src/config.ts';
import type { MailMessage } from '../src/mail/mailer.ts';
import { SETTINGS, type SettingName } from '../src/settings/schema.ts';
import { openTestDatabase, type TestDatabase, TEST_DATA_DIR } from './databases.ts';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: TestDatabase;
  readonly mail: MailMessage[];
  readonly config: ServerConfig;
  close(): Promise<void>;
}

/**
 * The account limits a test put in this process's environment before it starts a server
 * (`liftRateLimits`, or a test's own lower limits), to pass on to the configuration as the
 * server's own environment would: the configuration is otherwise read from the `env` given only.
 */
export function accountLimitsOfProcess(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name in SETTINGS && SETTINGS[name as SettingName].group === 'accounts',
    ),
  );
}

export async function startTestServer(
  kind: 'pglite' | 'postgres',
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const db = await openTestDatabase(kind);
  const config = readConfig({
    COOKIE_SECURE: 'false',
    DATA_DIR: TEST_DATA_DIR,
    ...accountLimitsOfProcess(),
    ...env,
  });
  const mail: MailMessage[] = [];
  const app = await buildApp({ config, db, mailer: { send: async (m) => void mail.push(m) } });
  return {
    app,
    db,
    mail,
    config,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
