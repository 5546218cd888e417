/**
 * The jobs a worker has claimed and not yet settled. A server that stops (a deploy, a restart
 * with another FORM_VARIANT) puts them back in the queue at once, so that the next server takes
 * them up within a poll instead of after the stale-lock interval (two minutes during which the
 * applicant's PDF copy or converted upload would sit IN_PROGRESS). The interrupted attempt does
 * not count: the job did not fail, its server left. A render still running when its job is
 * released can no longer settle it (settling needs the run id, cleared here).
 */
import type { Database } from '../db/database.ts';
import type { JobTable } from './job-table.ts';

export class HeldJobs {
  private readonly runs = new Set<string>();

  /** Runs `work` on the claimed job `runId`, holding it meanwhile. */
  async hold<T>(runId: string, work: () => Promise<T>): Promise<T> {
    this.runs.add(runId);
    try {
      return await work();
    } finally {
      this.runs.delete(runId);
    }
  }

  /** Puts every held job back in `table`'s queue, its attempt not counted. */
  async release(db: Pick<Database, 'query'>, table: JobTable): Promise<void> {
    if (this.runs.size === 0) return;
    const runs = [...this.runs];
    this.runs.clear();
    await db.query(
      `UPDATE ${table.name}
          SET status = 'UNPROCESSED', attempts = GREATEST(attempts - 1, 0), locked_at = NULL,
              run_id = NULL, updated_at = now()
        WHERE status = 'IN_PROGRESS' AND run_id = ANY($1::text[])`,
      [runs],
    );
  }
}
