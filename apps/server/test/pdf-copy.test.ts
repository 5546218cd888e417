import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TOO_MANY_PAGES_MESSAGE } from '../src/conversion/limits.ts';
import { pdfKeyOf } from '../src/conversion/worker.ts';
import { loadStorageSecret } from '../src/documents/secret.ts';
import {
  COPY_FAILED,
  MAX_COPY_ATTEMPTS,
  runCopyJobOnce,
  startCopyWorker,
} from '../src/pdf-copy/copies.ts';
import { signDownloadToken } from '../src/pdf-copy/download-token.ts';
import { issueServiceToken } from '../src/pdf-copy/service-tokens.ts';
import { startTestServer, type TestServer } from './app.ts';
import { makeManyPagesPdf } from './conversion-bomb-fixtures.ts';
import { pdfTagging, pdfText } from './pdf-text.ts';
import {
  callAs,
  completeApplication,
  createLoggedInStudent,
  type TestStudent,
} from './application-helpers.ts';

async function attachmentPdf(text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  return pdf.save();
}

const RENAMED = 'Wilhelmina';

describe.each(['pglite', 'postgres'] as const)('PDF copy (%s)', (kind) => {
  let server: TestServer;
  let owner: TestStudent;
  let other: TestStudent;
  let first: { status: string; url: string };

  beforeAll(async () => {
    // The worker is driven by hand (runCopyJobOnce) so each step can be observed.
    server = await startTestServer(kind, { WORKERS: 'off' });
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
    const queued = await callAs(server.app, owner, 'GET', '/api/pdf');
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toEqual({ status: 'UNPROCESSED', url: null });
    expect(await runCopyJobOnce(server.app.ctx)).toBe(true);
    first = (await callAs(server.app, owner, 'GET', '/api/pdf')).json();
  }, 60_000);
  afterAll(async () => server?.close());

  it('queues the copy on the first call, then serves the rendered copy to its owner', async () => {
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
    // The merge of the uploads keeps the printed form's tags (issue 15).
    expect(await pdfTagging(file.rawPayload)).toMatchObject({ structTree: true, marked: true });
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
    expect(await runCopyJobOnce(server.app.ctx)).toBe(false);
  });

  it('renders again once the answers change, and serves no stale copy meanwhile', async () => {
    const renamed = await callAs(server.app, owner, 'PUT', '/api/answer', {
      first_name: RENAMED,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await callAs(server.app, owner, 'GET', '/api/pdf')).json()).toEqual({
      status: 'UNPROCESSED',
      url: null,
    });
    expect((await callAs(server.app, owner, 'GET', first.url)).statusCode).toBe(404);
    expect(await runCopyJobOnce(server.app.ctx)).toBe(true);
    const again = (await callAs(server.app, owner, 'GET', '/api/pdf')).json();
    expect(again.status).toBe('COMPLETED');
    const text = await pdfText((await callAs(server.app, owner, 'GET', again.url)).rawPayload);
    expect(text).toContain(RENAMED);
    first = again;
  }, 60_000);

  it('prints every copy in one warm browser', () => {
    expect(server.app.ctx.printer.launches).toBe(1);
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
      // Renamed by the invalidation test above.
      expect.objectContaining({
        first_name: RENAMED,
        last_name: completeApplication.answers.last_name,
      }),
    );
    expect(body.add_another).toEqual(completeApplication.addAnother);
    expect(body.tabs).toEqual(completeApplication.tabs);
    expect(body.document_answer).toEqual({});

    const otherToken = await issueServiceToken(server.db, other.id);
    const otherRes = await server.app.inject({
      method: 'GET',
      url: `/service/tmp-pdf?service_token=${otherToken}`,
    });
    expect(otherRes.json()).toEqual({
      answer: {},
      add_another: {},
      document_answer: {},
      tabs: {},
      variant: 'undergraduate',
    });
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

  it('retries a failed render, then reports FAILED with a message, and tries again later', async () => {
    const failing = async (): Promise<Uint8Array> => {
      throw new Error('Chromium crashed');
    };
    const quiet = { render: failing, log: () => undefined };
    expect((await callAs(server.app, other, 'GET', '/api/pdf')).json().status).toBe('UNPROCESSED');
    for (let attempt = 1; attempt < MAX_COPY_ATTEMPTS; attempt++) {
      expect(await runCopyJobOnce(server.app.ctx, quiet)).toBe(true);
      expect((await callAs(server.app, other, 'GET', '/api/pdf')).json().status).toBe(
        'UNPROCESSED',
      );
    }
    expect(await runCopyJobOnce(server.app.ctx, quiet)).toBe(true);
    const failed = await callAs(server.app, other, 'GET', '/api/pdf');
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ status: 'FAILED', url: null, message: COPY_FAILED });
    expect(await runCopyJobOnce(server.app.ctx, quiet)).toBe(false);
    // A minute later the next request queues it again.
    await server.db.query(
      "UPDATE pdf_copies SET updated_at = now() - interval '2 minutes' WHERE student_id = $1",
      [other.id],
    );
    expect((await callAs(server.app, other, 'GET', '/api/pdf')).json().status).toBe('UNPROCESSED');
  });

  it('never leaves a copy IN_PROGRESS after its worker died', async () => {
    await server.db.query(
      `UPDATE pdf_copies SET status = 'IN_PROGRESS', attempts = $2, run_id = 'dead',
              locked_at = now() - interval '1 hour'
        WHERE student_id = $1`,
      [other.id, MAX_COPY_ATTEMPTS],
    );
    expect(await runCopyJobOnce(server.app.ctx, { log: () => undefined })).toBe(false);
    expect((await callAs(server.app, other, 'GET', '/api/pdf')).json()).toMatchObject({
      status: 'FAILED',
      message: COPY_FAILED,
    });
  });

  it('never parses a hostile converted PDF in the server: the copy fails with its message', async () => {
    const student = await createLoggedInStudent(server.db);
    // Stored as if converted before the checks existed: 10,000 pages in 850 KB.
    await server.app.ctx.storage.put(pdfKeyOf(student.id, 'pages'), makeManyPagesPdf());
    await server.db.query(
      `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status, pdf_key)
       VALUES ($1, 'pages', 'uploads/x', 'pages.pdf', 'COMPLETED', $2)`,
      [student.id, pdfKeyOf(student.id, 'pages')],
    );
    const errors: unknown[] = [];
    expect((await callAs(server.app, student, 'GET', '/api/pdf')).json().status).toBe(
      'UNPROCESSED',
    );
    for (let attempt = 1; attempt <= MAX_COPY_ATTEMPTS; attempt++)
      expect(await runCopyJobOnce(server.app.ctx, { log: (e) => errors.push(e) })).toBe(true);
    expect((await callAs(server.app, student, 'GET', '/api/pdf')).json()).toMatchObject({
      status: 'FAILED',
      message: COPY_FAILED,
    });
    expect(errors).toHaveLength(MAX_COPY_ATTEMPTS);
    for (const error of errors) expect(String(error)).toContain(PDF_TOO_MANY_PAGES_MESSAGE);
  }, 60_000);
});

