/**
 * The application rows of one student. Every function takes the student's id and touches only
 * that student's rows; writes refuse (return false) once the application is submitted, in the
 * same statement, so a write racing a submission cannot slip in after it.
 */
import type { AnswerValue } from '@admissions/form-engine';
import type { Database } from '../db/database.ts';
import { readDocumentAnswers, type DocumentAnswer } from '../documents/repository.ts';

type Query = Pick<Database, 'query'>;

/** The web status values a student may record, in their order. */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;
export type WebStatusValue = (typeof WEB_STATUSES)[number];

export interface Profile {
  readonly username: string;
  readonly last_page: string | null;
  readonly successful_login: string[];
  readonly answer: Record<string, AnswerValue>;
  /**
   * The uploaded documents by answer key (§3, §7): file_name, file_size and the conversion status,
   * the same data as `GET /api/document-answer`, so a reload or a new login shows the file.
   */
  readonly document_answer: Record<string, DocumentAnswer>;
  readonly web_status: { web_status: string }[];
}

export interface ApplicationState {
  readonly answers: Record<string, AnswerValue>;
  readonly addAnother: Record<string, number>;
  readonly tabs: Record<string, string>;
  readonly submittedAt: Date | null;
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

/** pg and PGlite both parse jsonb; this only guards against a driver handing back text. */
const json = <T>(value: unknown, fallback: T): T =>
  value == null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** The profile response of §3, or undefined when the student no longer exists. */
export async function readProfile(db: Query, studentId: string): Promise<Profile | undefined> {
  const [student] = await db.query<{
    username: string;
    last_page: string | null;
    answers: unknown;
  }>(
    `SELECT s.username, a.last_page, a.answers
       FROM students s LEFT JOIN applications a ON a.student_id = s.id
      WHERE s.id = $1`,
    [studentId],
  );
  if (!student) return undefined;
  const logins = await db.query<{ at: unknown }>(
    'SELECT at FROM logins WHERE student_id = $1 ORDER BY at, id',
    [studentId],
  );
  const statuses = await db.query<{ web_status: string }>(
    'SELECT web_status FROM web_status WHERE student_id = $1 ORDER BY at, web_status',
    [studentId],
  );
  const documents = await readDocumentAnswers(db, studentId);
  return {
    username: student.username,
    last_page: student.last_page ?? null,
    successful_login: logins.map((l) => iso(l.at)),
    answer: json(student.answers, {}),
    document_answer: documents,
    web_status: statuses.map((s) => ({ web_status: s.web_status })),
  };
}

/** Stored answers, counts and tabs (empty maps before the first write). */
export async function readState(
  db: Query,
  studentId: string,
  forUpdate = false,
): Promise<ApplicationState> {
  const [row] = await db.query<{
    answers: unknown;
    add_another: unknown;
    tabs: unknown;
    submitted_at: unknown;
  }>(
    `SELECT answers, add_another, tabs, submitted_at FROM applications WHERE student_id = $1${
      forUpdate ? ' FOR UPDATE' : ''
    }`,
    [studentId],
  );
  return {
    answers: json(row?.answers, {}),
    addAnother: json(row?.add_another, {}),
    tabs: json(row?.tabs, {}),
    submittedAt: row?.submitted_at ? new Date(row.submitted_at as string) : null,
  };
}

/** Whether the student's application is submitted. */
export async function isSubmitted(db: Query, studentId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM applications WHERE student_id = $1 AND submitted_at IS NOT NULL',
    [studentId],
  );
  return rows.length > 0;
}

/** The jsonb columns a merge may write. */
type MapColumn = 'answers' | 'add_another' | 'tabs';

/**
 * Merges `patch` into a jsonb column (`||`: given keys replace, others stay), creating the row on
 * first write. False when the application is already submitted (nothing written).
 */
export async function mergeInto(
  db: Query,
  studentId: string,
  column: MapColumn,
  patch: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO applications (student_id, ${column}) VALUES ($1, $2::jsonb)
     ON CONFLICT (student_id) DO UPDATE
        SET ${column} = applications.${column} || EXCLUDED.${column}, updated_at = now()
      WHERE applications.submitted_at IS NULL
     RETURNING student_id`,
    [studentId, JSON.stringify(patch)],
  );
  return rows.length > 0;
}

/** Saves the last page; false when the application is already submitted. */
export async function saveLastPage(
  db: Query,
  studentId: string,
  lastPage: string,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO applications (student_id, last_page) VALUES ($1, $2)
     ON CONFLICT (student_id) DO UPDATE SET last_page = EXCLUDED.last_page, updated_at = now()
      WHERE applications.submitted_at IS NULL
     RETURNING student_id`,
    [studentId, lastPage],
  );
  return rows.length > 0;
}

/** Replaces the latest validation errors. */
export async function saveValidations(
  db: Query,
  studentId: string,
  errors: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  await db.query(
    `INSERT INTO applications (student_id, validations) VALUES ($1, $2::jsonb)
     ON CONFLICT (student_id) DO UPDATE SET validations = EXCLUDED.validations, updated_at = now()`,
    [studentId, JSON.stringify(errors)],
  );
}

/** The latest validation errors. */
export async function readValidations(
  db: Query,
  studentId: string,
): Promise<Record<string, string[]>> {
  const [row] = await db.query<{ validations: unknown }>(
    'SELECT validations FROM applications WHERE student_id = $1',
    [studentId],
  );
  return json(row?.validations, {});
}

/** Records a web status entry once (repeating it changes nothing). */
export async function recordWebStatus(
  db: Query,
  studentId: string,
  status: WebStatusValue,
): Promise<void> {
  await db.query(
    `INSERT INTO web_status (student_id, web_status) VALUES ($1, $2)
     ON CONFLICT (student_id, web_status) DO NOTHING`,
    [studentId, status],
  );
}

/**
 * Marks the application submitted with the answers as validated (hidden answers cleared).
 * False when it was submitted already.
 */
export async function markSubmitted(
  db: Query,
  studentId: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO applications (student_id, answers, validations, submitted_at)
     VALUES ($1, $2::jsonb, '{}'::jsonb, now())
     ON CONFLICT (student_id) DO UPDATE
        SET answers = EXCLUDED.answers, validations = '{}'::jsonb,
            submitted_at = now(), updated_at = now()
      WHERE applications.submitted_at IS NULL
     RETURNING student_id`,
    [studentId, JSON.stringify(answers)],
  );
  if (rows.length === 0) return false;
  await recordWebStatus(db, studentId, 'submitted');
  return true;
}
