/**
 * Attacks on stored files: path traversal in every key a client sends (answer keys, file keys,
 * route parameters, upload form fields, static paths), and tampered presigned upload policies.
 * The data directory sits in a parent holding a secret file: nothing outside the store may be
 * read (no reply carries the secret) or written (the directories do not change).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePolicy, MAX_FILE_BYTES, signPolicy } from '../../src/documents/policy.ts';
import { loadStorageSecret } from '../../src/documents/secret.ts';
import { startTestServer, type TestServer } from '../app.ts';
import { callAs, createLoggedInStudent, type TestStudent } from '../application-helpers.ts';
import { DATABASES, FILE_KEY, filesUnder, presign, upload } from './support.ts';

/** Ways to leave a directory, raw (for bodies and form fields). */
const TRAVERSALS = [
  '../storage-secret',
  '../../secret.txt',
  `uploads/1/${FILE_KEY}/../../../../secret.txt`,
  '..%2f..%2fsecret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '..\\..\\secret.txt',
  `uploads\\1\\${FILE_KEY}\\..\\..\\x`,
  `${FILE_KEY}\u0000.pdf`,
  'uploads/1/personal_statement_doc/\u0000',
  `uploads//${FILE_KEY}`,
  '.',
  '~/.ssh/id_rsa',
];
/** The same, as URL path segments of a route parameter. */
const ENCODED_SEGMENTS = [
  '..',
  '%2e%2e',
  '..%2f..%2fsecret.txt',
  '%2e%2e%2f%2e%2e%2fsecret.txt',
  '%2fetc%2fpasswd',
  '..%5c..%5csecret.txt',
  `${FILE_KEY}%00`,
  `${FILE_KEY}%00.pdf`,
  '%252e%252e%252f',
];

