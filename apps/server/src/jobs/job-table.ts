/**
 * The queue mechanics shared by the job tables (`document_conversions`, `pdf_copies`): each row
 * is a job with `status`, `attempts`, `locked_at`, `run_id`, `message` and `updated_at`. A worker
 * claims the oldest runnable job with `FOR UPDATE SKIP LOCKED` (several servers can share the
 * table), stamping it with a fresh run id that alone may settle it; a job whose lock is older
 * than `staleLockMs` belongs to a dead worker and is claimed again, until `maxAttempts`, when it
 * is FAILED instead — never left IN_PROGRESS.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** A jobs table: its name and its primary-key columns (trusted constants, never input). */
export interface JobTable {
  readonly name: 'document_conversions' | 'pdf_copies';
  readonly key: readonly string[];
}

export interface QueuePolicy {
  readonly staleLockMs: number;
  readonly maxAttempts: number;
}

const STALE = `locked_at < now() - ($1::double precision * interval '1 millisecond')`;

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
      WHERE status = 'IN_PROGRESS' AND attempts >= $2 AND ${STALE}`,
    [policy.staleLockMs, policy.maxAttempts, message],
  );
}

/**
 * Claims the oldest runnable job (UNPROCESSED, or IN_PROGRESS with a stale lock, attempts left):
 * IN_PROGRESS, one more attempt, this run's id. Returns the row's `columns` plus `attempts` and
 * `run_id`, or undefined when there is nothing to do.
 */
export async function claimJob<Row extends object>(
  db: Pick<Database, 'query'>,
  table: JobTable,
  policy: QueuePolicy,
  columns: readonly (keyof Row & string)[],
): Promise<(Row & { attempts: number; run_id: string }) | undefined> {
  const key = table.key.join(', ');
  const [job] = await db.query<Row & { attempts: number; run_id: string }>(
    `UPDATE ${table.name}
        SET status = 'IN_PROGRESS', attempts = attempts + 1, locked_at = now(), run_id = $3,
            message = NULL, updated_at = now()
      WHERE (${key}) IN (
        SELECT ${key} FROM ${table.name}
         WHERE (status = 'UNPROCESSED' AND attempts < $2)
            OR (status = 'IN_PROGRESS' AND attempts < $2 AND ${STALE})
         ORDER BY updated_at
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING ${[...columns, 'attempts', 'run_id'].join(', ')}`,
    [policy.staleLockMs, policy.maxAttempts, randomUUID()],
  );
  return job;
}
