/**
 * A submitted application's documents cannot change (issue 13, finding 5). Reproduced before the
 * fix: re-posting a presigned form replaced the stored file while the conversion of the old one
 * stayed COMPLETED; converted documents could be deleted and re-converted after submission; and
 * uploads racing the submission were accepted after it. Here: upload keys are single-use (on disk
 * and, at adoption, with S3), every document route answers 409 after submission and changes
 * nothing, and uploads racing a submission land before it or are refused.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMITTED_MESSAGE } from '../../src/application/submission.ts';
import { pdfKeyOf } from '../../src/conversion/worker.ts';
import { USED_MESSAGE } from '../../src/documents/upload-keys.ts';
import { startTestServer, type TestServer } from '../app.ts';
import {
  callAs,
  completeApplication,
  createLoggedInStudent,
  type TestStudent,
} from '../application-helpers.ts';
import { DATABASES, FILE_KEY, filesUnder, presign, snapshotOf, upload } from './support.ts';

/** Saves the sample application, complete: it submits. */
async function fillIn(server: TestServer, student: TestStudent): Promise<void> {
  const put = (url: string, body: unknown) => callAs(server.app, student, 'PUT', url, body);
  expect((await put('/api/answer', completeApplication.answers)).statusCode).toBe(200);
  await put('/api/tabs', { tab_id: 'personal_statement', chosen_tab: 'essay' });
  for (const [button_id, num_components] of Object.entries(completeApplication.addAnother))
    await put('/api/add-another', { button_id, num_components });
}

const submit = (server: TestServer, student: TestStudent) =>
  callAs(server.app, student, 'POST', '/api/submit');

/** Marks the student's current document converted (COMPLETED, with a stored PDF). */
async function markConverted(server: TestServer, student: TestStudent, fileKey: string) {
  const pdfKey = pdfKeyOf(student.id, FILE_KEY);
  await server.db.query(
    `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status, pdf_key)
     VALUES ($1, $2, $3, 'essay.pdf', 'COMPLETED', $4)`,
    [student.id, FILE_KEY, fileKey, pdfKey],
  );
  await server.app.ctx.storage.put(pdfKey, Buffer.from('%PDF-1.4 converted'));
}

