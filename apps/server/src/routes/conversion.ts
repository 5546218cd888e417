/**
 * Document conversion (specification §7, issue E): a student asks for the upload of a document
 * answer to be converted to PDF, polls its status, fetches the PDF and deletes it. The work is
 * done by the worker of `conversion/worker.ts`, which this plugin starts (unless
 * `WORKERS=off`, for tests that drive it by hand) and stops when the app closes.
 *
 * Every route reads or writes only the rows of `request.studentId`: another student's job and PDF
 * are a 404.
 *
 * Conversions cost an isolated process each (memory cap, wall-clock limit: `conversion/sandbox.ts`),
 * so a student may start at most `CONVERSION_RATE_LIMIT` an hour and a client address at most
 * `CONVERSION_ADDRESS_RATE_LIMIT` (429 with Retry-After beyond: one person's many accounts share an
 * address), and asking again for the same file that failed at a resource limit does not run it
 * again. The server runs `CONVERSION_WORKERS` workers (one per core), which serve students in turn.
 */
import type { JobStatus } from '@admissions/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { windowLimit } from '../conversion/rate-limit.ts';
import { RESOURCE_MESSAGE, setIsolationLimits, setMaxChildren } from '../conversion/sandbox.ts';
import { startWorker, pdfKeyOf } from '../conversion/worker.ts';
import { adoptDirectUpload } from '../documents/direct-upload.ts';
import { refuseIfSubmitted, whileUnsubmitted } from '../application/submission.ts';
import { takesDirectUploads } from '../storage/object-storage.ts';
import { HttpError, SESSION_INVALID } from '../errors.ts';
import { contractRoute } from './contract-route.ts';
import { counterStoreOf } from '../rate-limit-store/counter-store.ts';
import { sourceOf } from '../accounts/auth-failures.ts';

export const CONVERSION_REQUESTED = 'Your document is being converted.';
export const CONVERSION_DELETED = 'The converted document has been deleted.';
export const NO_UPLOAD = 'No document has been uploaded for this question.';
export const WRONG_FILE = 'This is not the document uploaded for this question.';
export const NO_PDF = 'There is no converted document for this question.';
export const TOO_MANY_CONVERSIONS =
  'You have asked for too many document conversions. Please wait a few minutes and try again.';

function studentOf(request: FastifyRequest): string {
  if (!request.studentId) throw new HttpError(401, SESSION_INVALID);
  return request.studentId;
}

type JobRow = {
  status: JobStatus;
  message: string | null;
  pdf_key: string | null;
  file_name: string;
};

