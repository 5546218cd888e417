import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../data-dir/lock.ts';
import { prepareDataDir, restrictTree } from '../data-dir/permissions.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from '../settings/sections.ts';

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
  /**
   * A hot-path statement under a fixed `name`: on PostgreSQL a named prepared statement (parsed
   * and planned once per connection, then only bound and executed); PGlite, in the process, has
   * no round trip to save and runs it as {@link query}. One name must always carry one text.
   */
  prepared<T extends Row = Row>(
    name: string,
    sql: string,
    params: readonly unknown[],
  ): Promise<T[]>;
  /** Runs `work` in one transaction; its queries go through the given handle. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The handle of a transaction: its queries, and SQL scripts (a migration file). */
export interface Transaction extends Pick<Database, 'query'> {
  /**
   * Runs a script of statements as the database parses it (the simple query protocol: no
   * parameters, any number of statements, `$$` bodies and `;` in strings as SQL means them).
   */
  script(sql: string): Promise<void>;
}

/**
 * Opens PGlite under `dataDir/pglite` (or in memory), or PostgreSQL when a URL is given. PGlite on
 * disk takes `dataDir`'s exclusive lock first (one process at a time: a second opener gets a
 * `DataDirLockedError`), released by `close`; a world-writable `dataDir` is refused.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * In memory only: a PGlite dump (`dumpDataDir`) to start from instead of an empty cluster. The
   * tests open hundreds of databases; loading a migrated dump skips PGlite's initdb, about four
   * fifths of an open (measured: 0.8 s against 3–4 s on two busy cores).
   */
  initialData?: Blob;
  /** PostgreSQL's deadlines; {@link DEFAULT_DATABASE_TIMEOUTS} when not given. */
  timeouts?: DatabaseTimeouts;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS);
  if (options.inMemory) return openPgliteInMemory(options.initialData);
  return openPglite(options.dataDir ?? '.data');
}

async function openPgliteInMemory(initialData: Blob | undefined): Promise<Database> {
  // Loaded only when used (PostgreSQL deployments never need it).
  const { PGlite: Engine } = await import('@electric-sql/pglite');
  return pgliteDatabase(new Engine({ loadDataDir: initialData }));
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite: Engine } = await import('@electric-sql/pglite');
  await prepareDataDir(dataDir);
  const lock = await lockDataDir(dataDir);
  try {
    const directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const db = await pgliteDatabase(new Engine(directory), () => lock.release());
    await restrictTree(directory).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    return db;
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/**
 * The {@link Database} over a PGlite the caller made (the tests' template, which they migrate and
 * dump); `afterClose` runs once it has closed.
 */
export async function pgliteDatabase(
  db: PGlite,
  afterClose: () => Promise<void> = async () => undefined,
): Promise<Database> {
  await db.waitReady;
  const query = async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
    (await db.query<T>(sql, params as unknown[])).rows;
  // PGlite runs one query at a time; its transaction() serialises the whole unit of work.
  return {
    kind: 'pglite',
    query,
    prepared: (_name, sql, params) => query(sql, params),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await tx.query<T>(sql, params as unknown[])).rows,
          script: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close().finally(afterClose),
  };
}

/**
 * How much later than `statement_timeout` the driver stops waiting: a live PostgreSQL cancels the
 * statement itself first (57014, the connection stays usable); only a frozen one reaches this.
 */
export const QUERY_TIMEOUT_SLACK_MS = 1_000;

/** The error `pg` gives when its own query deadline passes (the connection is then discarded). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

async function openPostgres(url: string, timeouts: DatabaseTimeouts): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While PostgreSQL is down, unreachable or frozen a request fails within this (a 503) rather
    // than waiting for a connection for ever; pg-pool applies the same bound to waiting for a
    // free client when all are busy (it has no separate acquire timeout).
    connectionTimeoutMillis: timeouts.connectMs,
    // A slow statement is cancelled by PostgreSQL; a frozen server cannot cancel anything, so the
    // driver stops waiting a little later (and the pool discards that connection).
    ...(timeouts.statementMs > 0
      ? {
          statement_timeout: timeouts.statementMs,
          query_timeout: timeouts.statementMs + QUERY_TIMEOUT_SLACK_MS,
        }
      : {}),
    // A transaction left open (a stalled request) must not hold its locks and connection for ever.
    ...(timeouts.idleInTransactionMs > 0
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
    // Notices a peer that vanished without closing the connection (a failover, a dead host).
    keepAlive: true,
  });
  // An idle client whose connection drops (PostgreSQL restarted) emits 'error' on the pool: without
  // a listener that would crash the process. The pool discards the client and connects a new one
  // on demand; requests report their own errors.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
      (await pool.query(sql, params as unknown[])).rows as T[],
    prepared: async <T extends Row>(name: string, sql: string, params: readonly unknown[]) =>
      (await pool.query({ name, text: sql, values: params as unknown[] })).rows as T[],
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | true | undefined;
      // A connection that breaks between two statements of the transaction (PostgreSQL ended it:
      // idle_in_transaction_session_timeout, a restart) emits 'error' on the client, which the pool
      // only listens for while the client is idle: unheard, it would crash the process. The next
      // statement fails on its own, and the client is discarded.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) =>
            (await client.query(sql, params as unknown[])).rows as T[],
          // Without values node-postgres sends the text as one simple query.
          script: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // After the driver's own deadline the connection may still be busy with the statement (a
        // frozen server): discard it rather than wait a second deadline for a ROLLBACK.
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) {
          broken = error;
          throw error;
        }
        // A ROLLBACK that fails means the connection itself is gone: that client is discarded
        // (release with an error) instead of going back to the pool.
        broken = await client.query('ROLLBACK').then(
          () => undefined,
          (rollbackError: unknown) => (rollbackError instanceof Error ? rollbackError : true),
        );
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
