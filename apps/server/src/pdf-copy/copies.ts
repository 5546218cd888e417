/**
 * The stored PDF copy of a student's application (`pdf_copies`, migration 006). The first
 * request renders it synchronously, inside the request (a few seconds of Chromium); later
 * requests return the stored copy. A FAILED copy is rendered again on the next request.
 */
import { compiledVariant } from '@admissions/partner-config';
import type { AppContext } from '../app.ts';
import { readState } from '../application/repository.ts';
import { pdfKeyOf } from '../conversion/worker.ts';
import { appendPdfs, printDocument, printableHtml } from './render.ts';

export const copyKeyOf = (studentId: string) => `copies/${studentId}/application.pdf`;
export const COPY_FAILED = 'The PDF copy of your application could not be created.';

export type CopyStatus =
  | { readonly status: 'COMPLETED'; readonly key: string }
  | { readonly status: 'FAILED'; readonly message: string };

type Ctx = Pick<AppContext, 'db' | 'storage' | 'config'>;

async function setStatus(
  ctx: Ctx,
  studentId: string,
  status: string,
  key: string | null,
  message: string | null,
): Promise<void> {
  await ctx.db.query(
    `INSERT INTO pdf_copies (student_id, status, storage_key, message) VALUES ($1, $2, $3, $4)
     ON CONFLICT (student_id) DO UPDATE
       SET status = EXCLUDED.status, storage_key = EXCLUDED.storage_key,
           message = EXCLUDED.message, updated_at = now()`,
    [studentId, status, key, message],
  );
}

/** The PDFs converted from the student's uploads, in answer-key order. */
async function convertedUploads(ctx: Ctx, studentId: string): Promise<Uint8Array[]> {
  const rows = await ctx.db.query<{ answer_key: string }>(
    `SELECT answer_key FROM document_conversions
      WHERE student_id = $1 AND status = 'COMPLETED' ORDER BY answer_key`,
    [studentId],
  );
  const pdfs: Uint8Array[] = [];
  for (const row of rows) {
    const bytes = await ctx.storage.get(pdfKeyOf(studentId, row.answer_key));
    if (bytes) pdfs.push(new Uint8Array(bytes));
  }
  return pdfs;
}

/** Renders and stores the copy now. */
export async function renderCopy(ctx: Ctx, studentId: string): Promise<Uint8Array> {
  const state = await readState(ctx.db, studentId);
  const form = compiledVariant(ctx.config.formVariant);
  const html = await printableHtml(form, state);
  const printed = await printDocument(html);
  return appendPdfs(printed, await convertedUploads(ctx, studentId));
}

/** The stored copy's status, rendering it first when there is none (or the last one failed). */
export async function ensureCopy(
  ctx: Ctx,
  studentId: string,
  log: { error(obj: unknown, msg: string): void },
  render: typeof renderCopy = renderCopy,
): Promise<CopyStatus> {
  const [row] = await ctx.db.query<{ status: string; storage_key: string | null }>(
    'SELECT status, storage_key FROM pdf_copies WHERE student_id = $1',
    [studentId],
  );
  if (row?.status === 'COMPLETED' && row.storage_key)
    return { status: 'COMPLETED', key: row.storage_key };
  const key = copyKeyOf(studentId);
  try {
    const pdf = await render(ctx, studentId);
    await ctx.storage.put(key, pdf);
    await setStatus(ctx, studentId, 'COMPLETED', key, null);
    return { status: 'COMPLETED', key };
  } catch (error) {
    log.error({ err: error }, 'PDF copy failed');
    await setStatus(ctx, studentId, 'FAILED', null, COPY_FAILED).catch(() => undefined);
    return { status: 'FAILED', message: COPY_FAILED };
  }
}
