/**
 * Document conversion (issue E) on PGlite and PostgreSQL: requests, statuses, the worker driven by
 * hand (`runOnce`), each accepted file type, the refusals, ownership, and crashed-worker retries.
 */
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_ENCRYPTED, PDF_UNREADABLE } from '../src/conversion/convert.ts';
import {
  ARCHIVE_MESSAGE,
  ConversionError,
  EMPTY_MESSAGE,
  UNSUPPORTED_MESSAGE,
  checkArchive,
} from '../src/conversion/detect.ts';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_PDF_PAGES,
  PDF_TOO_COMPLEX_MESSAGE,
  PDF_TOO_MANY_PAGES_MESSAGE,
  jpegSize,
  pdfCensus,
  pngSize,
  precheckUpload,
} from '../src/conversion/limits.ts';
import { GAVE_UP_MESSAGE, MAX_ATTEMPTS, pdfKeyOf, runOnce } from '../src/conversion/worker.ts';
import type { ObjectStorage } from '../src/storage/object-storage.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import {
  ELF,
  JPEG,
  makeDocx,
  makeEncryptedPdf,
  makeManyEntriesDocx,
  makePdf,
  makePng,
  makeZipBombDocx,
} from './conversion-fixtures.ts';
import {
  makeFlatPng,
  makeHugeXmlDocx,
  makeJpegHeader,
  makeManyPagesPdf,
  makePngHeaderBomb,
} from './conversion-bomb-fixtures.ts';
import { drain, startServer, upload, url, type memoryStorage } from './conversion-helpers.ts';
import type { TestDatabase } from './databases.ts';

