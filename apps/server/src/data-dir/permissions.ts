/**
 * DATA_DIR holds PGlite's files (password hashes and usernames in its WAL), uploaded documents,
 * the outbox's live reset links and the storage secret: it is the server user's alone. It is
 * made 0700 and every file the process writes 0600, and a data directory every local user can
 * write to is refused (anyone could have planted or swapped files in it).
 */
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** The mode bits for group and others. */
const GROUP_AND_OTHERS = 0o077;
const OTHERS_WRITE = 0o002;

/** A data directory the server will not use. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/**
 * Files and directories this process creates from now on get no group or other permissions
 * (PGlite's files included: they are written through Node's `fs` by this process). For the
 * server and the command-line tools, at start.
 */
export function restrictNewFiles(): void {
  process.umask(GROUP_AND_OTHERS);
}

/**
 * Creates `dataDir` 0700 when missing. An existing one that others may write to is refused; one
 * they may only read or enter is tightened to 0700 (`tightened` says so, for a warning).
 */
export async function prepareDataDir(dataDir: string): Promise<{ tightened: boolean }> {
  const path = resolve(dataDir);
  await mkdir(path, { recursive: true, mode: 0o700 });
  const info = await stat(path);
  if (!info.isDirectory()) throw new DataDirError(`DATA_DIR ${path} is not a directory.`);
  const mode = info.mode & 0o777;
  if (mode & OTHERS_WRITE)
    throw new DataDirError(
      `DATA_DIR ${path} is writable by every user of this machine (mode ${mode.toString(8)}), ` +
        'so its database and files cannot be trusted. Refusing to start: use a directory only ' +
        `the server's user can access (chmod 700 ${path}, after checking what is in it).`,
    );
  if (mode & GROUP_AND_OTHERS && info.uid === process.getuid?.()) {
    await chmod(path, 0o700);
    return { tightened: true };
  }
  return { tightened: false };
}

/**
 * Makes every directory under `root` 0700 and every file 0600. PGlite unpacks its initial
 * database with the archive's modes (0666) through explicit chmods that the umask does not
 * reach; files it creates later do get the umask.
 */
export async function restrictTree(root: string): Promise<void> {
  await chmod(root, 0o700);
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) await restrictTree(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}
