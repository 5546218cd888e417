/**
 * PDF copy download (specification §4, §7):
 * - `GET /api/pdf` → `{ status, url }`: renders the copy on the first call (synchronously, inside
 *   the request), returns the stored one afterwards; a failure is `{ status: 'FAILED', message }`
 *   with status 200, never a 500. `url` is `/api/pdf/file?token=…`, signed and valid 5 minutes.
 * - `GET /api/pdf/file?token=` serves the PDF to the owning session only, before expiry.
 * - `GET /service/tmp-pdf?service_token=` → the read-only data of the token's one student. This is
 *   the only route that accepts a service token; `/api` routes accept only a session cookie.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readState } from '../application/repository.ts';
import { readDocumentAnswers } from '../documents/repository.ts';
import { loadStorageSecret } from '../documents/secret.ts';
import { HttpError, SESSION_INVALID } from '../errors.ts';
import { copyKeyOf, ensureCopy } from '../pdf-copy/copies.ts';
import { signDownloadToken, verifyDownloadToken } from '../pdf-copy/download-token.ts';
import { resolveServiceToken } from '../pdf-copy/service-tokens.ts';

export const SERVICE_TOKEN_INVALID = 'This service link is unknown or has expired.';
export const DOWNLOAD_EXPIRED = 'This download link is invalid or has expired.';
export const DOWNLOAD_FORBIDDEN = 'This download link belongs to another account.';

const message = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
const anyMap = { type: 'object', additionalProperties: true } as const;
const tokenQuery = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 300 } },
  }) as const;

function studentOf(request: FastifyRequest): string {
  if (!request.studentId) throw new HttpError(401, SESSION_INVALID);
  return request.studentId;
}

export async function pdfCopyRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, config, storage } = app.ctx;
  const secret = await loadStorageSecret(config.dataDir);
  const api = { onRequest: sessions.requireSession };

  app.get(
    '/api/pdf',
    {
      ...api,
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'url'],
            properties: {
              status: { type: 'string' },
              url: { type: ['string', 'null'] },
              message: { type: 'string' },
            },
          },
          401: message,
        },
      },
    },
    async (request) => {
      const studentId = studentOf(request);
      const copy = await ensureCopy(app.ctx, studentId, request.log);
      if (copy.status !== 'COMPLETED')
        return { status: copy.status, url: null, message: copy.message };
      const token = signDownloadToken(secret, studentId);
      return { status: 'COMPLETED', url: `/api/pdf/file?token=${encodeURIComponent(token)}` };
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/api/pdf/file',
    { ...api, schema: { querystring: tokenQuery('token') } },
    async (request, reply) => {
      const studentId = studentOf(request);
      const check = verifyDownloadToken(secret, request.query.token);
      if (!check.ok) throw new HttpError(401, DOWNLOAD_EXPIRED);
      if (check.studentId !== studentId) throw new HttpError(403, DOWNLOAD_FORBIDDEN);
      const pdf = await storage.get(copyKeyOf(studentId));
      if (!pdf) throw new HttpError(404, 'There is no PDF copy of your application yet.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="application.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get<{ Querystring: { service_token: string } }>(
    '/service/tmp-pdf',
    {
      schema: {
        querystring: tokenQuery('service_token'),
        response: {
          200: {
            type: 'object',
            required: ['answer', 'add_another', 'document_answer', 'tabs'],
            properties: {
              answer: anyMap,
              add_another: { type: 'object', additionalProperties: { type: 'integer' } },
              document_answer: anyMap,
              tabs: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
          401: message,
        },
      },
    },
    async (request, reply) => {
      const studentId = await resolveServiceToken(db, request.query.service_token);
      if (!studentId) throw new HttpError(401, SERVICE_TOKEN_INVALID);
      const state = await readState(db, studentId);
      reply.header('cache-control', 'private, no-store');
      return {
        answer: state.answers,
        add_another: state.addAnother,
        document_answer: await readDocumentAnswers(db, studentId),
        tabs: state.tabs,
      };
    },
  );
}
