/**
 * Conversion in an isolated process (issue 13, finding 2), on PGlite and PostgreSQL where a
 * database is involved: a file that gets past the decode-free checks but unpacks to hundreds of
 * megabytes is killed at the memory cap, a slow task at the wall-clock limit, in a child process
 * (the test process's own memory stays put); such a failure is FAILED at once and not run again for
 * the same file; a student may start only so many conversions an hour; and Chromium prints no
 * more than one page past the page limit of a Word document.
 */
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrinter } from '../src/chromium/printer.ts';
import { convertToPdf } from '../src/conversion/convert.ts';
import { ConversionError } from '../src/conversion/detect.ts';
import { PDF_TOO_MANY_PAGES_MESSAGE, precheckUpload } from '../src/conversion/limits.ts';
import {
  DEFAULT_ISOLATION_LIMITS,
  RESOURCE_MESSAGE,
  ResourceLimitError,
  runIsolated,
  setIsolationLimits,
} from '../src/conversion/sandbox.ts';
import { runOnce } from '../src/conversion/worker.ts';
import { TOO_MANY_CONVERSIONS } from '../src/routes/conversion.ts';
import { appendPdfs } from '../src/pdf-copy/render.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { makeHugeXmlDocx, makeObjectStreamBombPdf } from './conversion-bomb-fixtures.ts';
import { makePdf, makePng } from './conversion-fixtures.ts';
import { drain, startServer, upload, url } from './conversion-helpers.ts';
import type { TestDatabase } from './databases.ts';

const SMALL = { memoryMb: 256, timeoutMs: 20_000 };
let bomb: Buffer;
beforeAll(async () => {
  bomb = await makeObjectStreamBombPdf(300); // 300 MB of spaces in about 300 KB
});
afterEach(() => setIsolationLimits(DEFAULT_ISOLATION_LIMITS));

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

describe('the isolated conversion process', { timeout: 60_000 }, () => {
  it('kills a decompression bomb at the memory cap, in the child, while ordinary files convert', async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    // The same cap converts an ordinary image…
    const ok = await runIsolated(
      { kind: 'convert', bytes: new Uint8Array(makePng(1200, 900)) },
      SMALL,
    );
    expect(ok.type).toBe('pdf');
    // …and kills the PDF whose object stream unpacks to 300 MB.
    const before = rssMb();
    const error = await convertToPdf(bomb, undefined as never, SMALL).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceLimitError);
    expect((error as ResourceLimitError).reason).toBe('memory');
    expect((error as ResourceLimitError).message).toBe(RESOURCE_MESSAGE);
    expect(rssMb() - before).toBeLessThan(100);
  });

  it('kills a task at the wall-clock limit', async () => {
    const started = Date.now();
    // Unpacking 300 MB takes longer than 300 ms; the memory cap is out of the way.
    const error = await runIsolated(
      { kind: 'convert', bytes: new Uint8Array(bomb) },
      { memoryMb: 4096, timeoutMs: 300 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceLimitError);
    expect((error as ResourceLimitError).reason).toBe('time');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports a process that did not start in time as an error worth a retry, not the file’s', async () => {
    const error = await runIsolated(
      { kind: 'convert', bytes: new Uint8Array(makePng()) },
      { memoryMb: 256, timeoutMs: 20_000, startupMs: 20 }, // less than a process needs to start
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ConversionError);
  });

  it('merges the PDF copy in the child: a hostile converted PDF is killed there', async () => {
    const main = await makePdf();
    const merged = await appendPdfs(main, [await makePdf()], SMALL);
    expect((await PDFDocument.load(merged)).getPageCount()).toBe(4);
    const before = rssMb();
    await expect(appendPdfs(main, [bomb], SMALL)).rejects.toBeInstanceOf(ResourceLimitError);
    expect(rssMb() - before).toBeLessThan(100);
  });
});

describe.each(['pglite', 'postgres'] as const)('conversion limits on %s', (kind) => {
  let app: FastifyInstance;
  let db: TestDatabase;
  let storage: Awaited<ReturnType<typeof startServer>>['storage'];
  let student: TestStudent;

  beforeAll(async () => {
    ({ app, db, storage } = await startServer(kind, 'off', { CONVERSION_RATE_LIMIT: '4' }));
    student = await createLoggedInStudent(db);
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  const request = (who: TestStudent, key: string, fileKey: string) =>
    callAs(app, who, 'POST', url(key), { file_key: fileKey, file_name: 'scan.pdf' });
  const job = async (key: string) =>
    (
      await db.query<{ status: string; attempts: number; message: string | null }>(
        'SELECT status, attempts, message FROM document_conversions WHERE student_id = $1 AND answer_key = $2',
        [student.id, key],
      )
    )[0];

  it('fails a file stopped at a resource limit at once, and does not run it again', async () => {
    setIsolationLimits(SMALL);
    const fileKey = await upload(db, storage, student, 'bomb', bomb, 'scan.pdf');
    expect((await request(student, 'bomb', fileKey)).statusCode).toBe(200);
    expect(await drain(app.ctx)).toBe(1); // one attempt, no retry
    expect(await job('bomb')).toEqual({ status: 'FAILED', attempts: 1, message: RESOURCE_MESSAGE });
    expect((await callAs(app, student, 'GET', url('bomb'))).json()).toEqual({
      status: 'FAILED',
      message: RESOURCE_MESSAGE,
    });
    // Asking again for the same file: answered with the failure, nothing queued.
    const again = await request(student, 'bomb', fileKey);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: RESOURCE_MESSAGE });
    expect(await runOnce(app.ctx)).toBe(false);
    expect(await job('bomb')).toMatchObject({ status: 'FAILED', attempts: 1 });
    // A new upload for the question is converted as usual.
    const png = await upload(db, storage, student, 'bomb', makePng(), 'scan.png');
    expect((await request(student, 'bomb', png)).statusCode).toBe(200);
    await drain(app.ctx);
    expect(await job('bomb')).toMatchObject({ status: 'COMPLETED' });
  });

  it('limits conversion requests per student (429 with Retry-After), not per server', async () => {
    // The test above made 2 requests that started a conversion; the limit is 4 an hour.
    const fileKey = await upload(db, storage, student, 'limited', makePng(), 'a.png');
    expect((await request(student, 'limited', fileKey)).statusCode).toBe(200);
    expect((await request(student, 'limited', fileKey)).statusCode).toBe(200);
    const refused = await request(student, 'limited', fileKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_CONVERSIONS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another student is not affected.
    const other = await createLoggedInStudent(db);
    const theirs = await upload(db, storage, other, 'limited', makePng(), 'a.png');
    expect((await request(other, 'limited', theirs)).statusCode).toBe(200);
  });
});

describe('a Word document that prints to too many pages', { timeout: 120_000 }, () => {
  const printer = createPrinter();
  afterAll(() => printer.close());

  it('is refused after Chromium printed one page past the limit, not all of them', async () => {
    // About 11,000 short paragraphs: within the XML limit, some 270 pages.
    const docx = await makeHugeXmlDocx(0.6);
    expect(() => precheckUpload(docx)).not.toThrow();
    await expect(convertToPdf(docx, printer)).rejects.toThrow(PDF_TOO_MANY_PAGES_MESSAGE);
  });
});
