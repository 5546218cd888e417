import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A row as the drivers return it. */
export type Row = Record<string, unknown>;

/**
 * The little the server asks of a database: parameterised queries and transactions. PGlite
 * (PostgreSQL compiled to WebAssembly, embedded) and PostgreSQL (`pg`) both implement it, and
 * the same SQL and migrations serve both.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction; its queries go through the given handle. */
  transaction<T>(work: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens PGlite under `dataDir/pglite` (or in memory), or PostgreSQL when a URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? undefined : join(options.dataDir ?? '.data', 'pglite'));
}

async function openPglite(directory: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (directory) await mkdir(directory, { recursive: true });
  const db = directory ? new PGlite(directory) : new PGlite();
  await db.waitReady;
  const query = async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
    (await db.query<T>(sql, params as unknown[])).rows;
  // PGlite runs one query at a time; its transaction() serialises the whole unit of work.
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // a dropped idle client is replaced; requests report their own errors
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, params as unknown[])).rows as T[],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as T[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
