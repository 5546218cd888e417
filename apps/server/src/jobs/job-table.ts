/**
 * The queue mechanics shared by the job tables (`document_conversions`, `pdf_copies`): each row
 * is a job with `status`, `attempts`, `locked_at`, `run_id`, `message` and `updated_at`. A worker
 * claims a runnable job with `FOR UPDATE SKIP LOCKED` (several servers can share the table),
 * stamping it with a fresh run id that alone may settle it; a job whose lock is older than
 * `staleLockMs` belongs to a dead worker and is claimed again, until `maxAttempts`, when it is
 * FAILED instead — never left IN_PROGRESS. A table with a turns table is served fairly between
 * students (see {@link claimJob}); a job left waiting past a deadline can be FAILED
 * ({@link failOverdueJobs}).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** A jobs table: its name and its primary-key columns (trusted constants, never input). */
export interface JobTable {
  readonly name: 'document_conversions' | 'pdf_copies';
  readonly key: readonly string[];
  /**
   * Where the time each student (`student_id`) was last served is kept: the table's jobs are
   * then claimed student by student (see {@link claimJob}), not oldest first.
   */
  readonly turns?: 'conversion_turns';
}

export interface QueuePolicy {
  readonly staleLockMs: number;
  readonly maxAttempts: number;
}

/** Which jobs a claim may take. */
export interface ClaimOptions {
  /**
   * Only jobs of students not served within this many ms (or never): the worker kept for them
   * (a table with `turns` only).
   */
  readonly newcomersMs?: number;
}

const MS = `* interval '1 millisecond'`;
const stale = (job: string) => `${job}locked_at < now() - ($1::double precision ${MS})`;
const runnable = (job: string) =>
  `((${job}status = 'UNPROCESSED' AND ${job}attempts < $2)
    OR (${job}status = 'IN_PROGRESS' AND ${job}attempts < $2 AND ${stale(job)}))`;
const CLAIM = `status = 'IN_PROGRESS', attempts = attempts + 1, locked_at = now(), run_id = $3,
               message = NULL, updated_at = now()`;

/** FAILs the IN_PROGRESS jobs whose worker died on their last attempt, with `message`. */
export async function failAbandonedJobs(
  db: Pick<Database, 'query'>,
  table: JobTable,
  policy: QueuePolicy,
  message: string,
): Promise<void> {
  await db.query(
    `UPDATE ${table.name}
        SET status = 'FAILED', message = $3, locked_at = NULL, run_id = NULL, updated_at = now()
      WHERE status = 'IN_PROGRESS' AND attempts >= $2 AND ${stale('')}`,
    [policy.staleLockMs, policy.maxAttempts, message],
  );
}

/**
 * FAILs, with `message`, the jobs that have waited unclaimed for longer than `waitMs` since they
 * were asked for (or put back for another attempt): a queue that long is better answered with
 * "try again later" than with a wait the applicant cannot see the end of.
 */
export async function failOverdueJobs(
  db: Pick<Database, 'query'>,
  table: JobTable,
  waitMs: number,
  message: string,
): Promise<void> {
  await db.query(
    `UPDATE ${table.name} SET status = 'FAILED', message = $2, updated_at = now()
      WHERE status = 'UNPROCESSED' AND updated_at < now() - ($1::double precision ${MS})`,
    [waitMs, message],
  );
}

/**
 * Claims a runnable job (UNPROCESSED, or IN_PROGRESS with a stale lock, attempts left):
 * IN_PROGRESS, one more attempt, this run's id. Returns the row's `columns` plus `attempts` and
 * `run_id`, or undefined when there is nothing to do.
 *
 * Without `turns`, the oldest job. With `turns`, per-student queues served round-robin, in the
 * claim itself so that every server sharing the table agrees: the job of the student with the
 * fewest jobs in progress, then the one served least recently (never served first), then the
 * oldest; the claim records the student's turn. A student with a hundred queued jobs is thus
 * served once per round, not a hundred times before a student with one.
 */
export async function claimJob<Row extends object>(
  db: Pick<Database, 'query'>,
  table: JobTable,
  policy: QueuePolicy,
  columns: readonly (keyof Row & string)[],
  options: ClaimOptions = {},
): Promise<(Row & { attempts: number; run_id: string }) | undefined> {
  // The fair claim records the turn of the claimed job's student: always returned.
  const returned = [
    ...new Set([...columns, ...(table.turns ? ['student_id'] : []), 'attempts', 'run_id']),
  ];
  const params = [policy.staleLockMs, policy.maxAttempts, randomUUID()];
  if (table.turns) {
    const [job] = await db.query<Row & { attempts: number; run_id: string }>(
      fairClaim(table, table.turns, returned, options.newcomersMs !== undefined),
      options.newcomersMs === undefined ? params : [...params, options.newcomersMs],
    );
    return job;
  }
  const key = table.key.join(', ');
  const [job] = await db.query<Row & { attempts: number; run_id: string }>(
    `UPDATE ${table.name} SET ${CLAIM}
      WHERE (${key}) IN (
        SELECT ${key} FROM ${table.name}
         WHERE ${runnable('')}
         ORDER BY updated_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING ${returned.join(', ')}`,
    params,
  );
  return job;
}

/** The fair claim of {@link claimJob}: pick, claim and record the student's turn in one statement. */
function fairClaim(table: JobTable, turns: string, returned: string[], newcomers: boolean) {
  const key = (alias: string) => table.key.map((column) => `${alias}.${column}`).join(', ');
  return `
    WITH next AS (
      SELECT ${key('j')} FROM ${table.name} j
        LEFT JOIN ${turns} t ON t.student_id = j.student_id
       WHERE ${runnable('j.')}
         ${newcomers ? `AND (t.served_at IS NULL OR t.served_at < now() - ($4::double precision ${MS}))` : ''}
       ORDER BY (SELECT count(*) FROM ${table.name} r
                  WHERE r.student_id = j.student_id AND r.status = 'IN_PROGRESS'
                    AND NOT ${stale('r.')}),
                t.served_at NULLS FIRST, j.updated_at
       LIMIT 1
       FOR UPDATE OF j SKIP LOCKED
    ), claimed AS (
      UPDATE ${table.name} j SET ${CLAIM} FROM next
       WHERE (${key('j')}) = (${key('next')})
      RETURNING ${returned.map((column) => `j.${column}`).join(', ')}
    ), turn AS (
      INSERT INTO ${turns} (student_id, served_at) SELECT student_id, now() FROM claimed
      ON CONFLICT (student_id) DO UPDATE SET served_at = excluded.served_at
    )
    SELECT * FROM claimed`;
}
