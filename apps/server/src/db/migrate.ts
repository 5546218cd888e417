import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Transaction } from './database.ts';

const MIGRATIONS = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** An arbitrary constant: the advisory lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK = 724_011;

/** Takes the migration lock for the rest of the transaction (PostgreSQL; PGlite has one process). */
async function lock(db: Database, tx: Transaction): Promise<void> {
  if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

/**
 * Applies the SQL files of `migrations/` (or `dir`) in name order, each once, each in its own
 * transaction with its record in `schema_migrations`: a file that fails leaves the files before
 * it applied and itself not at all, and the next start goes on from it. A file is sent whole, as
 * the database parses scripts (so `$$` bodies and `;` inside strings are safe). The same files
 * serve PGlite and PostgreSQL. Returns the names applied.
 */
export async function migrate(db: Database, dir = MIGRATIONS): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  await db.transaction(async (tx) => {
    await lock(db, tx);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  // The usual start finds every file applied: one query, and no file read or transaction each.
  const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const known = new Set(recorded.map((row) => row.name));
  const applied: string[] = [];
  for (const file of files.filter((name) => !known.has(name))) {
    const sql = await readFile(join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lock(db, tx);
      // Read under the lock: another server may have applied it since this one looked.
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length > 0) return false;
      await tx.script(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
