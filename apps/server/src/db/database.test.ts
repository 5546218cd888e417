import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/databases.ts';
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
