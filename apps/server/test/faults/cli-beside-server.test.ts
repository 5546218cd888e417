/**
 * The operator's command-line tools beside a running server on PGlite (issue 13, finding 6).
 * PGlite is one process's database: before the fix the CLIs opened the server's data directory a
 * second time (their tokens were unknown to the running server until a restart, and concurrent
 * writes aborted both), and nothing kept a second server off the same directory. Now the data
 * directory is locked, a second opener exits with a message saying why, and the service-link and
 * prefilled-link CLIs go through the running server's loopback operator endpoint.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from './clients.ts';
import { createStudents, tempDataDir, withPglite } from './seed.ts';
import { killAllServers, startServer } from './server-process.ts';

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Runs one of `src/cli/*.ts` as an operator would, on `DATA_DIR` and PGlite. */
const cli = (name: string, args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', join('src/cli', name), ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: 'https://apply.example.edu',
    },
    timeout: 90_000,
  });
const tokenOf = (stdout: string, parameter: string) =>
  new URL(stdout.trim()).searchParams.get(parameter)!;

afterAll(killAllServers);

describe('CLIs beside a running server on PGlite', () => {
  it('issue links the running server accepts, and keep a second opener off DATA_DIR', async () => {
    const data = await tempDataDir();
    try {
      const [student] = await withPglite(data.path, (db) => createStudents(db, 1));
      const env = { DATA_DIR: data.path, DATABASE_URL: '', WORKERS: 'off' };
      const server = await startServer('server', env);
      const saved = await call(server.url, 'PUT', '/api/answer', {
        cookie: student!.cookie,
        body: { first_name: 'Ada' },
      });
      expect(saved.status).toBe(200);

      // A service link for that student, issued while the server runs and writes.
      const service = await cli('service-token.ts', [student!.username], data.path);
      const read = await call(
        server.url,
        'GET',
        `/service/tmp-pdf?service_token=${encodeURIComponent(tokenOf(service.stdout, 'service_token'))}`,
      );
      expect(read.status).toBe(200);
      expect(read.body?.answer).toEqual({ first_name: 'Ada' });

      // A prefilled link from a file, checked by the running server's form.
      const file = join(data.path, 'answers.json');
      await writeFile(file, JSON.stringify({ answers: { first_name: 'Grace' } }));
      const prefilled = await cli('tmp-token.ts', [file], data.path);
      const tmp = await call(
        server.url,
        'GET',
        `/public/tmp?token=${encodeURIComponent(tokenOf(prefilled.stdout, 'token'))}`,
      );
      expect(tmp.status).toBe(200);
      expect(tmp.body?.answer).toEqual({ first_name: 'Grace' });

      // The server's refusals reach the operator as messages.
      await expect(cli('service-token.ts', ['nobody@example.edu'], data.path)).rejects.toThrow(
        /no account/,
      );
      await writeFile(file, JSON.stringify({ unknown_key: 'x' }));
      await expect(cli('tmp-token.ts', [file], data.path)).rejects.toThrow(/unknown_key/);

      // A second server, and a tool that would open the database itself, are turned away.
      const locked = new RegExp(`DATA_DIR .* is in use by another process \\(pid ${server.pid}\\)`);
      await expect(startServer('second', env)).rejects.toThrow(locked);
      await expect(cli('export.ts', [], data.path)).rejects.toThrow(locked);

      // The first server is untouched by all this.
      expect(
        (await call(server.url, 'GET', '/api/profile', { cookie: student!.cookie })).body?.answer,
      ).toEqual({ first_name: 'Ada' });

      // Killed without a chance to clean up, its lock is stale: the tools open the database again.
      await server.kill9();
      const direct = await cli('service-token.ts', [student!.username], data.path);
      expect(tokenOf(direct.stdout, 'service_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const restarted = await startServer('restarted', env);
      const again = await call(
        restarted.url,
        'GET',
        `/service/tmp-pdf?service_token=${encodeURIComponent(tokenOf(direct.stdout, 'service_token'))}`,
      );
      expect(again.status).toBe(200);
      await restarted.stop();
    } finally {
      await data.dispose();
    }
  });
});
