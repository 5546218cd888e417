/** Confirmed students with live sessions (and one real password) for the load benchmark. */
import { hashPassword, randomToken, sha256 } from '../../src/security.ts';
import type { Database } from '../../src/db/database.ts';

export const STUDENTS = 100;
export const PASSWORD = 'Load-Test-Password-1';
export const usernameOf = (i: number, prefix = 'load') => `${prefix}${i}@example.edu`;

/**
 * Inserts the students (usernames `<prefix><i>@example.edu`), each with an application holding
 * `answers` when given (the realistic case saves into full applications); returns each one's
 * session cookie header.
 */
export async function createStudents(
  db: Pick<Database, 'query'>,
  options: { answers?: Readonly<Record<string, unknown>>; prefix?: string } = {},
): Promise<string[]> {
  const { answers, prefix } = options;
  // One scrypt hash for all (the same password): hashing 100 times would only slow the set-up.
  const hash = await hashPassword(PASSWORD);
  const cookies: string[] = [];
  for (let i = 0; i < STUDENTS; i++) {
    const [row] = await db.query<{ id: string }>(
      'INSERT INTO students (username, password_hash, confirmed_at) VALUES ($1, $2, now()) RETURNING id',
      [usernameOf(i, prefix), hash],
    );
    const token = randomToken();
    await db.query('INSERT INTO sessions (token_hash, student_id) VALUES ($1, $2)', [
      sha256(token),
      row!.id,
    ]);
    if (answers)
      await db.query('INSERT INTO applications (student_id, answers) VALUES ($1, $2::jsonb)', [
        row!.id,
        JSON.stringify(answers),
      ]);
    cookies.push(`admissions_session=${token}`);
  }
  return cookies;
}
