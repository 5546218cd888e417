/**
 * An exclusive lock on a PGlite data directory. PGlite is PostgreSQL in one process with no
 * locking of its own: a second process that opens the same files (a second server, a CLI beside a
 * running server) sees stale data, and its writes corrupt the database or abort both.
 *
 * The lock is `DATA_DIR/pglite.lock`, created with O_EXCL and holding the owner's pid and the
 * start time the kernel recorded for it (so a pid reused by another process after a crash is not
 * mistaken for the owner). A lock whose owner is gone (SIGKILL, power loss) is stale and taken
 * over; a live owner's lock makes the opener fail with {@link DataDirLockedError}.
 */
import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'pglite.lock';

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${pid}). Its embedded database ` +
        '(PGlite) can be opened by one process only: stop that process first, give this one ' +
        'its own DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several.',
    );
  }
}

/** A held lock. */
export interface DataDirLock {
  release(): Promise<void>;
}

/** The kernel's start time of a process (clock ticks since boot), '' where /proc is missing. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the 3rd, starttime the 22nd.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return process.platform === 'linux' ? undefined : '';
  }
}

/** Whether the process that wrote `content` still runs. */
function ownerAlive(content: string): number | undefined {
  const [pidText, started = ''] = content.trim().split(' ');
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user — alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  const now = startTimeOf(pid);
  if (now === undefined) return undefined;
  return now === '' || started === '' || now === started ? pid : undefined;
}

/** The pid of the live process holding `dataDir`'s lock, or undefined. */
export async function lockHolder(dataDir: string): Promise<number | undefined> {
  try {
    return ownerAlive(await readFile(join(resolve(dataDir), LOCK_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** Takes the lock of `dataDir` (which must exist) or throws {@link DataDirLockedError}. */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const directory = resolve(dataDir);
  const path = join(directory, LOCK_FILE);
  const content = `${process.pid} ${startTimeOf(process.pid) ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(content);
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    let existing: string;
    try {
      existing = await readFile(path, 'utf8');
    } catch {
      continue; // Released meanwhile: try again.
    }
    const holder = ownerAlive(existing);
    if (holder !== undefined) throw new DataDirLockedError(directory, holder);
    // Stale. Removed only if it is still the same stale lock, not one taken meanwhile.
    if ((await readFile(path, 'utf8').catch(() => '')) === existing)
      await unlink(path).catch(() => undefined);
  }
  // Released even when the process exits without closing the database (an uncaught error).
  const onExit = () => {
    try {
      if (readFileSync(path, 'utf8') === content) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  return {
    async release() {
      process.removeListener('exit', onExit);
      onExit();
    },
  };
}
