/**
 * The application rows of one student. Every function takes the student's id and touches only
 * that student's rows; writes refuse (return false) once the application is submitted, in the
 * same statement, so a write racing a submission cannot slip in after it.
 */
import type { WebStatus } from '@admissions/api';
import type { AnswerValue } from '@admissions/form-engine';
import type { Database } from '../db/database.ts';
import type { DocumentAnswer } from '../documents/repository.ts';
import { LIVE_SESSION, windowParams, type SessionWindow } from '../sessions.ts';

type Query = Pick<Database, 'query'>;

export interface Profile {
  readonly username: string;
  readonly last_page: string | null;
  readonly successful_login: string[];
  readonly answer: Record<string, AnswerValue>;
  /** Each answer key's revision (raised by every write of it): a save's base (issue 27). */
  readonly answer_revisions: Record<string, number>;
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

/** pg and PGlite both parse jsonb; this only guards against a driver handing back text. */
const json = <T>(value: unknown, fallback: T): T =>
  value == null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/**
 * How many of the latest logins the profile lists (issue 26, finding 9: every login was): the
 * portal only asks whether there was more than one; the rest stays in the database until the
 * retention pass deletes it.
 */
export const PROFILE_LOGINS = 20;

/**
 * The profile of §3 in one statement: the application row, the logins, the web status entries and
 * the documents (with their conversion status) are aggregated by PostgreSQL and come back as JSON
 * text. `who` is the head of the statement: a CTE `live` with one row holding the student_id (see
 * {@link LIVE_SESSION}).
 */
const profileSql = (who: string) => `${who}
SELECT st.username, a.last_page, a.answers::text AS answers,
       a.answer_revisions::text AS revisions,
       (SELECT coalesce(jsonb_agg(to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
                                  ORDER BY l.at, l.id), '[]'::jsonb)::text
          FROM (SELECT at, id FROM logins WHERE student_id = st.id
                 ORDER BY at DESC, id DESC LIMIT ${PROFILE_LOGINS}) l) AS logins,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('web_status', w.web_status)
                                  ORDER BY w.at, w.web_status), '[]'::jsonb)::text
          FROM web_status w WHERE w.student_id = st.id) AS statuses,
       (SELECT coalesce(jsonb_object_agg(d.answer_key, jsonb_build_object(
                 'file_name', d.file_name, 'file_size', d.file_size,
                 'status', coalesce(c.status, 'UNPROCESSED'))), '{}'::jsonb)::text
          FROM document_answers d
          LEFT JOIN document_conversions c
            ON c.student_id = d.student_id AND c.answer_key = d.answer_key AND c.file_key = d.file_key
         WHERE d.student_id = st.id) AS documents
  FROM live JOIN students st ON st.id = live.student_id
  LEFT JOIN applications a ON a.student_id = st.id`;

/** A profile row: PostgreSQL's own JSON text for the aggregates and the answers. */
type ProfileRow = {
  username: string;
  last_page: string | null;
  answers: string | null;
  revisions: string | null;
  logins: string;
  statuses: string;
  documents: string;
};

/**
 * The profile response as JSON text, assembled around PostgreSQL's text of each part: the answers
 * document (~21 KB in a full application) is neither parsed nor serialised again by the server.
 */
const profileJson = (row: ProfileRow): string =>
  `{"username":${JSON.stringify(row.username)},"last_page":${JSON.stringify(row.last_page ?? null)},` +
  `"successful_login":${row.logins},"answer":${row.answers ?? '{}'},` +
  `"answer_revisions":${row.revisions ?? '{}'},` +
  `"document_answer":${row.documents},"web_status":${row.statuses}}`;

/** The profile response of §3, or undefined when the student no longer exists. One round trip. */
export async function readProfile(db: Query, studentId: string): Promise<Profile | undefined> {
  const [row] = await db.query<ProfileRow>(
    profileSql('WITH live AS (SELECT $1::bigint AS student_id)'),
    [studentId],
  );
  return row ? (JSON.parse(profileJson(row)) as Profile) : undefined;
}

/**
 * The profile (as the JSON text of the response) of the student whose live session has token hash
 * `tokenHash`, checking and touching the session in the same prepared statement: one round trip
 * for `GET /api/profile`. Undefined when there is no live session.
 */
export async function readProfileOfSession(
  db: Pick<Database, 'prepared'>,
  tokenHash: string,
  window: SessionWindow,
): Promise<string | undefined> {
  const [row] = await db.prepared<ProfileRow>('profile_of_session', profileSql(LIVE_SESSION), [
    tokenHash,
    ...windowParams(window),
  ]);
  return row ? profileJson(row) : undefined;
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
  status: WebStatus,
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
