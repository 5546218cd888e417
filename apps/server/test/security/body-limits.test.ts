/**
 * A body over the limit gets a reply the client can read (issue 26, finding 11): Fastify refuses
 * it from its Content-Length and asks for the connection to be closed; closing while the client
 * is still sending can reset the connection before the client reads the reply (the review saw
 * Node's `fetch` report "fetch failed"). The server now reads and discards the rest (a lingering
 * close, up to a bound) and keeps the connection. Over a real socket: `inject` cannot show it.
 * On this machine's loopback the reset did not reproduce (these pass without the drain too);
 * they hold the reply and the connection's reuse to what clients need.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../app.ts';
import { createLoggedInStudent, type TestStudent } from '../application-helpers.ts';

const TOO_LARGE = { message: 'Request body is too large' };
/** A 3 MB answer: twelve times the 256 KB body limit. */
const BODY = JSON.stringify({ first_name: 'x'.repeat(3 * 1024 * 1024) });

describe('a body over the limit', () => {
  let server: TestServer;
  let address: string;
  let student: TestStudent;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { WORKERS: 'off' });
    address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    student = await createLoggedInStudent(server.db);
    dir = await mkdtemp(join(tmpdir(), 'body-limits-'));
    await writeFile(join(dir, 'body.json'), BODY);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const put = (body: string) =>
    fetch(`${address}/api/answer`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: student.cookie },
      body,
    });

  it('answers 413 with its message to fetch, and the next request is served', async () => {
    const refused = await put(BODY);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual(TOO_LARGE);
    const saved = await put(JSON.stringify({ first_name: 'Ada' }));
    expect(saved.status).toBe(200);
  });

  it('answers 413 to curl sending Expect: 100-continue', async () => {
    const { stdout } = await promisify(execFile)(
      'curl',
      [
        '--max-time',
        '20',
        '--silent',
        '--write-out',
        '\n%{http_code}',
        '--header',
        'Expect: 100-continue',
        '--header',
        'content-type: application/json',
        '--header',
        `cookie: ${student.cookie}`,
        '--request',
        'PUT',
        '--data-binary',
        `@${join(dir, 'body.json')}`,
        `${address}/api/answer`,
      ],
      { encoding: 'utf8' },
    ).then(
      (result) => result,
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    const [body, status] = stdout.split('\n');
    expect(status).toBe('413');
    expect(JSON.parse(body!)).toEqual(TOO_LARGE);
  });
});