describe.each(DATABASES)('submitted documents (%s)', (kind) => {
  let server: TestServer;
  let dataDir: string;
  const storedFiles = () => filesUnder(join(dataDir, 'storage'));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'submitted-documents-'));
    server = await startTestServer(kind, { DATA_DIR: dataDir, WORKERS: 'off' });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second POST of a used form and keeps the stored file and its conversion', async () => {
    const student = await createLoggedInStudent(server.db);
    const { fields } = await presign(server.app, student);
    expect((await upload(server.app, student, fields, Buffer.from('original'))).statusCode).toBe(
      204,
    );
    await markConverted(server, student, fields.key);

    const again = await upload(server.app, student, fields, Buffer.from('swapped in later'));
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: USED_MESSAGE });
    expect(await server.app.ctx.storage.get(fields.key)).toEqual(Buffer.from('original'));
    const documents = await callAs(server.app, student, 'GET', '/api/document-answer');
    expect(documents.json()[FILE_KEY]).toMatchObject({ file_size: 8, status: 'COMPLETED' });

    // Five POSTs of one fresh form at once: exactly one is stored, and its bytes stay.
    const fresh = await presign(server.app, student);
    const bodies = [0, 1, 2, 3, 4].map((i) => Buffer.from(`racing copy ${i}`));
    const replies = await Promise.all(
      bodies.map((body) => upload(server.app, student, fresh.fields, body)),
    );
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(4);
    const winner = bodies[statuses.indexOf(204)]!;
    expect(await server.app.ctx.storage.get(fresh.fields.key)).toEqual(winner);
    // Every presign hands out a key never issued before.
    const keys = new Set<string>();
    for (let i = 0; i < 5; i += 1) keys.add((await presign(server.app, student)).fields.key);
    expect(keys.size).toBe(5);
  });

  it('answers 409 on every document route after submission, and changes nothing', async () => {
    const student = await createLoggedInStudent(server.db);
    await fillIn(server, student);
    const used = await presign(server.app, student);
    expect((await upload(server.app, student, used.fields, Buffer.from('kept'))).statusCode).toBe(
      204,
    );
    await markConverted(server, student, used.fields.key);
    const unused = await presign(server.app, student); // handed out before, posted after
    expect((await submit(server, student)).statusCode).toBe(200);

    const before = { rows: await snapshotOf(server, student.id), files: await storedFiles() };
    const document = `/api/document-answer/${FILE_KEY}`;
    const conversion = `/api/pdf/document-answer/${FILE_KEY}`;
    const attempts = {
      presign: () =>
        callAs(server.app, student, 'POST', '/api/presigned-url', { answer_key: FILE_KEY }),
      'upload with a form from before': () =>
        upload(server.app, student, unused.fields, Buffer.from('late')),
      're-post of the used form': () =>
        upload(server.app, student, used.fields, Buffer.from('swapped')),
      'delete the document': () => callAs(server.app, student, 'DELETE', document),
      're-convert': () =>
        callAs(server.app, student, 'POST', conversion, {
          file_key: used.fields.key,
          file_name: 'essay.pdf',
        }),
      'convert the unused form': () =>
        callAs(server.app, student, 'POST', conversion, {
          file_key: unused.fields.key,
          file_name: 'late.pdf',
        }),
      'delete the converted PDF': () => callAs(server.app, student, 'DELETE', conversion),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const reply = await attempt();
      expect(reply.statusCode, name).toBe(409);
      expect(reply.json(), name).toEqual({ message: SUBMITTED_MESSAGE });
    }
    expect(await snapshotOf(server, student.id)).toEqual(before.rows);
    expect(await storedFiles()).toEqual(before.files);
    expect(await server.app.ctx.storage.get(used.fields.key)).toEqual(Buffer.from('kept'));
    const status = await callAs(server.app, student, 'GET', conversion);
    expect(status.json()).toMatchObject({ status: 'COMPLETED' });
  });

  it('lets uploads racing a submission land before it or refuses them, never after', async () => {
    const ROUNDS = 5;
    const UPLOADS = 8;
    for (let round = 0; round < ROUNDS; round += 1) {
      const student = await createLoggedInStudent(server.db);
      await fillIn(server, student);
      const forms = [];
      for (let i = 0; i < UPLOADS; i += 1) forms.push((await presign(server.app, student)).fields);
      // Uploads 5 ms apart; the submission starts among them, a little later each round.
      const uploading = forms.map((fields, i) =>
        delay(i * 5).then(() =>
          upload(server.app, student, fields, Buffer.from(`round ${round} upload ${i}`)),
        ),
      );
      const submitting = delay(round * 10).then(() => submit(server, student));
      const [submitted, ...replies] = await Promise.all([submitting, ...uploading]);
      expect(submitted!.statusCode).toBe(200);

      // Compared in SQL: microseconds, which a JavaScript Date would round to milliseconds.
      const [current] = await server.db.query<{ file_key: string; before: boolean }>(
        `SELECT d.file_key, d.uploaded_at < a.submitted_at AS before
           FROM document_answers d JOIN applications a USING (student_id)
          WHERE d.student_id = $1`,
        [student.id],
      );
      const accepted = forms.filter((_, i) => replies[i]!.statusCode === 204).map((f) => f.key);
      for (const [i, reply] of replies.entries())
        expect([204, 409], `round ${round} upload ${i}`).toContain(reply.statusCode);
      if (accepted.length === 0) expect(current).toBeUndefined();
      else expect(current?.before, `round ${round}: written after the submission`).toBe(true);

      const claims = await server.db.query<{ file_key: string; before: boolean | null }>(
        `SELECT k.file_key, k.used_at < a.submitted_at AS before
           FROM upload_keys k JOIN applications a USING (student_id)
          WHERE k.student_id = $1 ORDER BY k.used_at`,
        [student.id],
      );
      // Exactly the accepted uploads claimed their keys (NULL: never claimed), all before the
      // submission, and the last of them is the submitted document.
      const claimed = claims.filter((c) => c.before !== null);
      expect(claimed.map((c) => c.file_key).sort()).toEqual([...accepted].sort());
      expect(claimed.every((c) => c.before)).toBe(true);
      if (current) expect(current.file_key).toBe(claimed.at(-1)!.file_key);
      // A refused upload left nothing behind; the only stored upload is the submitted one.
      const uploads = (await storedFiles()).filter((f) => f.startsWith(`uploads/${student.id}/`));
      expect(uploads).toEqual(current ? [current.file_key] : []);
      // And after the race, the document is settled for good.
      const late = await upload(server.app, student, forms[0]!, Buffer.from('too late'));
      expect(late.statusCode).toBe(409);
    }
  }, 120_000);
});

