import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfKeyOf } from '../src/conversion/worker.ts';
import { loadStorageSecret } from '../src/documents/secret.ts';
import { COPY_FAILED, ensureCopy } from '../src/pdf-copy/copies.ts';
import { signDownloadToken } from '../src/pdf-copy/download-token.ts';
import { issueServiceToken } from '../src/pdf-copy/service-tokens.ts';
import { startTestServer, type TestServer } from './app.ts';
import {
  callAs,
  completeApplication,
  createLoggedInStudent,
  type TestStudent,
} from './application-helpers.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

async function attachmentPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  return pdf.save();
}

describe.each(['pglite', 'postgres'] as const)('PDF copy (%s)', (kind) => {
  let server: TestServer;
  let owner: TestStudent;
  let other: TestStudent;
  let first: { status: string; url: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await createLoggedInStudent(server.db);
    other = await createLoggedInStudent(server.db);
    const call = (method: 'PUT', url: string, payload: unknown) =>
      callAs(server.app, owner, method, url, payload);
    expect((await call('PUT', '/api/answer', completeApplication.answers)).statusCode).toBe(200);
    for (const [button_id, num_components] of Object.entries(completeApplication.addAnother))
      expect(
        (await call('PUT', '/api/add-another', { button_id, num_components })).statusCode,
      ).toBe(200);
    for (const [tab_id, chosen_tab] of Object.entries(completeApplication.tabs))
      expect((await call('PUT', '/api/tabs', { tab_id, chosen_tab })).statusCode).toBe(200);
    // A converted upload, appended after the form.
    await server.app.ctx.storage.put(
      pdfKeyOf(owner.id, 'transcript'),
      await attachmentPdf('Converted upload marker'),
    );
    await server.db.query(
      `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status, pdf_key)
       VALUES ($1, 'transcript', 'uploads/x', 'transcript.png', 'COMPLETED', $2)`,
      [owner.id, pdfKeyOf(owner.id, 'transcript')],
    );
    const res = await callAs(server.app, owner, 'GET', '/api/pdf');
    expect(res.statusCode).toBe(200);
    first = res.json();
  }, 60_000);
  afterAll(async () => server?.close());

  it('renders the copy on the first call and serves it to its owner', async () => {
    expect(first.status).toBe('COMPLETED');
    expect(first.url).toMatch(/^\/api\/pdf\/file\?token=/);
    const file = await callAs(server.app, owner, 'GET', first.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain(String(completeApplication.answers.first_name));
    expect(text).toContain('Converted upload marker');
    // The printable form itself: chosen options marked [X], the others [ ].
    expect(text).toContain('[X]');
    expect(text).toContain('[ ]');
  });

  it('returns the stored copy on later calls', async () => {
    const [before] = await server.db.query<{ updated_at: unknown }>(
      'SELECT updated_at FROM pdf_copies WHERE student_id = $1',
      [owner.id],
    );
    const res = await callAs(server.app, owner, 'GET', '/api/pdf');
    expect(res.json()).toMatchObject({ status: 'COMPLETED' });
    const [after] = await server.db.query<{ updated_at: unknown }>(
      'SELECT updated_at FROM pdf_copies WHERE student_id = $1',
      [owner.id],
    );
    expect(String(after!.updated_at)).toBe(String(before!.updated_at));
  });

  it("refuses the download to another student's session and to no session", async () => {
    expect((await callAs(server.app, other, 'GET', first.url)).statusCode).toBe(403);
    expect((await callAs(server.app, undefined, 'GET', first.url)).statusCode).toBe(401);
  });

  it('refuses an expired or wrong download token', async () => {
    const secret = await loadStorageSecret(server.config.dataDir);
    const expired = signDownloadToken(secret, owner.id, Date.now() - 1000);
    const expiredRes = await callAs(server.app, owner, 'GET', `/api/pdf/file?token=${expired}`);
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json()).toHaveProperty('message');
    const forged = signDownloadToken('x'.repeat(40), owner.id);
    expect(
      (await callAs(server.app, owner, 'GET', `/api/pdf/file?token=${forged}`)).statusCode,
    ).toBe(401);
    expect(
      (await callAs(server.app, owner, 'GET', '/api/pdf/file?token=nonsense')).statusCode,
    ).toBe(401);
  });

  it("returns exactly the service token's student data", async () => {
    const token = await issueServiceToken(server.db, owner.id);
    const res = await server.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${token}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.answer).toEqual(
      expect.objectContaining({ first_name: completeApplication.answers.first_name }),
    );
    expect(body.add_another).toEqual(completeApplication.addAnother);
    expect(body.tabs).toEqual(completeApplication.tabs);
    expect(body.document_answer).toEqual({});

    const otherToken = await issueServiceToken(server.db, other.id);
    const otherRes = await server.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${otherToken}`,
    });
    expect(otherRes.json()).toEqual({ answer: {}, add_another: {}, document_answer: {}, tabs: {} });
  });

  it('refuses a wrong or expired service token', async () => {
    const expired = await issueServiceToken(server.db, owner.id, -1000);
    for (const token of [expired, 'wrong-token']) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/service/tmp-pdf?service_token=${token}`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('does not accept a service token on /api routes', async () => {
    const token = await issueServiceToken(server.db, owner.id);
    for (const url of [`/api/pdf?service_token=${token}`, `/api/profile?service_token=${token}`]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
    const asCookie = await server.app.inject({
      method: 'GET',
      url: '/api/pdf',
      headers: { cookie: `admissions_session=${token}` },
    });
    expect(asCookie.statusCode).toBe(401);
  });

  it('reports a rendering failure as FAILED with a message, and retries later', async () => {
    const failing = async (): Promise<Uint8Array> => {
      throw new Error('Chromium crashed');
    };
    const result = await ensureCopy(server.app.ctx, other.id, { error: () => undefined }, failing);
    expect(result).toEqual({ status: 'FAILED', message: COPY_FAILED });
    const [row] = await server.db.query<{ status: string }>(
      'SELECT status FROM pdf_copies WHERE student_id = $1',
      [other.id],
    );
    expect(row?.status).toBe('FAILED');
  });
});
