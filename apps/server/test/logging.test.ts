/**
 * The server's log: one line per request, never the secrets that travel in URLs, nor cookies or
 * bodies; written through a buffer that loses nothing on exit and writes warnings and errors at
 * once.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { redactQuery } from '../src/log-options.ts';
import { openTestDatabase, type TestDatabase, TEST_DATA_DIR } from './databases.ts';

describe('request logs', () => {
  const lines: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    app = await buildApp({
      config: readConfig({ COOKIE_SECURE: 'false', DATA_DIR: TEST_DATA_DIR, WORKERS: 'off' }),
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

  it('are one line per request, written on completion', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/profile?view=full' });
    expect(response.statusCode).toBe(401);
    const written = lines
      .join('')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/profile?view=…',
      statusCode: 401,
      remoteAddress: '127.0.0.1',
    });
    expect(written[0]!.reqId).toMatch(/^req-/);
    expect(written[0]!.responseTime).toBeTypeOf('number');
  });
});

describe('the buffered log destination', () => {
  const child = fileURLToPath(new URL('./buffered-log-child.ts', import.meta.url));
  /** The JSON lines a child process wrote before it ended as `how` says. */
  const run = async (how: string, count: number) => {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      child,
      how,
      String(count),
    ]).catch((error: { stdout: string }) => error);
    return stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; n?: number });
  };

  it('writes every line on exit, in order', async () => {
    const written = await run('exit', 5000);
    expect(written.map((line) => line.n)).toEqual([...Array(5000).keys()]);
  });

  it('writes every line when an uncaught error ends the process', async () => {
    expect(await run('throw', 300)).toHaveLength(300);
  });

  it('writes an error line at once, with the lines before it', async () => {
    const written = await run('kill', 200);
    expect(written).toHaveLength(201);
    expect(written.at(-1)!.msg).toBe('failed');
  });

  it('buffers other lines: a SIGKILL right after them loses them', async () => {
    expect(await run('kill-quiet', 200)).toHaveLength(0);
  });

  it('exits after an error line when its reader has gone (the lines are lost)', async () => {
    // SonicBoom 4's flushSync retries a write that fails with EPIPE every 100 ms, forever.
    const proc = spawn(process.execPath, ['--import', 'tsx', child, 'reader-gone', '100'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    proc.stdout.destroy();
    const hung = setTimeout(() => proc.kill('SIGKILL'), 15_000);
    const [code, signal] = (await once(proc, 'exit')) as [number | null, string | null];
    clearTimeout(hung);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