export async function conversionRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, sessions } = app.ctx;
  const api = { onRequest: sessions.requireSession };
  const settings = app.ctx.config.conversion;
  // The process's isolated tasks (conversions here, the PDF copy's merge) use the configured limits.
  setIsolationLimits(settings);
  // A child for each conversion worker and one for the PDF copy's merge.
  setMaxChildren(settings.workers + 1);
  const hour = 60 * 60_000;
  const perStudent = windowLimit(counterStoreOf(app), 'conversion', settings.perHour, hour);
  const perAddress = windowLimit(
    counterStoreOf(app),
    'conversion-address',
    settings.perAddressPerHour,
    hour,
  );

  if (app.ctx.config.workers) {
    const worker = startWorker(app.ctx, {
      workers: settings.workers,
      staleLockMs: app.ctx.config.jobStaleLockMs,
      ...(settings.queueDeadlineMs ? { queueDeadlineMs: settings.queueDeadlineMs } : {}),
      log: (err, job) => app.log.error({ err, ...job }, 'document conversion failed'),
      logResource: (err, job) =>
        app.log.warn(
          { ...job, reason: err.reason, detail: err.detail },
          'document conversion stopped at a resource limit',
        ),
    });
    app.addHook('onClose', () => worker.stop());
  }

  /** The student's job for a key, if it converts the upload currently stored for that key. */
  const currentJob = async (studentId: string, key: string) => {
    const [job] = await db.query<JobRow>(
      `SELECT c.status, c.message, c.pdf_key, c.file_name
         FROM document_conversions c
         JOIN document_answers d
           ON d.student_id = c.student_id AND d.answer_key = c.answer_key
          AND d.file_key = c.file_key
        WHERE c.student_id = $1 AND c.answer_key = $2`,
      [studentId, key],
    );
    return job;
  };

  contractRoute(app, 'POST /api/pdf/document-answer/:key', api, async (request, reply) => {
    const studentId = studentOf(request);
    const { key } = request.params;
    const { file_key: fileKey, file_name: fileName } = request.body;
    await refuseIfSubmitted(db, studentId);
    const recorded = async () =>
      (
        await db.query<{ file_key: string }>(
          'SELECT file_key FROM document_answers WHERE student_id = $1 AND answer_key = $2',
          [studentId, key],
        )
      )[0];
    let upload = await recorded();
    // A browser upload straight to the S3 bucket is recorded now, once checked.
    if (upload?.file_key !== fileKey && takesDirectUploads(storage)) {
      await adoptDirectUpload(
        app.ctx,
        { studentId, answerKey: key, fileKey, fileName },
        request.log,
      );
      upload = await recorded();
    }
    if (!upload) throw new HttpError(404, NO_UPLOAD);
    if (upload.file_key !== fileKey) throw new HttpError(400, WRONG_FILE);
    // This very file already failed at a resource limit: it would only cost the same again.
    const [previous] = await db.query<{ status: string; message: string | null }>(
      `SELECT status, message FROM document_conversions
          WHERE student_id = $1 AND answer_key = $2 AND file_key = $3`,
      [studentId, key, fileKey],
    );
    if (previous?.status === 'FAILED' && previous.message === RESOURCE_MESSAGE)
      return { message: RESOURCE_MESSAGE };
    const retryAfter =
      (await perStudent.take(studentId)) || (await perAddress.take(sourceOf(request.ip)));
    if (retryAfter > 0) {
      reply.header('retry-after', retryAfter);
      throw new HttpError(429, TOO_MANY_CONVERSIONS);
    }
    // A new request starts over: a fresh job, its attempts reset (a running attempt loses its
    // claim and cannot settle the new job). Under the submission lock: 409 once submitted.
    await whileUnsubmitted(db, studentId, (tx) =>
      tx.query(
        `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (student_id, answer_key) DO UPDATE
            SET file_key = EXCLUDED.file_key, file_name = EXCLUDED.file_name,
                status = 'UNPROCESSED', message = NULL, pdf_key = NULL, attempts = 0,
                locked_at = NULL, run_id = NULL, updated_at = now()`,
        [studentId, key, upload.file_key, fileName],
      ),
    );
    return { message: CONVERSION_REQUESTED };
  });

  contractRoute(app, 'GET /api/pdf/document-answer/:key', api, async (request) => {
    const { key } = request.params;
    const job = await currentJob(studentOf(request), key);
    if (!job) return { status: 'NOT_ANSWERED' };
    if (job.status === 'COMPLETED')
      return { status: job.status, url: `/api/pdf/document-answer/${key}/file` };
    if (job.status === 'FAILED') return { status: job.status, message: job.message ?? '' };
    return { status: job.status };
  });

  contractRoute(app, 'GET /api/pdf/document-answer/:key/file', api, async (request, reply) => {
    const job = await currentJob(studentOf(request), request.params.key);
    if (!job || job.status !== 'COMPLETED' || !job.pdf_key) throw new HttpError(404, NO_PDF);
    const pdf = await storage.get(job.pdf_key);
    if (!pdf) throw new HttpError(404, NO_PDF);
    const name = `${job.file_name.replace(/\.[^.]*$/, '').replace(/[^\w. -]/g, '_') || 'document'}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(pdf);
  });

  contractRoute(app, 'DELETE /api/pdf/document-answer/:key', api, async (request) => {
    const studentId = studentOf(request);
    const { key } = request.params;
    // Under the submission lock: a submitted application's converted PDFs stay (409).
    const [job] = await whileUnsubmitted(db, studentId, (tx) =>
      tx.query<{ pdf_key: string | null }>(
        'DELETE FROM document_conversions WHERE student_id = $1 AND answer_key = $2 RETURNING pdf_key',
        [studentId, key],
      ),
    );
    await storage.delete(job?.pdf_key ?? pdfKeyOf(studentId, key));
    return { message: CONVERSION_DELETED };
  });
}
