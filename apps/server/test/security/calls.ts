/**
 * A well-formed call for every route that acts for a session, and a victim whose every kind of
 * record exists (answers, last page, web status, validations, add-another counts, tabs, an
 * uploaded document, its converted PDF, a PDF copy). The ownership and CSRF tests send these
 * calls with the victim's identifiers, as someone else or from another site.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { pdfKeyOf } from '../../src/conversion/worker.ts';
import { loadStorageSecret } from '../../src/documents/secret.ts';
import { requestCopy, runCopyJobOnce } from '../../src/pdf-copy/copies.ts';
import { signDownloadToken } from '../../src/pdf-copy/download-token.ts';
import type { TestServer } from '../app.ts';
import { callAs, createLoggedInStudent, type TestStudent } from '../application-helpers.ts';
import { FILE_KEY, multipartBody, presign, type Presigned } from './support.ts';

/** What identifies the victim's records: what an attacker would have to guess or steal. */
export interface Victim {
  readonly student: TestStudent;
  /** A random string in every text the victim stored: no reply to anyone else may hold it. */
  readonly marker: string;
  readonly fileKey: string;
  readonly fileName: string;
  readonly downloadToken: string;
  /** An unused upload form of the victim's. */
  readonly presigned: Presigned['fields'];
}

const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBeLessThan(300);
};

/** A PDF with a text marker (the copy's renderer is replaced: no Chromium needed). */
const pdfWith = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF`);

/** A student with one record of every kind, and the identifiers of those records. */
export async function seedVictim(server: TestServer): Promise<Victim> {
  const { app } = server;
  const marker = `victim-${randomBytes(6).toString('hex')}`;
  const student = await createLoggedInStudent(server.db, `${marker}@example.com`);
  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    ok(callAs(app, student, method, url, payload));
  await call('PUT', '/api/answer', { first_name: marker, personal_statement_essay: marker });
  await call('PUT', '/api/last-page', { last_page: `/${marker}` });
  await call('POST', '/api/web-status', { web_status: 'started' });
  await call('POST', '/api/validations', { first_name: [marker] });
  await call('PUT', '/api/add-another', { button_id: 'parents', num_components: 2 });
  await call('PUT', '/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'document' });

  const fileName = `${marker}.pdf`;
  const { fields } = await presign(app, student);
  const { payload, contentType } = await multipartBody(fields, pdfWith(marker), fileName);
  await ok(
    app.inject({
      method: 'POST',
      url: '/storage/upload',
      headers: { 'content-type': contentType, cookie: student.cookie },
      payload,
    }),
  );
  // The conversion as the worker leaves it (the converter itself is tested elsewhere).
  const pdfKey = pdfKeyOf(student.id, FILE_KEY);
  await app.ctx.storage.put(pdfKey, pdfWith(marker));
  await server.db.query(
    `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status, pdf_key)
     VALUES ($1, $2, $3, $4, 'COMPLETED', $5)`,
    [student.id, FILE_KEY, fields.key, fileName, pdfKey],
  );
  // The PDF copy, rendered by a stand-in for Chromium.
  await requestCopy(app.ctx, student.id);
  expect(await runCopyJobOnce(app.ctx, { render: async () => pdfWith(marker) })).toBe(true);
  const secret = await loadStorageSecret(server.config.dataDir);
  return {
    student,
    marker,
    fileKey: fields.key,
    fileName,
    downloadToken: signDownloadToken(secret, student.id),
    presigned: (await presign(app, student)).fields,
  };
}

export type Call = (as: TestStudent, victim: Victim) => Promise<InjectOptions>;

const json =
  (method: InjectOptions['method'], url: string | ((v: Victim) => string), body?: unknown) =>
  async (as: TestStudent, victim: Victim): Promise<InjectOptions> => ({
    method,
    url: typeof url === 'string' ? url : url(victim),
    headers: {
      cookie: as.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const document = `/api/pdf/document-answer/${FILE_KEY}`;
const pdfFile = (v: Victim) => `/api/pdf/file?token=${encodeURIComponent(v.downloadToken)}`;

/** One well-formed call per session route, keyed `METHOD pattern`, naming the victim's records. */
const CALLS: Record<string, Call> = {
  'GET /api/profile': json('GET', '/api/profile'),
  'HEAD /api/profile': json('HEAD', '/api/profile'),
  'PUT /api/last-page': json('PUT', '/api/last-page', { last_page: '/attacker' }),
  'PUT /api/answer': json('PUT', '/api/answer', { first_name: 'Attacker' }),
  'POST /api/web-status': json('POST', '/api/web-status', { web_status: 'validating' }),
  'POST /api/validations': json('POST', '/api/validations', { first_name: ['attacker'] }),
  'POST /api/submit': json('POST', '/api/submit'),
  'PUT /api/add-another': json('PUT', '/api/add-another', {
    button_id: 'parents',
    num_components: 1,
  }),
  'GET /api/add-another': json('GET', '/api/add-another'),
  'HEAD /api/add-another': json('HEAD', '/api/add-another'),
  'PUT /api/tabs': json('PUT', '/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'essay' }),
  'GET /api/tabs': json('GET', '/api/tabs'),
  'HEAD /api/tabs': json('HEAD', '/api/tabs'),
  'POST /api/presigned-url': json('POST', '/api/presigned-url', { answer_key: FILE_KEY }),
  'GET /api/document-answer': json('GET', '/api/document-answer'),
  'HEAD /api/document-answer': json('HEAD', '/api/document-answer'),
  'POST /api/pdf/document-answer/:key': (as, v) =>
    json('POST', document, { file_key: v.fileKey, file_name: v.fileName })(as, v),
  'GET /api/pdf/document-answer/:key': json('GET', document),
  'HEAD /api/pdf/document-answer/:key': json('HEAD', document),
  'DELETE /api/pdf/document-answer/:key': json('DELETE', document),
  'GET /api/pdf/document-answer/:key/file': json('GET', `${document}/file`),
  'HEAD /api/pdf/document-answer/:key/file': json('HEAD', `${document}/file`),
  'GET /api/session': json('GET', '/api/session'),
  'HEAD /api/session': json('HEAD', '/api/session'),
  'GET /api/pdf': json('GET', '/api/pdf'),
  'HEAD /api/pdf': json('HEAD', '/api/pdf'),
  'GET /api/pdf/file': json('GET', pdfFile),
  'HEAD /api/pdf/file': json('HEAD', pdfFile),
  // Deletions and logouts last: the attacker's own upload serves the calls above.
  'DELETE /api/document-answer/:key': json('DELETE', `/api/document-answer/${FILE_KEY}`),
  'GET /api/logout': json('GET', '/api/logout'),
  'HEAD /api/logout': json('HEAD', '/api/logout'),
  'POST /storage/upload': async (as, v) => {
    const { payload, contentType } = await multipartBody(v.presigned, pdfWith('attacker'));
    return {
      method: 'POST',
      url: '/storage/upload',
      headers: { cookie: as.cookie, 'content-type': contentType },
      payload,
    };
  },
};

export const SESSION_CALLS: ReadonlyMap<string, Call> = new Map(Object.entries(CALLS));
