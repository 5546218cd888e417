import type { Database } from '../db/database.ts';

type Queryable = Pick<Database, 'query'>;

export interface StudentRow {
  readonly id: string;
  readonly username: string;
  /** Null until the account is confirmed: an unconfirmed one's passwords are its attempts'. */
  readonly passwordHash: string | null;
  readonly confirmed: boolean;
}

interface RawStudent extends Record<string, unknown> {
  id: string | number;
  username: string;
  password_hash: string | null;
  confirmed: boolean;
}

const toStudent = (row: RawStudent): StudentRow => ({
  id: String(row.id),
  username: row.username,
  passwordHash: row.password_hash,
  confirmed: row.confirmed,
});

/** The account of a (normalised) username, if any. */
export async function findStudent(
  db: Queryable,
  username: string,
): Promise<StudentRow | undefined> {
  const rows = await db.query<RawStudent>(
    `SELECT id, username, password_hash, confirmed_at IS NOT NULL AS confirmed
       FROM students WHERE username = $1`,
    [username],
  );
  return rows[0] && toStudent(rows[0]);
}

export async function markConfirmed(db: Queryable, studentId: string): Promise<void> {
  await db.query('UPDATE students SET confirmed_at = coalesce(confirmed_at, now()) WHERE id = $1', [
    studentId,
  ]);
}

export async function setPasswordHash(
  db: Queryable,
  studentId: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE students SET password_hash = $2 WHERE id = $1', [studentId, passwordHash]);
}

/** One successful login (the profile's successful_login list and the banner's num_logins). */
export async function recordLogin(db: Queryable, studentId: string): Promise<void> {
  await db.query('INSERT INTO logins (student_id) VALUES ($1)', [studentId]);
}
