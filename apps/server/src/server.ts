/**
 * Starts the server: prepares DATA_DIR (0700, files 0600, a world-writable one refused), opens
 * the database (PGlite takes DATA_DIR's exclusive lock), applies migrations, listens; with PGlite
 * also the operator endpoint the CLIs use meanwhile. Stops cleanly on signals.
 */
import { buildApp } from './app.ts';
import { readConfigOrExit } from './config.ts';
import { DataDirLockedError } from './data-dir/lock.ts';
import { DataDirError, prepareDataDir, restrictNewFiles } from './data-dir/permissions.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startOperatorEndpoint } from './operator/endpoint.ts';

restrictNewFiles();
const config = readConfigOrExit(); // every bad setting said on stderr, then exit 1
let db: Database;
let tightened: boolean;
try {
  ({ tightened } = await prepareDataDir(config.dataDir));
  db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.database,
  });
} catch (error) {
  // Said plainly on stderr and not as a stack trace: the operator has something to fix.
  if (error instanceof DataDirLockedError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
const applied = await migrate(db);
const app = await buildApp({ config, db, logger: true });
if (applied.length) app.log.info({ applied }, 'migrations applied');
for (const warning of config.warnings) app.log.warn(warning);
if (tightened) app.log.warn(`DATA_DIR ${config.dataDir} was open to other users: now 0700`);
await app.listen({ port: config.port, host: config.host });
const operator =
  db.kind === 'pglite' ? await startOperatorEndpoint({ config, db, log: app.log }) : undefined;
if (operator) app.log.info({ url: operator.url }, 'operator endpoint listening (loopback only)');

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    void Promise.resolve(operator?.close())
      .then(() => app.close())
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
