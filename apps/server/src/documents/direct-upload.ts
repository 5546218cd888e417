/**
 * Uploads that went from the browser straight to an S3 bucket never pass through this server, so
 * the server learns of them when their conversion is requested (`POST
 * /api/pdf/document-answer/{key} { file_key, file_name }`). Before recording one it checks, as
 * the embedded upload route does: the key was issued for this student and this answer, the
 * object exists, and it holds 1 byte to 1 MB (an object outside the range is deleted).
 *
 * Single use, as far as a server can enforce it with S3: a key is adopted at most once (claimed
 * in `upload_keys`, migration 009), in the transaction that records it and under the submission
 * lock, so a second adoption of a used key is refused (403) and none lands after submission
 * (409). What the server cannot enforce is the bucket's side: an S3 POST policy has no
 * "only if absent" condition (S3's conditional writes cover PutObject, not browser POSTs), so the
 * same form can be posted to the bucket again until it expires, 10 minutes after it was issued,
 * replacing the bytes under the adopted key. docs/security.md records this residual risk.
 */
import type { AppContext } from '../app-context.ts';
import { refuseIfSubmitted, whileUnsubmitted } from '../application/submission.ts';
import { MISSING_UPLOAD_MESSAGE } from '../conversion/worker.ts';
import { HttpError } from '../errors.ts';
import {
  EMPTY_MESSAGE,
  FORBIDDEN_MESSAGE,
  MAX_FILE_BYTES,
  parseUploadKey,
  TOO_LARGE_MESSAGE,
} from './policy.ts';
import { recordDocumentAnswer, sanitiseFileName } from './repository.ts';
import { claimUploadKey, USED_MESSAGE } from './upload-keys.ts';

/** Records the student's direct upload as the document answer of `answerKey`. */
export async function adoptDirectUpload(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  upload: { studentId: string; answerKey: string; fileKey: string; fileName: string },
  log: { warn(obj: unknown, msg: string): void },
): Promise<void> {
  const target = parseUploadKey(upload.fileKey);
  if (!target || target.studentId !== upload.studentId || target.answerKey !== upload.answerKey)
    throw new HttpError(403, FORBIDDEN_MESSAGE);
  // Early, so a submitted student's call costs no bucket request; the binding check is below.
  await refuseIfSubmitted(ctx.db, upload.studentId);
  const size = await ctx.storage.size(upload.fileKey);
  if (size === undefined) throw new HttpError(404, MISSING_UPLOAD_MESSAGE);
  if (size === 0 || size > MAX_FILE_BYTES) {
    await ctx.storage.delete(upload.fileKey);
    throw size === 0 ? new HttpError(400, EMPTY_MESSAGE) : new HttpError(413, TOO_LARGE_MESSAGE);
  }
  const replaced = await whileUnsubmitted(ctx.db, upload.studentId, async (tx) => {
    // Not `unexpired`: once its form has expired the bucket refuses further posts to the key,
    // so a late adoption is, if anything, safer.
    if (!(await claimUploadKey(tx, upload, { unexpired: false })))
      throw new HttpError(403, USED_MESSAGE);
    return recordDocumentAnswer(tx, {
      studentId: upload.studentId,
      answerKey: upload.answerKey,
      fileKey: upload.fileKey,
      fileName: sanitiseFileName(upload.fileName),
      fileSize: size,
    });
  });
  if (replaced)
    await ctx.storage.delete(replaced).catch((error: unknown) => {
      log.warn({ err: error }, 'could not delete a replaced upload');
    });
}
