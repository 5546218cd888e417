/**
 * Document uploads (issue E, specification §4 and §7): a presigned upload form, the upload
 * itself (to this server, which plays the object store), and the student's document answers.
 *
 * - `POST /api/presigned-url { answer_key }` → `{ url, fields: { key, policy, signature } }` for
 *   a fileUpload field of the configured variant; with an S3 bucket, the bucket's URL and its
 *   presigned POST fields instead (see `documents/direct-upload.ts`).
 * - `POST /storage/upload` (multipart: those fields, then `file`) → 204, with the embedded
 *   store only. The policy must carry
 *   this server's signature, be unexpired and name the key sent; the key must belong to the
 *   caller's session; the file must hold 1 byte to 1 MB (413 above, nothing stored).
 * - `GET /api/document-answer` → `{ <key>: { file_name, file_size, status } }`.
 * - `DELETE /api/document-answer/{key}` → `{ message }`; removes the row and the stored object.
 *
 * Every route needs a session. After submission every document write (presign, upload,
 * deletion, and the conversion routes') is refused with 409, and each write runs under the
 * submission lock (`whileUnsubmitted`), so one racing a submission lands before it or not at all.
 * Upload keys are single-use (`documents/upload-keys.ts`): a second POST of a form is refused
 * with 403 before a byte is written.
 */
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseIfSubmitted, whileUnsubmitted } from '../application/submission.ts';
import {
  checkPolicy,
  EMPTY_MESSAGE,
  EXPIRED_MESSAGE,
  FORBIDDEN_MESSAGE,
  MAX_FILE_BYTES,
  TOO_LARGE_MESSAGE,
  parseUploadKey,
  POLICY_LIFETIME_MS,
  presign,
} from '../documents/policy.ts';
import {
  deleteDocumentAnswer,
  isFileField,
  readDocumentAnswers,
  recordDocumentAnswer,
  sanitiseFileName,
} from '../documents/repository.ts';
import { loadStorageSecret } from '../documents/secret.ts';
import { claimUploadKey, recordIssuedKey, USED_MESSAGE } from '../documents/upload-keys.ts';
import { pdfKeyOf } from '../conversion/worker.ts';
import { HttpError, SESSION_INVALID } from '../errors.ts';
import { contractRoute } from './contract-route.ts';
import { takesDirectUploads } from '../storage/object-storage.ts';

function studentOf(request: FastifyRequest): string {
  if (!request.studentId) throw new HttpError(401, SESSION_INVALID);
  return request.studentId;
}

