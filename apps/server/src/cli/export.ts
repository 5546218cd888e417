/**
 * Writes every submitted application to stdout as JSON Lines (username, submitted_at, answers,
 * add_another, tabs), oldest submission first.
 *
 *   node --import tsx apps/server/src/cli/export.ts > submitted.jsonl
 *
 * Uses the server's configuration (DATABASE_URL or DATA_DIR) and migrates first. On PGlite, stop
 * the server first: the data directory is one process's at a time (a running server makes this
 * exit with a message saying so).
 */
import { once } from 'node:events';
import { exportSubmitted } from '../application/export.ts';
import { readConfigOrExit } from '../config.ts';
import { restrictNewFiles } from '../data-dir/permissions.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

async function main(): Promise<void> {
  const config = readConfigOrExit();
  restrictNewFiles();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: config.database,
  });
  try {
    await migrate(db);
    const count = await exportSubmitted(db, async (line) => {
      // Respect back-pressure when stdout is a pipe.
      if (!process.stdout.write(line)) await once(process.stdout, 'drain');
    });
    process.stderr.write(`${count} submitted application(s) exported\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
