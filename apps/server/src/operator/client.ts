/**
 * The command-line tools' way to the database: opened directly when they can (PostgreSQL, or a
 * PGlite data directory no process holds), else through the running server's operator endpoint
 * (`./endpoint.ts`), since PGlite cannot be opened by two processes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../config.ts';
import { DataDirLockedError } from '../data-dir/lock.ts';
import { restrictNewFiles } from '../data-dir/permissions.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { OPERATOR_FILE, type OperatorAddress } from './endpoint.ts';

/** A call to the running server's operator endpoint; resolves with its JSON reply. */
export type OperatorCall = (path: string, body: unknown) => Promise<Record<string, unknown>>;

async function operatorOf(config: ServerConfig, locked: DataDirLockedError): Promise<OperatorCall> {
  let address: OperatorAddress;
  try {
    address = JSON.parse(await readFile(join(config.dataDir, OPERATOR_FILE), 'utf8'));
  } catch {
    throw new Error(`${locked.message} It offers no operator endpoint (is it still starting?).`);
  }
  if (address.pid !== locked.pid)
    throw new Error(`${locked.message} It offers no operator endpoint (is it still starting?).`);
  return async (path, body) => {
    const response = await fetch(new URL(path, address.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${address.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new Error(
        `The running server (pid ${locked.pid}) did not answer at ${address.url}: ${String(error)}`,
      );
    });
    const reply = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new Error(String(reply.message ?? `HTTP ${response.status}`));
    return reply;
  };
}

/**
 * Runs `direct` on the migrated database, or `viaServer` when a running server holds the PGlite
 * data directory. Files the tool writes are the owner's alone, as the server's are.
 */
export async function withDatabaseOrServer<T>(
  config: ServerConfig,
  direct: (db: Database) => Promise<T>,
  viaServer: (call: OperatorCall) => Promise<T>,
): Promise<T> {
  restrictNewFiles();
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) return viaServer(await operatorOf(config, error));
    throw error;
  }
  try {
    await migrate(db);
    return await direct(db);
  } finally {
    await db.close();
  }
}
