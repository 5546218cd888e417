/** The server's log never holds the secrets that travel in URLs, nor cookies or bodies. */
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { redactQuery } from '../src/log-options.ts';
import { openTestDatabase, type TestDatabase } from './databases.ts';

describe('request logs', () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await buildApp({
      config: readConfig({ COOKIE_SECURE: 'false', DATA_DIR: '.data-test', WORKERS: 'off' }),
      db,
      mailer: { send: async () => undefined },
      logger: stream,
    });
  });
  afterAll(async () => {
    await app.close();
    await db.dispose();
  });

  it('keep which query parameters came, never their values', () => {
    expect(redactQuery('/reset?username=ada%40example.edu&id=SECRET')).toBe(
      '/reset?username=…&id=…',
    );
    expect(redactQuery('/api/pdf/file?token=abc')).toBe('/api/pdf/file?token=…');
    expect(redactQuery('/about')).toBe('/about');
    expect(redactQuery('/x?flag')).toBe('/x?flag');
  });

  it('hold no token, reset id, cookie or password', async () => {
    const secrets = [
      'TMPTOKEN123',
      'SERVICETOKEN456',
      'RESETID789',
      'SESSIONCOOKIE',
      'Pass-word-12!',
    ];
    await app.inject({ method: 'GET', url: `/public/tmp?token=${secrets[0]}` });
    await app.inject({ method: 'GET', url: `/service/tmp-pdf?service_token=${secrets[1]}` });
    await app.inject({ method: 'GET', url: `/reset?username=a%40b.edu&id=${secrets[2]}` });
    await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: `admissions_session=${secrets[3]}` },
    });
    await app.inject({
      method: 'POST',
      url: '/public/login',
      payload: { username: 'a@b.edu', password: secrets[4] },
    });
    const log = lines.join('');
    expect(log).toContain('/public/tmp?token=…');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
