/**
 * The secret that signs upload policies: `STORAGE_SECRET` when set (its length checked with the
 * other settings at start), otherwise a random secret
 * generated at first start and kept in `DATA_DIR/storage-secret` (mode 0600), so a restart keeps
 * the presigned forms it handed out valid.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORAGE_SECRET_MIN_LENGTH as MIN_LENGTH } from '../settings/serving.ts';

/** The configured secret (`config.storageSecret`), or the one kept in `dataDir`. */
export async function loadStorageSecret(
  dataDir: string,
  configured: string | undefined = undefined,
): Promise<string> {
  if (configured !== undefined) return configured;
  const path = join(dataDir, 'storage-secret');
  const stored = await readSecret(path);
  if (stored) return stored;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole under a name of its own, then linked into place: when two servers start at
  // once, the first link wins and both use it, and neither ever reads a file still being written
  // (which a plain `wx` write allowed: the loser read it empty).
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, `${secret}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(temp, path);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(path);
    if (!winner) throw new Error(`${path} is empty or too short`, { cause: error });
    return winner;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

async function readSecret(path: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(path, 'utf8')).trim();
    if (secret.length < MIN_LENGTH) throw new Error(`${path} is empty or too short`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