describe.each(DATABASES)('stored files (%s)', (kind) => {
  let server: TestServer;
  let parent: string;
  let dataDir: string;
  let student: TestStudent;
  let other: TestStudent;
  const secretText = `outside-the-store-${randomBytes(8).toString('hex')}`;
  /** Every file of the parent directory (the data directory included) and its contents' secret. */
  const disk = async () => filesUnder(parent);
  const rows = async () =>
    (await server.db.query('SELECT 1 FROM document_answers')).length +
    (await server.db.query('SELECT 1 FROM document_conversions')).length;
  const expectNothingLeaked = (response: { body: string }, label: string) => {
    expect(response.body, label).not.toContain(secretText);
    expect(response.body, label).not.toContain('"name": "@admissions');
  };

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'security-files-'));
    dataDir = join(parent, 'data');
    await mkdir(dataDir);
    await writeFile(join(parent, 'secret.txt'), secretText);
    server = await startTestServer(kind, { WORKERS: 'off', DATA_DIR: dataDir });
    student = await createLoggedInStudent(server.db);
    other = await createLoggedInStudent(server.db);
  });
  afterAll(async () => {
    await server?.close();
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses traversal in answer keys, file keys and route parameters', async () => {
    const before = { disk: await disk(), rows: await rows() };
    for (const key of TRAVERSALS) {
      const presigned = await callAs(server.app, student, 'POST', '/api/presigned-url', {
        answer_key: key,
      });
      expect(presigned.statusCode, key).toBe(400);
      const conversion = await callAs(
        server.app,
        student,
        'POST',
        `/api/pdf/document-answer/${FILE_KEY}`,
        { file_key: key, file_name: key },
      );
      expect([400, 404], key).toContain(conversion.statusCode);
      expectNothingLeaked(conversion, key);
    }
    for (const segment of ENCODED_SEGMENTS)
      for (const [method, url] of [
        ['DELETE', `/api/document-answer/${segment}`],
        ['POST', `/api/pdf/document-answer/${segment}`],
        ['GET', `/api/pdf/document-answer/${segment}`],
        ['GET', `/api/pdf/document-answer/${segment}/file`],
        ['DELETE', `/api/pdf/document-answer/${segment}`],
      ] as const) {
        const response = await callAs(
          server.app,
          student,
          method,
          url,
          method === 'POST' ? { file_key: 'x', file_name: 'x' } : undefined,
        );
        const label = `${method} ${url}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        expectNothingLeaked(response, label);
      }
    expect({ disk: await disk(), rows: await rows() }).toEqual(before);
  });

  it('refuses traversal in the fields of an upload form', async () => {
    const before = { disk: await disk(), rows: await rows() };
    const { fields } = await presign(server.app, student);
    const secret = await loadStorageSecret(dataDir);
    for (const key of [...TRAVERSALS, ...TRAVERSALS.map((k) => `uploads/${student.id}/${k}`)]) {
      const tampered = await upload(server.app, student, { ...fields, key });
      expect([400, 403], key).toContain(tampered.statusCode);
      // Even a policy the server itself signed for such a key is refused (400, not stored).
      const policy = encodePolicy({
        key,
        'content-length-range': [1, MAX_FILE_BYTES],
        expiration: new Date(Date.now() + 60_000).toISOString(),
      });
      const signed = await upload(server.app, student, {
        key,
        policy,
        signature: signPolicy(secret, policy),
      });
      expect([400, 403], key).toContain(signed.statusCode);
    }
    expect({ disk: await disk(), rows: await rows() }).toEqual(before);
  });

  it('serves nothing outside the static directories', async () => {
    for (const prefix of ['/schemas/', '/assets/', '/storybook/', '/playground/', '/'])
      for (const path of [
        '../package.json',
        '..%2fpackage.json',
        '%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
        '..%5c..%5cpackage.json',
        '....//....//package.json',
        `%2e%2e%2f%2e%2e%2f%2e%2e%2f${parent.replace(/\//g, '%2f')}%2fsecret.txt`,
        `..%2f..%2f..%2f..%2f..%2f..%2f..%2f..%2f${parent.slice(1).replace(/\//g, '%2f')}%2fsecret.txt`,
        'package.json%00.json',
      ]) {
        const response = await server.app.inject({ method: 'GET', url: `${prefix}${path}` });
        expect(response.statusCode, `${prefix}${path}`).toBeLessThan(500);
        expectNothingLeaked(response, `${prefix}${path}`);
      }
  });

  it('keeps the store itself to its directory', async () => {
    for (const key of TRAVERSALS) {
      await expect(server.app.ctx.storage.put(key, Buffer.from('x')), key).rejects.toThrow(
        /unsafe/,
      );
      await expect(server.app.ctx.storage.get(key), key).rejects.toThrow(/unsafe/);
    }
    expect(await readFile(join(parent, 'secret.txt'), 'utf8')).toBe(secretText);
  });

  describe('tampered upload policies', () => {
    const decode = (policy: string) => JSON.parse(Buffer.from(policy, 'base64url').toString());
    const TAMPERINGS: Record<
      string,
      (fields: Record<string, string>) => Promise<Record<string, string>>
    > = {
      'another key of the same student': async (f) => ({
        ...f,
        key: `uploads/${student.id}/${FILE_KEY}/${'A'.repeat(32)}`,
      }),
      'a wider size range': async (f) => ({
        ...f,
        policy: encodePolicy({
          ...decode(f.policy!),
          'content-length-range': [0, 100 * MAX_FILE_BYTES],
        }),
      }),
      'a later expiry': async (f) => ({
        ...f,
        policy: encodePolicy({
          ...decode(f.policy!),
          expiration: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      }),
      'the signature of another signed policy': async (f) => ({
        ...f,
        signature: (await presign(server.app, student)).fields.signature,
      }),
      "another student's policy": async () => (await presign(server.app, other)).fields,
      'an expired policy the server signed': async (f) => {
        const policy = encodePolicy({
          ...decode(f.policy!),
          expiration: new Date(Date.now() - 1000).toISOString(),
        });
        return { ...f, policy, signature: signPolicy(await loadStorageSecret(dataDir), policy) };
      },
      'no signature': async ({ signature: _omitted, ...f }) => f,
      'an empty signature': async (f) => ({ ...f, signature: '' }),
    };

    it.each(Object.keys(TAMPERINGS))('refuses %s and stores nothing', async (name) => {
      const before = { disk: await disk(), rows: await rows() };
      const { fields } = await presign(server.app, student);
      const response = await upload(server.app, student, await TAMPERINGS[name]!(fields));
      // A form without its signature is incomplete (400); every other tampering is 403.
      expect(response.statusCode, response.body).toBe(name === 'no signature' ? 400 : 403);
      expect(response.json().message).toEqual(expect.any(String));
      expect({ disk: await disk(), rows: await rows() }).toEqual(before);
      // The untampered form still works: only the tampering was refused.
      expect((await upload(server.app, student, fields)).statusCode).toBe(204);
      await callAs(server.app, student, 'DELETE', `/api/document-answer/${FILE_KEY}`);
    });
  });
});
