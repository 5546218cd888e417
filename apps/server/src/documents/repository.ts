/**
 * The `document_answers` table (migration 004): one uploaded file per student and answer key.
 * The conversion jobs read it too.
 */
import { compiledVariant, type VariantName } from '@admissions/partner-config';
import type { Database } from '../db/database.ts';

export interface DocumentAnswer {
  readonly file_name: string;
  readonly file_size: number;
  /** The conversion status: UNPROCESSED until a conversion of this very file says otherwise. */
  readonly status: string;
}

/** Whether a key is a fileUpload field of the variant. */
export function isFileField(variant: VariantName, answerKey: string): boolean {
  return compiledVariant(variant).fields.get(answerKey)?.definition.widget === 'fileUpload';
}

/**
 * Records an upload, replacing the student's earlier file for the key; returns the replaced
 * file's storage key (to delete), if any. Runs inside the caller's transaction (the one of
 * `whileUnsubmitted`, so it cannot land after a submission). `uploaded_at` is the clock at the
 * write, under the submission lock, so it always precedes a later submission's `submitted_at`.
 */
export async function recordDocumentAnswer(
  tx: Pick<Database, 'query'>,
  row: {
    studentId: string;
    answerKey: string;
    fileKey: string;
    fileName: string;
    fileSize: number;
  },
): Promise<string | undefined> {
  // Lock the row, then update it; with no row yet, insert. Two first uploads at once both find
  // no row to lock: the loser's insert waits for the winner and does nothing, and it goes round
  // again to replace the winner's row and learn its key, so no replaced object is left behind.
  for (;;) {
    const [previous] = await tx.query<{ file_key: string }>(
      `SELECT file_key FROM document_answers WHERE student_id = $1 AND answer_key = $2 FOR UPDATE`,
      [row.studentId, row.answerKey],
    );
    if (previous) {
      await tx.query(
        `UPDATE document_answers
            SET file_key = $3, file_name = $4, file_size = $5, uploaded_at = clock_timestamp()
          WHERE student_id = $1 AND answer_key = $2`,
        [row.studentId, row.answerKey, row.fileKey, row.fileName, row.fileSize],
      );
      return previous.file_key !== row.fileKey ? previous.file_key : undefined;
    }
    const inserted = await tx.query(
      `INSERT INTO document_answers
              (student_id, answer_key, file_key, file_name, file_size, uploaded_at)
       VALUES ($1, $2, $3, $4, $5, clock_timestamp())
       ON CONFLICT (student_id, answer_key) DO NOTHING
       RETURNING 1 AS inserted`,
      [row.studentId, row.answerKey, row.fileKey, row.fileName, row.fileSize],
    );
    if (inserted.length > 0) return undefined;
  }
}

/**
 * Removes a document answer and its conversion; returns the upload's storage key, or undefined
 * when there was none. Runs inside the caller's `whileUnsubmitted` transaction.
 */
export async function deleteDocumentAnswer(
  db: Pick<Database, 'query'>,
  studentId: string,
  answerKey: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ file_key: string }>(
    'DELETE FROM document_answers WHERE student_id = $1 AND answer_key = $2 RETURNING file_key',
    [studentId, answerKey],
  );
  await db.query('DELETE FROM document_conversions WHERE student_id = $1 AND answer_key = $2', [
    studentId,
    answerKey,
  ]);
  return row?.file_key;
}

/**
 * The student's document answers by key. The status comes from `document_conversions` (the
 * conversion work's table) when it exists and holds a conversion of the current file.
 */
export async function readDocumentAnswers(
  db: Pick<Database, 'query'>,
  studentId: string,
): Promise<Record<string, DocumentAnswer>> {
  const [table] = await db.query<{ present: boolean }>(
    "SELECT to_regclass('document_conversions') IS NOT NULL AS present",
  );
  const rows = await db.query<{
    answer_key: string;
    file_name: string;
    file_size: number;
    status: string | null;
  }>(
    table?.present
      ? `SELECT d.answer_key, d.file_name, d.file_size, c.status
           FROM document_answers d
           LEFT JOIN document_conversions c
             ON c.student_id = d.student_id AND c.answer_key = d.answer_key
            AND c.file_key = d.file_key
          WHERE d.student_id = $1 ORDER BY d.answer_key`
      : `SELECT answer_key, file_name, file_size, NULL AS status
           FROM document_answers WHERE student_id = $1 ORDER BY answer_key`,
    [studentId],
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.answer_key,
      { file_name: r.file_name, file_size: Number(r.file_size), status: r.status ?? 'UNPROCESSED' },
    ]),
  );
}

/**
 * A file name safe to store and show: the last path segment, without control characters, with
 * anything but letters, digits, spaces and `._()-` replaced by `_`, at most 100 characters
 * (keeping the extension); `document` when nothing is left.
 */
export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ ]+$/g, '');
  if (!cleaned) return 'document';
  if (cleaned.length <= 100) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - extension.length) + extension;
}
