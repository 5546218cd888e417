/** The export of submitted applications, one JSON object per line (JSON Lines). */
import type { Database } from '../db/database.ts';

export interface ExportedApplication {
  readonly username: string;
  readonly submitted_at: string;
  readonly answers: Record<string, unknown>;
  readonly add_another: Record<string, number>;
  readonly tabs: Record<string, string>;
}

/**
 * Writes every submitted application, oldest submission first, as one JSON line each; returns
 * how many it wrote. Reads in pages so a large intake does not sit in memory at once.
 */
export async function exportSubmitted(
  db: Pick<Database, 'query'>,
  write: (line: string) => void | Promise<void>,
  pageSize = 500,
): Promise<number> {
  let written = 0;
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db.query<{
      id: string;
      username: string;
      submitted_at: Date | string;
      answers: Record<string, unknown>;
      add_another: Record<string, number>;
      tabs: Record<string, string>;
    }>(
      `SELECT s.id, s.username, a.submitted_at, a.answers, a.add_another, a.tabs
         FROM applications a JOIN students s ON s.id = a.student_id
        WHERE a.submitted_at IS NOT NULL
          AND ($1::timestamptz IS NULL OR (a.submitted_at, s.id) > ($1::timestamptz, $2::bigint))
        ORDER BY a.submitted_at, s.id
        LIMIT $3`,
      [after?.at ?? null, after?.id ?? 0, pageSize],
    );
    for (const row of rows) {
      const line: ExportedApplication = {
        username: row.username,
        submitted_at: new Date(row.submitted_at).toISOString(),
        answers: row.answers,
        add_another: row.add_another,
        tabs: row.tabs,
      };
      await write(`${JSON.stringify(line)}\n`);
      written += 1;
    }
    if (rows.length < pageSize) return written;
    const last = rows.at(-1)!;
    // Keep the database's own precision (microseconds) for the cursor, not a JS Date's.
    const [cursor] = await db.query<{ at: string }>(
      'SELECT submitted_at::text AS at FROM applications WHERE student_id = $1',
      [last.id],
    );
    after = { at: cursor!.at, id: String(last.id) };
  }
}