describe('submitted documents with an S3 bucket (pglite)', () => {
  const BUCKET = 'admissions-submitted';
  let emulator: S3rver;
  let server: TestServer;
  let endpoint: string;

  beforeAll(async () => {
    emulator = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: await mkdtemp(join(tmpdir(), 's3rver-submitted-')),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await emulator.run();
    endpoint = `http://127.0.0.1:${port}`;
    server = await startTestServer('pglite', {
      WORKERS: 'off',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await emulator?.close();
  });

  const presignS3 = async (student: TestStudent) => {
    const res = await callAs(server.app, student, 'POST', '/api/presigned-url', {
      answer_key: FILE_KEY,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string; fields: Record<string, string> }>();
  };
  /** A browser's POST to the bucket (s3rver accepts it as S3 would within the policy). */
  const post = async (form: { url: string; fields: Record<string, string> }, bytes: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', new Blob([bytes]), 'essay.pdf');
    const res = await fetch(form.url, { method: 'POST', body });
    expect(res.status).toBe(204);
  };
  const adopt = (student: TestStudent, fileKey: string) =>
    callAs(server.app, student, 'POST', `/api/pdf/document-answer/${FILE_KEY}`, {
      file_key: fileKey,
      file_name: 'essay.pdf',
    });

  it('adopts a key once: a used key re-posted to the bucket is never recorded again', async () => {
    const student = await createLoggedInStudent(server.db);
    const first = await presignS3(student);
    await post(first, 'first');
    expect((await adopt(student, first.fields.key!)).statusCode).toBe(200);
    const second = await presignS3(student);
    expect(second.fields.key).not.toBe(first.fields.key);
    await post(second, 'second');
    expect((await adopt(student, second.fields.key!)).statusCode).toBe(200);

    // The first form, posted to the bucket again, cannot become the document again.
    await post(first, 'first, swapped back in');
    const again = await adopt(student, first.fields.key!);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: USED_MESSAGE });
    const [row] = await server.db.query<{ file_key: string }>(
      'SELECT file_key FROM document_answers WHERE student_id = $1',
      [student.id],
    );
    expect(row!.file_key).toBe(second.fields.key);
  });

  it('refuses presigning and adoption after submission', async () => {
    const student = await createLoggedInStudent(server.db);
    await fillIn(server, student);
    const form = await presignS3(student);
    expect((await submit(server, student)).statusCode).toBe(200);
    await post(form, 'posted after submission');
    for (const reply of [
      await callAs(server.app, student, 'POST', '/api/presigned-url', { answer_key: FILE_KEY }),
      await adopt(student, form.fields.key!),
    ]) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toEqual({ message: SUBMITTED_MESSAGE });
    }
    expect(
      await server.db.query('SELECT 1 FROM document_answers WHERE student_id = $1', [student.id]),
    ).toEqual([]);
  });
});
