/** Starts the server: opens the database, applies migrations, listens; stops cleanly on signals. */
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
const app = await buildApp({ config, db, logger: true });
if (applied.length) app.log.info({ applied }, 'migrations applied');
await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