/** The string value of a form field sent before the file (400 when missing or repeated). */
function fieldOf(file: MultipartFile, name: string): string {
  const part: Multipart | Multipart[] | undefined = file.fields[name];
  if (!part || Array.isArray(part) || part.type !== 'field' || typeof part.value !== 'string')
    throw new HttpError(400, `The upload form needs one "${name}" field before the file.`);
  return part.value;
}

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { config, db, sessions, storage } = app.ctx;
  const variant = config.formVariant;
  const secret = await loadStorageSecret(config.dataDir, config.storageSecret);
  const api = { onRequest: sessions.requireSession };

  // Multipart only here, with tight limits: one file of at most 1 MB + 1 byte (one byte more
  // than allowed, so an oversized file is recognised rather than silently truncated), and the
  // three small form fields.
  await app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 4096,
      fields: 5,
      fileSize: MAX_FILE_BYTES + 1,
      files: 1,
      headerPairs: 20,
      parts: 6,
    },
  });

  contractRoute(app, 'POST /api/presigned-url', api, async (request) => {
    const studentId = studentOf(request);
    const key = request.body.answer_key;
    if (!isFileField(variant, key)) throw new HttpError(400, `"${key}" is not a file upload.`);
    const now = Date.now();
    const fields = presign(secret, studentId, key, now);
    await whileUnsubmitted(db, studentId, (tx) =>
      recordIssuedKey(tx, { fileKey: fields.key, studentId, answerKey: key }, now),
    );
    if (takesDirectUploads(storage))
      return storage.presignPost(fields.key, {
        maxBytes: MAX_FILE_BYTES,
        expiresInSeconds: POLICY_LIFETIME_MS / 1000,
      });
    // Relative: the portal is served from this origin, so the session cookie goes along.
    return { url: '/storage/upload', fields };
  });

  contractRoute(app, 'GET /api/document-answer', api, async (request) =>
    readDocumentAnswers(db, studentOf(request)),
  );

  contractRoute(app, 'DELETE /api/document-answer/:key', api, async (request) => {
    const studentId = studentOf(request);
    const { key } = request.params;
    if (!isFileField(variant, key)) throw new HttpError(400, `"${key}" is not a file upload.`);
    // The document's conversion goes with it (job row and converted PDF).
    const fileKey = await whileUnsubmitted(db, studentId, (tx) =>
      deleteDocumentAnswer(tx, studentId, key),
    );
    await storage.delete(pdfKeyOf(studentId, key));
    if (!fileKey) return { message: 'There is no document to delete.' };
    await storage.delete(fileKey);
    return { message: 'Your document has been deleted.' };
  });

  // With an S3 bucket the browser uploads to the bucket itself: this route does not exist.
  if (takesDirectUploads(storage)) return;

  contractRoute(app, 'POST /storage/upload', api, async (request, reply) => {
    const studentId = studentOf(request);
    if (!request.isMultipart())
      throw new HttpError(415, 'The upload must be sent as multipart/form-data.');
    const file = await request.file();
    if (!file) throw new HttpError(400, 'The upload form has no file.');
    try {
      const fields = {
        key: fieldOf(file, 'key'),
        policy: fieldOf(file, 'policy'),
        signature: fieldOf(file, 'signature'),
      };
      const target = parseUploadKey(fields.key);
      if (!target) throw new HttpError(400, 'The upload key is not valid.');
      const check = checkPolicy(secret, fields);
      if (!check.ok)
        throw new HttpError(403, check.reason === 'expired' ? EXPIRED_MESSAGE : FORBIDDEN_MESSAGE);
      // A form handed to another student (or to a field no longer in the form) is refused.
      if (target.studentId !== studentId || !isFileField(variant, target.answerKey))
        throw new HttpError(403, FORBIDDEN_MESSAGE);
      // Early, before the body is read; the binding check is `whileUnsubmitted` below.
      await refuseIfSubmitted(db, studentId);

      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, TOO_LARGE_MESSAGE);
        throw error;
      }
      const [min, max] = check.range;
      if (bytes.length === 0) throw new HttpError(400, EMPTY_MESSAGE);
      if (bytes.length > max) throw new HttpError(413, TOO_LARGE_MESSAGE);
      if (bytes.length < min) throw new HttpError(400, EMPTY_MESSAGE);

      // Claim, store and record in one transaction under the submission lock: the key is
      // claimed before a byte is written (a re-posted form never overwrites a stored file), and
      // the object is written only while the application is still open.
      const upload = { studentId, answerKey: target.answerKey, fileKey: fields.key };
      const replaced = await whileUnsubmitted(db, studentId, async (tx) => {
        if (!(await claimUploadKey(tx, upload, { unexpired: true })))
          throw new HttpError(403, USED_MESSAGE);
        await storage.put(fields.key, bytes);
        try {
          return await recordDocumentAnswer(tx, {
            ...upload,
            fileName: sanitiseFileName(file.filename),
            fileSize: bytes.length,
          });
        } catch (error) {
          // The claim rolls back with this; the object goes first, while the claim still keeps
          // any other POST of the form from writing under this key.
          await storage.delete(fields.key).catch(() => undefined);
          throw error;
        }
      });
      if (replaced)
        await storage.delete(replaced).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not delete a replaced upload');
        });
      return reply.status(204).send();
    } finally {
      // Let an unread file drain (bounded by the fileSize limit) so the connection stays usable.
      if (!file.file.readableEnded) file.file.resume();
    }
  });
}
