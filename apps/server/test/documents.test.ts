/**
 * Document uploads (issue E): presigned forms, the upload, the student's document answers and
 * their deletion, on PGlite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { pdfKeyOf } from '../src/conversion/worker.ts';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePolicy, MAX_FILE_BYTES, signPolicy } from '../src/documents/policy.ts';
import { EMPTY_MESSAGE, TOO_LARGE_MESSAGE } from '../src/documents/policy.ts';
import { startTestServer, type TestServer } from './app.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';

const FILE_KEY = 'personal_statement_doc';

interface Presigned {
  url: string;
  fields: { key: string; policy: string; signature: string };
}

/** A multipart body built by the platform's FormData: the fields first, then the file. */
async function multipartBody(
  fields: Record<string, string>,
  file: Uint8Array,
  fileName = 'essay.pdf',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe.each(['pglite', 'postgres'] as const)('documents (%s)', (kind) => {
  let server: TestServer;
  let dataDir: string;
  let student: TestStudent;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'documents-'));
    server = await startTestServer(kind, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // A fresh student per test, so tests do not see each other's documents.
  const freshStudent = async () => (student = await createLoggedInStudent(server.db));

  const presign = async (as: TestStudent = student, answer_key = FILE_KEY): Promise<Presigned> => {
    const response = await callAs(server.app, as, 'POST', '/api/presigned-url', { answer_key });
    expect(response.statusCode).toBe(200);
    return response.json<Presigned>();
  };

  const upload = async (
    fields: Record<string, string>,
    file: Uint8Array,
    /** null: no session. */
    as: TestStudent | null = student,
    fileName?: string,
  ) => {
    const { payload, contentType } = await multipartBody(fields, file, fileName);
    return server.app.inject({
      method: 'POST',
      url: '/storage/upload',
      headers: { 'content-type': contentType, ...(as ? { cookie: as.cookie } : {}) },
      payload,
    });
  };

  const documentsOf = async (as: TestStudent = student) =>
    (await callAs(server.app, as, 'GET', '/api/document-answer')).json<
      Record<string, { file_name: string; file_size: number; status: string }>
    >();

  const rowCount = async (studentId: string) =>
    (await server.db.query('SELECT 1 FROM document_answers WHERE student_id = $1', [studentId]))
      .length;

  it('presigns, uploads, lists and deletes a document', async () => {
    await freshStudent();
    const presigned = await presign();
    expect(presigned.url).toBe('/storage/upload');
    expect(presigned.fields.key).toMatch(
      new RegExp(`^uploads/${student.id}/${FILE_KEY}/[A-Za-z0-9_-]{32}$`),
    );
    const policy = JSON.parse(Buffer.from(presigned.fields.policy, 'base64url').toString());
    expect(policy.key).toBe(presigned.fields.key);
    expect(policy['content-length-range']).toEqual([1, MAX_FILE_BYTES]);
    const expires = Date.parse(policy.expiration) - Date.now();
    expect(expires).toBeGreaterThan(9 * 60_000);
    expect(expires).toBeLessThanOrEqual(10 * 60_000);
    // Two forms never share a key.
    expect((await presign()).fields.key).not.toBe(presigned.fields.key);

    const bytes = randomBytes(2048);
    const response = await upload(presigned.fields, bytes, student, 'My Essay.pdf');
    expect(response.statusCode).toBe(204);
    expect(await server.app.ctx.storage.get(presigned.fields.key)).toEqual(bytes);
    expect(await documentsOf()).toEqual({
      [FILE_KEY]: { file_name: 'My Essay.pdf', file_size: 2048, status: 'UNPROCESSED' },
    });
    // The row the conversion jobs read.
    const [row] = await server.db.query(
      'SELECT answer_key, file_key, file_name, file_size FROM document_answers WHERE student_id = $1',
      [student.id],
    );
    expect(row).toMatchObject({
      answer_key: FILE_KEY,
      file_key: presigned.fields.key,
      file_name: 'My Essay.pdf',
      file_size: 2048,
    });

    // A finished conversion of the document goes when the document goes.
    await server.db.query(
      "INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status, pdf_key) VALUES ($1, $2, $3, 'My Essay.pdf', 'COMPLETED', $4)",
      [student.id, FILE_KEY, presigned.fields.key, pdfKeyOf(String(student.id), FILE_KEY)],
    );
    await server.app.ctx.storage.put(
      pdfKeyOf(String(student.id), FILE_KEY),
      new Uint8Array([37, 80, 68, 70]),
    );

    const deleted = await callAs(server.app, student, 'DELETE', `/api/document-answer/${FILE_KEY}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toEqual(expect.any(String));
    expect(await documentsOf()).toEqual({});
    expect(await server.app.ctx.storage.get(presigned.fields.key)).toBeUndefined();
    expect(
      await server.db.query('SELECT 1 FROM document_conversions WHERE student_id = $1', [
        student.id,
      ]),
    ).toEqual([]);
    expect(
      await server.app.ctx.storage.get(pdfKeyOf(String(student.id), FILE_KEY)),
    ).toBeUndefined();
    // Deleting again is harmless.
    const again = await server.app.inject({
      method: 'DELETE',
      url: `/api/document-answer/${FILE_KEY}`,
      headers: { cookie: student.cookie, 'content-type': 'application/json' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('replaces an earlier upload of the same key and deletes its object', async () => {
    await freshStudent();
    const first = await presign();
    expect((await upload(first.fields, Buffer.from('first'))).statusCode).toBe(204);
    const second = await presign();
    expect((await upload(second.fields, Buffer.from('second!'), student, 'b.png')).statusCode).toBe(
      204,
    );
    expect(await documentsOf()).toEqual({
      [FILE_KEY]: { file_name: 'b.png', file_size: 7, status: 'UNPROCESSED' },
    });
    expect(await server.app.ctx.storage.get(first.fields.key)).toBeUndefined();
    expect(await server.app.ctx.storage.get(second.fields.key)).toEqual(Buffer.from('second!'));
  });

  it('sanitises the file name', async () => {
    await freshStudent();
    const { fields } = await presign();
    const response = await upload(fields, Buffer.from('x'), student, '..\\..\\evil<script>.pdf');
    expect(response.statusCode).toBe(204);
    expect((await documentsOf())[FILE_KEY]!.file_name).toBe('evil_script_.pdf');
  });

  it('refuses a tampered policy and a wrong signature with 403', async () => {
    await freshStudent();
    const { fields } = await presign();
    const policy = JSON.parse(Buffer.from(fields.policy, 'base64url').toString());
    const widened = encodePolicy({ ...policy, 'content-length-range': [1, 100 * MAX_FILE_BYTES] });
    const tampered = await upload({ ...fields, policy: widened }, Buffer.from('x'));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toEqual(expect.any(String));

    const forged = signPolicy('not-the-server-secret-not-the-server-secret', fields.policy);
    expect((await upload({ ...fields, signature: forged }, Buffer.from('x'))).statusCode).toBe(403);
    expect((await upload({ ...fields, signature: 'short' }, Buffer.from('x'))).statusCode).toBe(
      403,
    );
    // A signed policy for one key does not cover another key of the same student.
    const other = `uploads/${student.id}/${FILE_KEY}/${'A'.repeat(32)}`;
    expect((await upload({ ...fields, key: other }, Buffer.from('x'))).statusCode).toBe(403);
    expect(await rowCount(student.id)).toBe(0);
  });

  it('refuses an expired policy with 403', async () => {
    await freshStudent();
    // The generated secret is kept in DATA_DIR, so a test can sign as the server would.
    const secret = (await readFile(join(dataDir, 'storage-secret'), 'utf8')).trim();
    const { key } = (await presign()).fields;
    const policy = encodePolicy({
      key,
      'content-length-range': [1, MAX_FILE_BYTES],
      expiration: new Date(Date.now() - 1000).toISOString(),
    });
    const fields = { key, policy, signature: signPolicy(secret, policy) };
    expect((await upload(fields, Buffer.from('x'))).statusCode).toBe(403);
    // The same policy, unexpired and signed alike, is accepted: only the expiry was wrong.
    const fresh = encodePolicy({
      key,
      'content-length-range': [1, MAX_FILE_BYTES],
      expiration: new Date(Date.now() + 60_000).toISOString(),
    });
    const ok = { key, policy: fresh, signature: signPolicy(secret, fresh) };
    expect((await upload(ok, Buffer.from('x'))).statusCode).toBe(204);

    // A signed policy is not enough: the key must be one the server issued, unexpired.
    const forged = `uploads/${student.id}/${FILE_KEY}/${randomBytes(24).toString('base64url')}`;
    const unissued = encodePolicy({
      key: forged,
      'content-length-range': [1, MAX_FILE_BYTES],
      expiration: new Date(Date.now() + 60_000).toISOString(),
    });
    const signedOnly = { key: forged, policy: unissued, signature: signPolicy(secret, unissued) };
    expect((await upload(signedOnly, Buffer.from('x'))).statusCode).toBe(403);
    const stale = await presign();
    await server.db.query(
      "UPDATE upload_keys SET expires_at = now() - interval '1 second' WHERE file_key = $1",
      [stale.fields.key],
    );
    expect((await upload(stale.fields, Buffer.from('x'))).statusCode).toBe(403);
    expect(await server.app.ctx.storage.get(stale.fields.key)).toBeUndefined();
  });

  it('refuses a file over 1 MB with 413 and stores nothing; accepts exactly 1 MB', async () => {
    await freshStudent();
    const { fields } = await presign();
    const response = await upload(fields, Buffer.alloc(MAX_FILE_BYTES + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: TOO_LARGE_MESSAGE });
    expect(await server.app.ctx.storage.get(fields.key)).toBeUndefined();
    expect(await rowCount(student.id)).toBe(0);

    const much = await upload((await presign()).fields, Buffer.alloc(3 * MAX_FILE_BYTES, 1));
    expect(much.statusCode).toBe(413);

    const exact = await presign();
    expect((await upload(exact.fields, Buffer.alloc(MAX_FILE_BYTES, 1))).statusCode).toBe(204);
    expect((await documentsOf())[FILE_KEY]!.file_size).toBe(MAX_FILE_BYTES);
  });

  it('refuses an empty file with 400', async () => {
    await freshStudent();
    const { fields } = await presign();
    const response = await upload(fields, new Uint8Array(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: EMPTY_MESSAGE });
    expect(await server.app.ctx.storage.get(fields.key)).toBeUndefined();
    expect(await rowCount(student.id)).toBe(0);
  });

  it('presigns only file fields of the form', async () => {
    await freshStudent();
    for (const answer_key of ['first_name', 'no_such_key', '../etc']) {
      const response = await callAs(server.app, student, 'POST', '/api/presigned-url', {
        answer_key,
      });
      expect(response.statusCode, answer_key).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const deleted = await callAs(server.app, student, 'DELETE', '/api/document-answer/first_name');
    expect(deleted.statusCode).toBe(400);
  });

  it("refuses another student's form with 403", async () => {
    await freshStudent();
    const owner = student;
    const intruder = await createLoggedInStudent(server.db);
    const { fields } = await presign(owner);
    const response = await upload(fields, Buffer.from('x'), intruder);
    expect(response.statusCode).toBe(403);
    expect(await server.app.ctx.storage.get(fields.key)).toBeUndefined();
    expect(await rowCount(owner.id)).toBe(0);
    expect(await rowCount(intruder.id)).toBe(0);
    // The owner's form still works, and the intruder does not see the document.
    expect((await upload(fields, Buffer.from('x'), owner)).statusCode).toBe(204);
    expect(await documentsOf(intruder)).toEqual({});
    const gone = await callAs(server.app, intruder, 'DELETE', `/api/document-answer/${FILE_KEY}`);
    expect(gone.statusCode).toBe(200);
    expect(Object.keys(await documentsOf(owner))).toEqual([FILE_KEY]);
  });

  it('refuses path traversal in the key', async () => {
    await freshStudent();
    const { fields } = await presign();
    for (const key of [
      'uploads/1/../../x',
      `uploads/${student.id}/${FILE_KEY}/../../../../etc/passwd`,
      `uploads/${student.id}/../${FILE_KEY}/${'A'.repeat(32)}`,
      `/uploads/${student.id}/${FILE_KEY}/${'A'.repeat(32)}`,
    ]) {
      const response = await upload({ ...fields, key }, Buffer.from('x'));
      expect([400, 403], key).toContain(response.statusCode);
    }
    expect(await rowCount(student.id)).toBe(0);
  });

  it('refuses incomplete forms and calls without a session', async () => {
    await freshStudent();
    const { fields } = await presign();
    const { signature: _omitted, ...unsigned } = fields;
    expect((await upload(unsigned, Buffer.from('x'))).statusCode).toBe(400);
    expect((await upload(fields, Buffer.from('x'), null)).statusCode).toBe(401);
    const json = await callAs(server.app, student, 'POST', '/storage/upload', fields);
    expect(json.statusCode).toBe(415);
    expect((await callAs(server.app, undefined, 'GET', '/api/document-answer')).statusCode).toBe(
      401,
    );
    const anonymous = await callAs(server.app, undefined, 'POST', '/api/presigned-url', {
      answer_key: FILE_KEY,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads the status of a conversion of the current file', async () => {
    await freshStudent();
    const { fields } = await presign();
    expect((await upload(fields, Buffer.from('x'))).statusCode).toBe(204);
    const convert = (fileKey: string, status: string) =>
      server.db.query(
        `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status)
         VALUES ($1, $2, $3, 'essay.pdf', $4)
         ON CONFLICT (student_id, answer_key) DO UPDATE SET file_key = $3, status = $4`,
        [student.id, FILE_KEY, fileKey, status],
      );
    await convert(fields.key, 'COMPLETED');
    expect((await documentsOf())[FILE_KEY]!.status).toBe('COMPLETED');
    // A conversion of an earlier upload says nothing about the current one.
    await convert(`uploads/${student.id}/${FILE_KEY}/${'B'.repeat(32)}`, 'FAILED');
    expect((await documentsOf())[FILE_KEY]!.status).toBe('UNPROCESSED');
  });

  it('carries the documents in the profile, with their conversion status (issue 14)', async () => {
    await freshStudent();
    const profileDocuments = async () =>
      (await callAs(server.app, student, 'GET', '/api/profile')).json().document_answer;
    expect(await profileDocuments()).toEqual({});
    const { fields } = await presign();
    expect((await upload(fields, randomBytes(1500), student, 'Statement.pdf')).statusCode).toBe(
      204,
    );
    const expected = {
      [FILE_KEY]: { file_name: 'Statement.pdf', file_size: 1500, status: 'UNPROCESSED' },
    };
    expect(await profileDocuments()).toEqual(expected);
    expect(await documentsOf()).toEqual(expected);
    await server.db.query(
      `INSERT INTO document_conversions (student_id, answer_key, file_key, file_name, status)
       VALUES ($1, $2, $3, 'Statement.pdf', 'COMPLETED')`,
      [student.id, FILE_KEY, fields.key],
    );
    expect((await profileDocuments())[FILE_KEY]).toEqual({
      file_name: 'Statement.pdf',
      file_size: 1500,
      status: 'COMPLETED',
    });
    // Another student's profile shows none of it.
    const other = await createLoggedInStudent(server.db);
    expect((await callAs(server.app, other, 'GET', '/api/profile')).json().document_answer).toEqual(
      {},
    );
  });

  it('over HTTP, a refused upload leaves the connection usable', async () => {
    await freshStudent();
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { fields } = await presign();
    const send = async (form: Record<string, string>, size: number) => {
      const { payload, contentType } = await multipartBody(form, Buffer.alloc(size, 1));
      return fetch(`${address}/storage/upload`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: student.cookie },
        body: new Uint8Array(payload),
      });
    };
    const refused = await send({ ...fields, signature: 'x'.repeat(43) }, MAX_FILE_BYTES);
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
    const large = await send(fields, 2 * MAX_FILE_BYTES);
    expect(large.status).toBe(413);
    await large.arrayBuffer();
    const accepted = await send(fields, 10);
    expect(accepted.status).toBe(204);
    expect((await documentsOf())[FILE_KEY]!.file_size).toBe(10);
  });

  it('refuses uploads and deletions once the application is submitted', async () => {
    await freshStudent();
    const { fields } = await presign();
    expect((await upload(fields, Buffer.from('kept'))).statusCode).toBe(204);
    await server.db.query(
      `INSERT INTO applications (student_id, submitted_at) VALUES ($1, now())
       ON CONFLICT (student_id) DO UPDATE SET submitted_at = now()`,
      [student.id],
    );
    const later = await callAs(server.app, student, 'POST', '/api/presigned-url', {
      answer_key: FILE_KEY,
    });
    expect(later.statusCode).toBe(409);
    expect((await upload(fields, Buffer.from('new'))).statusCode).toBe(409);
    const deleted = await callAs(server.app, student, 'DELETE', `/api/document-answer/${FILE_KEY}`);
    expect(deleted.statusCode).toBe(409);
    expect(await server.app.ctx.storage.get(fields.key)).toEqual(Buffer.from('kept'));
  });
});