describe.each(['pglite', 'postgres'] as const)('document conversion on %s', (kind) => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let storage: ReturnType<typeof memoryStorage>;
  let ada: TestStudent;
  let bob: TestStudent;

  beforeAll(async () => {
    ({ app, db, storage } = await startServer(kind));
    ada = await createLoggedInStudent(db);
    bob = await createLoggedInStudent(db);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  /** Uploads, requests the conversion, runs the worker, returns the final status body. */
  async function convert(student: TestStudent, key: string, bytes: Uint8Array, name: string) {
    const fileKey = await upload(db, storage, student, key, bytes, name);
    const posted = await callAs(app, student, 'POST', url(key), {
      file_key: fileKey,
      file_name: name,
    });
    expect(posted.statusCode).toBe(200);
    expect((await callAs(app, student, 'GET', url(key))).json()).toEqual({
      status: 'UNPROCESSED',
    });
    await drain(app.ctx);
    return (await callAs(app, student, 'GET', url(key))).json() as {
      status: string;
      url?: string;
      message?: string;
    };
  }

  async function expectPdf(student: TestStudent, key: string, pages = 1) {
    const response = await callAs(app, student, 'GET', `${url(key)}/file`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(pages);
    return pdf;
  }

  it('is NOT_ANSWERED with no upload and no job, and needs a session', async () => {
    expect((await callAs(app, ada, 'GET', url('nothing'))).json()).toEqual({
      status: 'NOT_ANSWERED',
    });
    expect((await callAs(app, undefined, 'GET', url('nothing'))).statusCode).toBe(401);
    expect(
      (await callAs(app, undefined, 'POST', url('nothing'), { file_key: 'x', file_name: 'y' }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a request without the stored upload (404) or with another file key (400)', async () => {
    const none = await callAs(app, ada, 'POST', url('missing'), {
      file_key: 'uploads/x',
      file_name: 'a.png',
    });
    expect(none.statusCode).toBe(404);
    await upload(db, storage, ada, 'mismatch', makePng(), 'a.png');
    const wrong = await callAs(app, ada, 'POST', url('mismatch'), {
      file_key: 'uploads/someone-else',
      file_name: 'a.png',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await callAs(app, ada, 'GET', url('mismatch'))).json().status).toBe('NOT_ANSWERED');
    const bad = await callAs(app, ada, 'POST', url('bad%20key'), { file_key: 'x', file_name: 'y' });
    expect(bad.statusCode).toBe(400);
  });

  it('converts a PNG to a one-page PDF (UNPROCESSED → COMPLETED through GET)', async () => {
    const result = await convert(ada, 'png_doc', makePng(1200, 900), 'scan.png');
    expect(result).toEqual({ status: 'COMPLETED', url: '/api/pdf/document-answer/png_doc/file' });
    const pdf = await expectPdf(ada, 'png_doc');
    const { width, height } = pdf.getPage(0).getSize();
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
    expect(storage.objects.has(pdfKeyOf(ada.id, 'png_doc'))).toBe(true);
  });

  it('converts a JPEG to a one-page PDF', async () => {
    expect((await convert(ada, 'jpeg_doc', JPEG, 'photo.jpg')).status).toBe('COMPLETED');
    await expectPdf(ada, 'jpeg_doc');
  });

  it('keeps a readable PDF as it is', async () => {
    const bytes = await makePdf();
    expect((await convert(ada, 'pdf_doc', bytes, 'transcript.pdf')).status).toBe('COMPLETED');
    await expectPdf(ada, 'pdf_doc', 2);
  });

  it('trusts the bytes, not the name: a PNG named .pdf converts, an executable named .png fails', async () => {
    expect((await convert(ada, 'misnamed', makePng(), 'really-a-png.pdf')).status).toBe(
      'COMPLETED',
    );
    expect(await convert(ada, 'exe', ELF, 'photo.png')).toEqual({
      status: 'FAILED',
      message: UNSUPPORTED_MESSAGE,
    });
    expect((await callAs(app, ada, 'GET', `${url('exe')}/file`)).statusCode).toBe(404);
    expect(await convert(ada, 'text', Buffer.from('just some text'), 'notes.docx')).toEqual({
      status: 'FAILED',
      message: UNSUPPORTED_MESSAGE,
    });
  });

  it('fails an empty file, a corrupt PDF and a password-protected PDF', async () => {
    expect(await convert(ada, 'empty', Buffer.alloc(0), 'empty.pdf')).toEqual({
      status: 'FAILED',
      message: EMPTY_MESSAGE,
    });
    const corrupt = Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n');
    expect(await convert(ada, 'corrupt', corrupt, 'broken.pdf')).toEqual({
      status: 'FAILED',
      message: PDF_UNREADABLE,
    });
    expect(await convert(ada, 'locked', await makeEncryptedPdf(), 'locked.pdf')).toEqual({
      status: 'FAILED',
      message: PDF_ENCRYPTED,
    });
  });

  it('refuses archive bombs before unpacking a Word document', async () => {
    const bomb = await makeZipBombDocx();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await convert(ada, 'bomb', bomb, 'essay.docx')).toEqual({
      status: 'FAILED',
      message: ARCHIVE_MESSAGE,
    });
    expect(await convert(ada, 'many', await makeManyEntriesDocx(), 'essay.docx')).toEqual({
      status: 'FAILED',
      message: ARCHIVE_MESSAGE,
    });
  });

  it('converts a Word document through Chromium', { timeout: 60_000 }, async () => {
    const result = await convert(ada, 'docx_doc', await makeDocx('Why engineering.'), 'essay.docx');
    expect(result.status).toBe('COMPLETED');
    const pdf = await expectPdf(ada, 'docx_doc');
    const { width } = pdf.getPage(0).getSize();
    expect(width).toBeGreaterThan(590); // A4: 595.28 pt (Chromium rounds to 8.27 in)
    expect(width).toBeLessThan(600);
  });

  it("keeps another student's job and PDF out of reach", async () => {
    const fileKey = await upload(db, storage, ada, 'private', makePng(), 'mine.png');
    await callAs(app, ada, 'POST', url('private'), { file_key: fileKey, file_name: 'mine.png' });
    await drain(app.ctx);
    expect((await callAs(app, ada, 'GET', url('private'))).json().status).toBe('COMPLETED');

    expect((await callAs(app, bob, 'GET', url('private'))).json()).toEqual({
      status: 'NOT_ANSWERED',
    });
    expect((await callAs(app, bob, 'GET', `${url('private')}/file`)).statusCode).toBe(404);
    const steal = await callAs(app, bob, 'POST', url('private'), {
      file_key: fileKey,
      file_name: 'mine.png',
    });
    expect(steal.statusCode).toBe(404);
    expect((await callAs(app, bob, 'DELETE', url('private'))).statusCode).toBe(200);
    // Ada's job and PDF are untouched.
    await expectPdf(ada, 'private');
  });

  it('deletes the job and its PDF', async () => {
    expect((await convert(ada, 'to_delete', makePng(), 'x.png')).status).toBe('COMPLETED');
    const deleted = await app.inject({
      method: 'DELETE',
      url: url('to_delete'),
      headers: { cookie: ada.cookie, 'content-type': 'application/json' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toEqual(expect.any(String));
    expect(storage.objects.has(pdfKeyOf(ada.id, 'to_delete'))).toBe(false);
    expect((await callAs(app, ada, 'GET', url('to_delete'))).json().status).toBe('NOT_ANSWERED');
    expect((await callAs(app, ada, 'GET', `${url('to_delete')}/file`)).statusCode).toBe(404);
  });

  it('retries a job left IN_PROGRESS by a crashed worker, and fails it after 3 attempts', async () => {
    const insertStuck = async (key: string, attempts: number, lockedAgo: string) => {
      const fileKey = await upload(db, storage, ada, key, makePng(), 'stuck.png');
      await db.query(
        `INSERT INTO document_conversions
           (student_id, answer_key, file_key, file_name, status, attempts, locked_at, run_id)
         VALUES ($1, $2, $3, 'stuck.png', 'IN_PROGRESS', $4, now() - $5::interval, 'dead-worker')`,
        [ada.id, key, fileKey, attempts, lockedAgo],
      );
    };
    await insertStuck('fresh_lock', 1, '1 second');
    await insertStuck('crashed', 1, '1 hour');
    await insertStuck('crashed_thrice', MAX_ATTEMPTS, '1 hour');

    expect(await drain(app.ctx)).toBe(1); // only the crashed job is claimed again
    const rows = await db.query<{ answer_key: string; status: string; attempts: number }>(
      `SELECT answer_key, status, attempts FROM document_conversions
        WHERE student_id = $1 AND answer_key IN ('fresh_lock', 'crashed', 'crashed_thrice')
        ORDER BY answer_key`,
      [ada.id],
    );
    expect(rows).toEqual([
      { answer_key: 'crashed', status: 'COMPLETED', attempts: 2 },
      { answer_key: 'crashed_thrice', status: 'FAILED', attempts: 3 },
      { answer_key: 'fresh_lock', status: 'IN_PROGRESS', attempts: 1 },
    ]);
    expect((await callAs(app, ada, 'GET', url('crashed_thrice'))).json()).toEqual({
      status: 'FAILED',
      message: GAVE_UP_MESSAGE,
    });
    expect((await callAs(app, ada, 'GET', url('fresh_lock'))).json().status).toBe('IN_PROGRESS');
  });

  it('retries unexpected errors up to 3 attempts, then FAILS (never left IN_PROGRESS)', async () => {
    const fileKey = await upload(db, storage, bob, 'flaky', makePng(), 'f.png');
    await callAs(app, bob, 'POST', url('flaky'), { file_key: fileKey, file_name: 'f.png' });
    let reads = 0;
    const broken: ObjectStorage = {
      ...storage,
      async get(key) {
        if (key === fileKey) {
          reads++;
          throw new Error('storage is down');
        }
        return storage.get(key);
      },
    };
    const errors: unknown[] = [];
    while (
      await runOnce(
        { db, storage: broken, printer: app.ctx.printer },
        { log: (e) => errors.push(e) },
      )
    );
    expect(reads).toBe(MAX_ATTEMPTS);
    expect(errors).toHaveLength(MAX_ATTEMPTS);
    expect((await callAs(app, bob, 'GET', url('flaky'))).json()).toEqual({
      status: 'FAILED',
      message: GAVE_UP_MESSAGE,
    });
  });

  it('a new request starts the job over', async () => {
    expect((await convert(ada, 'again', ELF, 'a.png')).status).toBe('FAILED');
    expect((await convert(ada, 'again', makePng(), 'a.png')).status).toBe('COMPLETED');
    // A replaced upload makes the old conversion stale: no longer an answer.
    await upload(db, storage, ada, 'again', makePng(), 'b.png');
    expect((await callAs(app, ada, 'GET', url('again'))).json().status).toBe('NOT_ANSWERED');
  });
});

describe('the conversion worker started by the app', () => {
  it('converts queued jobs on its own and stops when the app closes', async () => {
    const { app, db, storage } = await startServer('pglite', 'on');
    try {
      const student = await createLoggedInStudent(db);
      const fileKey = await upload(db, storage, student, 'auto', makePng(), 'a.png');
      await callAs(app, student, 'POST', url('auto'), { file_key: fileKey, file_name: 'a.png' });
      let status = '';
      for (let i = 0; i < 50 && status !== 'COMPLETED'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await callAs(app, student, 'GET', url('auto'))).json().status;
      }
      expect(status).toBe('COMPLETED');
    } finally {
      await app.close();
      await db.dispose();
    }
  });
});

/**
 * The decode-free checks (issue 13, finding 2): each hostile file is refused from its header or
 * structure alone, in the server process, before any decoder could allocate what it declares.
 * Ordinary files of each type pass. How long each refusal takes is the fault suite's to bound
 * (test/faults/precheck-time.test.ts), away from the load of this suite.
 */
describe('decode-free checks before any conversion work', () => {
  /** Runs the checks, returning the refusal's message ('' when the file passes). */
  const precheck = (bytes: Uint8Array) => {
    try {
      precheckUpload(bytes);
      return { message: '' };
    } catch (error) {
      expect(error).toBeInstanceOf(ConversionError);
      return { message: (error as Error).message };
    }
  };

  it('reads PNG and JPEG sizes from their headers and refuses images over the pixel budget', async () => {
    const headerBomb = makePngHeaderBomb();
    expect(headerBomb.length).toBe(74);
    expect(pngSize(headerBomb)).toEqual({ width: 20_000, height: 20_000 });
    expect(precheck(headerBomb).message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    const flat = await makeFlatPng();
    expect(flat.length).toBeLessThan(400 * 1024);
    expect(precheck(flat)).toEqual({ message: IMAGE_TOO_LARGE_MESSAGE });
    // Just over and just within the budget; a JPEG's frame header found past its APP segments.
    expect(precheck(makePngHeaderBomb(8000, 5001)).message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(precheck(makePngHeaderBomb(8000, 5000)).message).toBe('');
    expect(jpegSize(makeJpegHeader(30_000, 20_000))).toEqual({ width: 30_000, height: 20_000 });
    expect(precheck(makeJpegHeader(30_000, 20_000)).message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(precheck(makeJpegHeader(4000, 3000)).message).toBe('');
    expect(jpegSize(JPEG)).toEqual({ width: 4, height: 3 });
    expect(precheck(JPEG).message).toBe('');
    expect(precheck(makePng(1200, 900)).message).toBe('');
    // A header declaring nothing is unreadable.
    expect(precheck(makePngHeaderBomb(0, 10)).message).toBe(IMAGE_UNREADABLE_MESSAGE);
    expect(precheck(JPEG.subarray(0, 20)).message).toBe(IMAGE_UNREADABLE_MESSAGE);
  });

  it('counts a PDF’s pages and objects without parsing it, and refuses too many', async () => {
    const bomb = makeManyPagesPdf();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(pdfCensus(bomb)).toEqual({ objects: 10_003, declaredSize: 10_004, pages: 10_000 });
    expect(precheck(bomb).message).toBe(PDF_TOO_MANY_PAGES_MESSAGE);
    expect(precheck(makeManyPagesPdf(MAX_PDF_PAGES)).message).toBe('');
    expect(precheck(makeManyPagesPdf(MAX_PDF_PAGES + 1)).message).toBe(PDF_TOO_MANY_PAGES_MESSAGE);
    expect(pdfCensus(await makePdf())).toMatchObject({ pages: 2 });
    expect(precheck(await makePdf()).message).toBe('');
    // Objects declared inside a compressed object stream count, unseen.
    const hidden = Buffer.from(
      `%PDF-1.5\n1 0 obj<</Type/ObjStm/N 50000/First 10/Length 0>>stream\n\nendstream endobj\n`,
      'latin1',
    );
    expect(pdfCensus(hidden).objects).toBe(50_001);
    expect(precheck(hidden).message).toBe(PDF_TOO_COMPLEX_MESSAGE);
    const claimed = Buffer.from('%PDF-1.4\ntrailer<</Size 9000000/Root 1 0 R>>\n', 'latin1');
    expect(precheck(claimed).message).toBe(PDF_TOO_COMPLEX_MESSAGE);
  });

  it('answers hostile PDF text (a million digits, unterminated objects) with a verdict', () => {
    const digits = Buffer.from(`%PDF-1.4\n${'1'.repeat(1_000_000)}`, 'latin1');
    const unterminated = Buffer.from(`%PDF-1.4\n${'1 0 obj<</A 1>>'.repeat(60_000)}`, 'latin1');
    expect(precheck(digits).message).toBe('');
    expect(precheck(unterminated).message).toBe(PDF_TOO_COMPLEX_MESSAGE);
  });

  it('refuses a Word document from its ZIP directory: declared sizes, ratios and XML, nothing inflated', async () => {
    const huge = await makeHugeXmlDocx();
    expect(huge.length).toBeLessThan(1024 * 1024);
    // Within the old limits (≤ 20 MB unpacked, ratio ≤ 100), refused for its 19 MB of XML…
    // …and the isolated process's inflating check refuses it too.
    expect(() => checkArchive(huge)).toThrow(ARCHIVE_MESSAGE);
    expect(precheck(huge).message).toBe(ARCHIVE_MESSAGE);
    expect(precheck(await makeZipBombDocx()).message).toBe(ARCHIVE_MESSAGE);
    expect(precheck(await makeManyEntriesDocx()).message).toBe(ARCHIVE_MESSAGE);
    expect(precheck(await makeHugeXmlDocx(2)).message).toBe('');
    expect(precheck(await makeDocx('An ordinary essay.')).message).toBe('');
  });
});
