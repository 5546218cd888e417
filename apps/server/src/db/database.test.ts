import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/databases.ts';
import { isServiceUnavailable } from '../errors.ts';
import { openDatabase, pgliteDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

describe.each(['pglite', 'postgres'] as const)('the %s database', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.dispose());

  it('applies the migrations once, then none again', async () => {
    expect(await migrate(db)).toEqual([]); // openTestDatabase migrated already
    const tables = await db.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name',
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(['students', 'sessions', 'applications', 'schema_migrations']),
    );
  });

  it('applies each migration file in its own transaction, sent whole ($$ bodies, ; in strings)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      // A naive split on ";" at a line's end would cut the function's body in two.
      await writeFile(
        join(dir, '001_probe.sql'),
        `CREATE TABLE migration_probe (note text);
CREATE FUNCTION migration_probe_note() RETURNS text LANGUAGE sql AS $$
  SELECT 'a;
b';
$$;
INSERT INTO migration_probe VALUES ('x;
y');\n`,
      );
      await writeFile(
        join(dir, '002_broken.sql'),
        'CREATE TABLE migration_half (id int);\nSELECT no_such_column FROM migration_probe;\n',
      );
      await expect(migrate(db, dir)).rejects.toThrow(/no_such_column/);
      // The first file applied and recorded; the second not at all (its table rolled back).
      expect(await db.query('SELECT migration_probe_note() AS note')).toEqual([{ note: 'a;\nb' }]);
      expect(await db.query('SELECT note FROM migration_probe')).toEqual([{ note: 'x;\ny' }]);
      const recorded = async () =>
        (
          await db.query<{ name: string }>(
            "SELECT name FROM schema_migrations WHERE name LIKE '00%probe.sql' OR name LIKE '00%broken.sql' ORDER BY name",
          )
        ).map((row) => row.name);
      expect(await recorded()).toEqual(['001_probe.sql']);
      expect(await db.query("SELECT to_regclass('migration_half') AS t")).toEqual([{ t: null }]);
      // Mended, the next start applies the second file only.
      await writeFile(join(dir, '002_broken.sql'), 'CREATE TABLE migration_half (id int);\n');
      expect(await migrate(db, dir)).toEqual(['002_broken.sql']);
      expect(await recorded()).toEqual(['001_probe.sql', '002_broken.sql']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('compresses the answers with lz4 on PostgreSQL; PGlite, built without lz4, keeps pglz', async () => {
    const [column] = await db.query<{ attcompression: string }>(
      `SELECT attcompression FROM pg_attribute
        WHERE attrelid = 'applications'::regclass AND attname = 'answers'`,
    );
    expect(column!.attcompression).toBe(kind === 'postgres' ? 'l' : '');
  });

  it('runs a named prepared statement again and again with other values', async () => {
    for (const n of [1, 2, 3])
      expect(await db.prepared('test_add', 'SELECT $1::int + 1 AS n', [n])).toEqual([{ n: n + 1 }]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          "INSERT INTO students (username, password_hash) VALUES ('a@example.edu', 'x')",
        );
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query("SELECT 1 FROM students WHERE username = 'a@example.edu'")).toEqual([]);
  });

  it('stores and merges JSON answers', async () => {
    const [student] = await db.query<{ id: string }>(
      "INSERT INTO students (username, password_hash) VALUES ('b@example.edu', 'x') RETURNING id",
    );
    await db.query('INSERT INTO applications (student_id, answers) VALUES ($1, $2)', [
      student!.id,
      JSON.stringify({ a: 1 }),
    ]);
    await db.query('UPDATE applications SET answers = answers || $2::jsonb WHERE student_id = $1', [
      student!.id,
      JSON.stringify({ b: 'x' }),
    ]);
    const [row] = await db.query<{ answers: unknown }>(
      'SELECT answers FROM applications WHERE student_id = $1',
      [student!.id],
    );
    expect(row!.answers).toEqual({ a: 1, b: 'x' });
  });
});

describe('PostgreSQL deadlines', () => {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({
      databaseUrl: url,
      timeouts: { connectMs: 5_000, statementMs: 300, idleInTransactionMs: 300 },
    });
  });
  afterAll(() => db.close());

  /** The error `work` rejects with, and how long it took. */
  const failure = async (work: () => Promise<unknown>) => {
    const start = Date.now();
    const error = await work().then(
      () => undefined,
      (e: unknown) => e,
    );
    return { error, ms: Date.now() - start };
  };

  it('cancels a statement past statement_timeout (a 503), and the pool goes on', async () => {
    const { error, ms } = await failure(() => db.query('SELECT pg_sleep(10)'));
    expect(error).toMatchObject({ code: '57014' });
    expect(isServiceUnavailable(error)).toBe(true);
    expect(ms).toBeLessThan(5_000);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('ends a transaction left idle past idle_in_transaction_session_timeout (a 503)', async () => {
    const { error } = await failure(() =>
      db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        return tx.query('SELECT 1');
      }),
    );
    expect(isServiceUnavailable(error)).toBe(true);
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});

describe('an in-memory PGlite opened from a dump (initialData: the tests start from one)', () => {
  it('holds what the dumped database held, and leaves the dump unchanged', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const engine = new PGlite();
    const source = await pgliteDatabase(engine);
    await source.query('CREATE TABLE kept (value text)');
    await source.query("INSERT INTO kept VALUES ('before the dump')");
    const dump = await engine.dumpDataDir('none');
    await source.close();

    const first = await openDatabase({ inMemory: true, initialData: dump });
    const second = await openDatabase({ inMemory: true, initialData: dump });
    try {
      await first.query("INSERT INTO kept VALUES ('only in the first')");
      expect(await first.query('SELECT value FROM kept ORDER BY value')).toEqual([
        { value: 'before the dump' },
        { value: 'only in the first' },
      ]);
      expect(await second.query('SELECT value FROM kept')).toEqual([{ value: 'before the dump' }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