describe('PDF copy worker', () => {
  it('renders a queued copy in the background', async () => {
    const server = await startTestServer('pglite', { WORKERS: 'off' });
    const worker = startCopyWorker(server.app.ctx, { intervalMs: 20 });
    try {
      const student = await createLoggedInStudent(server.db);
      await callAs(server.app, student, 'PUT', '/api/answer', { first_name: 'Background' });
      let status = '';
      for (let i = 0; i < 300 && status !== 'COMPLETED'; i++) {
        status = (await callAs(server.app, student, 'GET', '/api/pdf')).json().status;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe('COMPLETED');
    } finally {
      await worker.stop();
      await server.close();
    }
  }, 60_000);

  it('puts the copy it is rendering back in the queue when its server stops, the attempt not counted', async () => {
    const server = await startTestServer('pglite', { WORKERS: 'off' });
    let rendering!: () => void;
    const started = new Promise<void>((resolve) => (rendering = resolve));
    let finish!: (pdf: Uint8Array) => void;
    const render = () => {
      rendering();
      return new Promise<Uint8Array>((resolve) => (finish = resolve));
    };
    const worker = startCopyWorker(server.app.ctx, { intervalMs: 20, render });
    try {
      const student = await createLoggedInStudent(server.db);
      expect((await callAs(server.app, student, 'GET', '/api/pdf')).json().status).toBe(
        'UNPROCESSED',
      );
      await started;
      const stopped = worker.stop();
      // Released before the render ends: the next server need not wait for a stale lock.
      await expect
        .poll(async () => (await copyRow(server, student.id)).status, { timeout: 5_000 })
        .toBe('UNPROCESSED');
      finish(new Uint8Array([1]));
      await stopped;
      // The render that ended after the release could not settle the job.
      expect(await copyRow(server, student.id)).toEqual({
        status: 'UNPROCESSED',
        attempts: 0,
        run_id: null,
        storage_key: null,
      });
      expect(await runCopyJobOnce(server.app.ctx)).toBe(true);
      expect((await copyRow(server, student.id)).status).toBe('COMPLETED');
    } finally {
      await worker.stop();
      await server.close();
    }
  }, 60_000);
});

async function copyRow(server: TestServer, studentId: string) {
  const [row] = await server.db.query<Record<string, unknown>>(
    'SELECT status, attempts, run_id, storage_key FROM pdf_copies WHERE student_id = $1',
    [studentId],
  );
  return row ?? {};
}
