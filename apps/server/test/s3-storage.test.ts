/**
 * Uploads and PDFs in an S3-compatible bucket, against s3rver (an S3 emulator in Node). s3rver
 * stores, serves and accepts presigned POST uploads but does not enforce POST policies or check
 * signatures; that is the bucket's job in production, and why the server checks the size of
 * what arrived before recording it (tested here by putting oversized objects directly).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnce } from '../src/conversion/worker.ts';
import { EMPTY_MESSAGE, FORBIDDEN_MESSAGE, TOO_LARGE_MESSAGE } from '../src/documents/policy.ts';
import { s3Storage } from '../src/storage/s3-storage.ts';
import type { S3Config } from '../src/config.ts';
import { startTestServer, type TestServer } from './app.ts';
import { callAs, createLoggedInStudent, type TestStudent } from './application-helpers.ts';
import { makePng } from './conversion-fixtures.ts';

const BUCKET = 'admissions-test';
const FILE_KEY = 'personal_statement_doc';
let emulator: S3rver;
let s3: S3Config;

beforeAll(async () => {
  emulator = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: await mkdtemp(join(tmpdir(), 's3rver-')),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await emulator.run();
  s3 = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});
afterAll(() => emulator?.close());

describe('S3 storage', () => {
  it('puts, sizes, gets and deletes objects; a missing one is undefined', async () => {
    const storage = s3Storage(s3);
    await storage.put('converted/1/a.pdf', new Uint8Array([1, 2, 3]));
    expect(await storage.size('converted/1/a.pdf')).toBe(3);
    expect([...(await storage.get('converted/1/a.pdf'))!]).toEqual([1, 2, 3]);
    await storage.delete('converted/1/a.pdf');
    expect(await storage.get('converted/1/a.pdf')).toBeUndefined();
    expect(await storage.size('converted/1/a.pdf')).toBeUndefined();
  });

  it('refuses keys that would leave their prefix', async () => {
    const storage = s3Storage(s3);
    for (const key of ['../x', 'a/../../x', '/etc/passwd', ''])
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('unsafe storage key');
  });
});

describe('uploads straight to the bucket', () => {
  let server: TestServer;
  let ada: TestStudent;
  let bob: TestStudent;

  beforeAll(async () => {
    server = await startTestServer('pglite', {
      WORKERS: 'off',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    ada = await createLoggedInStudent(server.db);
    bob = await createLoggedInStudent(server.db);
  });
  afterAll(() => server?.close());

  const presign = async (student: TestStudent, answerKey = FILE_KEY) => {
    const res = await callAs(server.app, student, 'POST', '/api/presigned-url', {
      answer_key: answerKey,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { url: string; fields: Record<string, string> };
  };
  const post = async (target: { url: string; fields: Record<string, string> }, bytes: Buffer) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'scan.png');
    return fetch(target.url, { method: 'POST', body: form });
  };
  const convert = (student: TestStudent, fileKey: string, key = FILE_KEY) =>
    callAs(server.app, student, 'POST', `/api/pdf/document-answer/${key}`, {
      file_key: fileKey,
      file_name: 'scan.png',
    });

  it('hands out an S3 presigned POST whose policy fixes the key, the size range and the expiry', async () => {
    const target = await presign(ada);
    expect(target.url).toBe(`${s3.endpoint}/${BUCKET}`);
    expect(target.fields.key).toMatch(new RegExp(`^uploads/${ada.id}/${FILE_KEY}/`));
    const policy = JSON.parse(Buffer.from(target.fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: target.fields.key },
        ['content-length-range', 1, 1024 * 1024],
      ]),
    );
    const lifetime = Date.parse(policy.expiration) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    expect(target.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records, converts and lists an upload once its conversion is requested', async () => {
    const target = await presign(ada);
    const png = makePng();
    expect((await post(target, png)).status).toBe(204);
    expect((await convert(ada, target.fields.key!)).statusCode).toBe(200);
    expect(await runOnce(server.app.ctx)).toBe(true);
    const status = await callAs(server.app, ada, 'GET', `/api/pdf/document-answer/${FILE_KEY}`);
    expect(status.json()).toMatchObject({ status: 'COMPLETED' });
    const pdf = await callAs(server.app, ada, 'GET', status.json().url);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const answers = (await callAs(server.app, ada, 'GET', '/api/document-answer')).json();
    expect(answers[FILE_KEY]).toMatchObject({ file_name: 'scan.png', file_size: png.length });
    // The embedded upload route does not exist with a bucket.
    expect((await callAs(server.app, ada, 'POST', '/storage/upload')).statusCode).toBe(404);
  });

  it("refuses another student's upload key", async () => {
    const target = await presign(ada);
    expect((await post(target, makePng())).status).toBe(204);
    const res = await convert(bob, target.fields.key!);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  });

  it('refuses and deletes an object outside 1 byte to 1 MB that the bucket let through', async () => {
    const storage = server.app.ctx.storage;
    for (const [bytes, status, message] of [
      [Buffer.alloc(1024 * 1024 + 1, 1), 413, TOO_LARGE_MESSAGE],
      [Buffer.alloc(0), 400, EMPTY_MESSAGE],
    ] as const) {
      const { fields } = await presign(bob);
      await storage.put(fields.key!, bytes);
      const res = await convert(bob, fields.key!);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
      expect(await storage.size(fields.key!)).toBeUndefined();
    }
  });

  it('reports an upload that never arrived', async () => {
    const { fields } = await presign(bob);
    expect((await convert(bob, fields.key!)).statusCode).toBe(404);
  });
});
