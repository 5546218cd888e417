/**
 * Uploads that went from the browser straight to an S3 bucket never pass through this server, so
 * the server learns of them when their conversion is requested (`POST
 * /api/pdf/document-answer/{key} { file_key, file_name }`). Before recording one it checks, as
 * the embedded upload route does: the key was issued for this student and this answer, the
 * object exists, and it holds 1 byte to 1 MB (an object outside the range is deleted).
 */
import type { AppContext } from '../app.ts';
import { SUBMITTED_MESSAGE } from '../application/submission.ts';
import { MISSING_UPLOAD_MESSAGE } from '../conversion/worker.ts';
import { HttpError } from '../errors.ts';
import {
  EMPTY_MESSAGE,
  FORBIDDEN_MESSAGE,
  MAX_FILE_BYTES,
  parseUploadKey,
  TOO_LARGE_MESSAGE,
} from './policy.ts';
import { isSubmitted, recordDocumentAnswer, sanitiseFileName } from './repository.ts';

/** Records the student's direct upload as the document answer of `answerKey`. */
export async function adoptDirectUpload(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  upload: { studentId: string; answerKey: string; fileKey: string; fileName: string },
  log: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  const target = parseUploadKey(upload.fileKey);
  if (!target || target.studentId !== upload.studentId || target.answerKey !== upload.answerKey)
    throw new HttpError(403, FORBIDDEN_MESSAGE);
  if (await isSubmitted(ctx.db, upload.studentId)) throw new HttpError(409, SUBMITTED_MESSAGE);
  const size = await ctx.storage.size(upload.fileKey);
  if (size === undefined) throw new HttpError(404, MISSING_UPLOAD_MESSAGE);
  if (size === 0 || size > MAX_FILE_BYTES) {
    await ctx.storage.delete(upload.fileKey);
    throw size === 0 ? new HttpError(400, EMPTY_MESSAGE) : new HttpError(413, TOO_LARGE_MESSAGE);
  }
  const replaced = await recordDocumentAnswer(ctx.db, {
    studentId: upload.studentId,
    answerKey: upload.answerKey,
    fileKey: upload.fileKey,
    fileName: sanitiseFileName(upload.fileName),
    fileSize: size,
  });
  if (replaced)
    await ctx.storage.delete(replaced).catch((error: unknown) => {
      log.warn({ err: error }, 'could not delete a replaced upload');
    });
}
