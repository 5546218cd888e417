/**
 * PDF copy download (specification §4, §7):
 * - `GET /api/pdf` → `{ status, url }` at once: UNPROCESSED or IN_PROGRESS while the worker
 *   (started here unless `WORKERS=off`) renders it, COMPLETED with `url` once the copy
 *   matches the application, `{ status: 'FAILED', url: null, message }` (a 200, never a 500)
 *   when it could not be made. `url` is `/api/pdf/file?token=…`, signed and valid 5 minutes.
 * - `GET /api/pdf/file?token=` serves the completed PDF to the owning session only, before
 *   expiry.
 * - `GET /service/tmp-pdf?service_token=` → the read-only data of the token's one student. This is
 *   the only route that accepts a service token; `/api` routes accept only a session cookie. It
 *   names the `variant` to render with — a submitted application's own, whatever `FORM_VARIANT`
 *   says now — and carries that form's source as `submitted_form` (`{ definition, model }`) when
 *   it is not the one this deployment's portal renders (another variant, or a definition since
 *   changed), so that the service view renders what was submitted (issue 27).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applicationForm } from '../application/form-version.ts';
import { readState } from '../application/repository.ts';
import { readDocumentAnswers } from '../documents/repository.ts';
import { loadStorageSecret } from '../documents/secret.ts';
import { HttpError, SESSION_INVALID } from '../errors.ts';
import { contractRoute } from './contract-route.ts';
import {
  COPY_RENDERS_PER_HOUR,
  completedCopyKey,
  requestCopy,
  startCopyWorker,
} from '../pdf-copy/copies.ts';
import { windowLimit } from '../conversion/rate-limit.ts';
import { counterStoreOf } from '../rate-limit-store/counter-store.ts';
import { signDownloadToken, verifyDownloadToken } from '../pdf-copy/download-token.ts';
import { resolveServiceToken } from '../pdf-copy/service-tokens.ts';

export const SERVICE_TOKEN_INVALID = 'This service link is unknown or has expired.';
export const DOWNLOAD_EXPIRED = 'This download link is invalid or has expired.';
export const DOWNLOAD_FORBIDDEN = 'This download link belongs to another account.';

function studentOf(request: FastifyRequest): string {
  if (!request.studentId) throw new HttpError(401, SESSION_INVALID);
  return request.studentId;
}

export const COPY_RENDERS_LIMITED =
  'You have asked for a new PDF copy of your application too often. Please try again in an hour.';

export async function pdfCopyRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config, storage } = app.ctx;
  const secret = await loadStorageSecret(config.dataDir, config.storageSecret);
  const api = { onRequest: sessions.requireSession };
  // Each new render is seconds of Chromium: a student may start COPY_RENDERS_PER_HOUR an hour.
  const rendersPerStudent = windowLimit(
    counterStoreOf(app),
    'pdf-copy',
    COPY_RENDERS_PER_HOUR,
    60 * 60_000,
  );
  if (config.workers) {
    const worker = startCopyWorker(app.ctx, {
      staleLockMs: config.jobStaleLockMs,
      log: (err, studentId) => app.log.error({ err, studentId }, 'PDF copy failed'),
    });
    app.addHook('onClose', () => worker.stop());
  }

  contractRoute(app, 'GET /api/pdf', api, async (request, reply) => {
    const studentId = studentOf(request);
    const copy = await requestCopy(app.ctx, studentId, async () => {
      const wait = await rendersPerStudent.take(studentId);
      if (wait > 0) {
        reply.header('retry-after', wait);
        throw new HttpError(429, COPY_RENDERS_LIMITED);
      }
    });
    if (copy.status === 'FAILED') return { status: copy.status, url: null, message: copy.message };
    if (copy.status !== 'COMPLETED') return { status: copy.status, url: null };
    const token = signDownloadToken(secret, studentId);
    return { status: 'COMPLETED', url: `/api/pdf/file?token=${encodeURIComponent(token)}` };
  });

  contractRoute(app, 'GET /api/pdf/file', api, async (request, reply) => {
    const studentId = studentOf(request);
    const check = verifyDownloadToken(secret, request.query.token);
    if (!check.ok) throw new HttpError(401, DOWNLOAD_EXPIRED);
    if (check.studentId !== studentId) throw new HttpError(403, DOWNLOAD_FORBIDDEN);
    const key = await completedCopyKey(app.ctx, studentId);
    const pdf = key && (await storage.get(key));
    if (!pdf) throw new HttpError(404, 'There is no PDF copy of your application yet.');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="application.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  contractRoute(app, 'GET /service/tmp-pdf', {}, async (request, reply) => {
    const studentId = await resolveServiceToken(db, request.query.service_token);
    if (!studentId) throw new HttpError(401, SERVICE_TOKEN_INVALID);
    const state = await readState(db, studentId);
    const version = await applicationForm(db, studentId, config.formVariant);
    const portalHasIt = !version.archived && version.variant === config.formVariant;
    reply.header('cache-control', 'private, no-store');
    return {
      answer: state.answers,
      add_another: state.addAnother,
      document_answer: await readDocumentAnswers(db, studentId),
      tabs: state.tabs,
      variant: version.variant,
      ...(portalHasIt ? {} : { submitted_form: JSON.parse(version.json) as object }),
    };
  });
}
