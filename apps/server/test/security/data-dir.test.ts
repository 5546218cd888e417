/**
 * DATA_DIR is the server user's alone (issue 13, finding 7): PGlite's files hold password hashes
 * and usernames, the outbox live reset links, the store applicants' documents. A real server
 * process on PGlite (as `npm start` runs it) leaves no file readable by group or others, tightens
 * a data directory others could read, and refuses one every user can write to.
 */
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.ts';
import { diskStorage } from '../../src/storage/object-storage.ts';
import { call } from '../faults/clients.ts';
import { killAllServers, startServer } from '../faults/server-process.ts';

afterAll(killAllServers);

/** Every path under `root` (itself included) with its permission bits. */
async function modesUnder(root: string): Promise<Map<string, number>> {
  const modes = new Map<string, number>([[root, (await stat(root)).mode & 0o777]]);
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    modes.set(path, (await stat(path)).mode & 0o777);
  }
  return modes;
}

const openToOthers = (modes: Map<string, number>) =>
  [...modes]
    .filter(([, mode]) => mode & 0o077)
    .map(([path, mode]) => `${mode.toString(8)} ${path}`);

describe('DATA_DIR permissions', () => {
  it('keeps every file of a running server to its owner, and tightens an open DATA_DIR', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'admissions-data-dir-'));
    const dataDir = join(parent, 'data');
    try {
      // An existing data directory others may read and enter, as `mkdir` makes it.
      await mkdir(dataDir, { mode: 0o755 });
      await chmod(dataDir, 0o755);
      const server = await startServer('server', {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WORKERS: 'off',
        SMTP_URL: '',
        // Disagrees with COOKIE_SECURE=false (startServer's plain http): a warning at start.
        PUBLIC_URL: 'https://apply.example.edu',
      });
      // A sign-up writes a confirmation e-mail (a live code) to the outbox.
      const signup = await call(server.url, 'POST', '/public/signup', {
        body: { username: 'perm.test@example.edu', password: 'Correct-Horse-7-battery' },
      });
      expect(signup.status).toBe(200);
      // The mail may be sent after the reply (sign-up answers in the same time for every address).
      for (let i = 0; i < 100; i++) {
        const outbox = await readdir(join(dataDir, 'outbox')).catch(() => []);
        if (outbox.length) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const modes = await modesUnder(dataDir);
      expect(modes.get(dataDir)).toBe(0o700);
      const names = [...modes.keys()].map((path) => path.slice(dataDir.length + 1));
      expect(names).toEqual(
        expect.arrayContaining(['pglite', 'pglite.lock', 'operator.json', 'storage-secret']),
      );
      expect(names.some((name) => /^outbox\/.+\.eml$/.test(name))).toBe(true);
      expect(names.filter((name) => name.startsWith('pglite/')).length).toBeGreaterThan(100);
      expect(openToOthers(modes)).toEqual([]);
      expect(server.problems.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/was open to other users: now 0700/),
          expect.stringMatching(/COOKIE_SECURE=false but PUBLIC_URL .* is https/),
        ]),
      );
      await server.stop();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start on a data directory every user can write to', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'admissions-data-dir-'));
    try {
      await chmod(dataDir, 0o777);
      await expect(
        startServer('world-writable', { DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: 'off' }),
      ).rejects.toThrow(
        /DATA_DIR .* is writable by every user of this machine .*Refusing to start/,
      );
      // Nothing was written into it.
      expect(await readdir(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('writes stored objects and outbox mails 0600 whatever the umask', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'admissions-data-dir-'));
    const previous = process.umask(0o022);
    try {
      await diskStorage(join(dataDir, 'storage')).put('uploads/s/q/key', new Uint8Array([1, 2]));
      const log = { info: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'];
      await createMailer({ dataDir, log }).send({ to: 'a@example.edu', subject: 's', text: 't' });
      const modes = await modesUnder(dataDir);
      modes.delete(dataDir); // mkdtemp's own, 0700
      expect(modes.size).toBeGreaterThan(5);
      expect(openToOthers(modes)).toEqual([]);
    } finally {
      process.umask(previous);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
