/**
 * The real server as a child process, started as production starts it
 * (`node --import tsx src/server.ts`), so that a fault can be a real SIGKILL. Only processes
 * started here are ever signalled: the server itself and, after it died, whatever it had started
 * (Chromium) that outlived it. Every server still running when a test file ends is killed.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** Generous: the machine may be busy, and a first start on a new data directory runs initdb. */
const STARTUP_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
/** The newest log lines kept per server (for failure messages and log checks). */
const KEPT_LOG_LINES = 2_000;

/** A line of the server's pino log. */
export type LogLine = { level?: number; msg?: string; err?: { message?: string } } & Record<
  string,
  unknown
>;

/** A running server process. */
export interface ServerProcess {
  readonly name: string;
  /** `http://127.0.0.1:<port>` (each start gets a free port). */
  readonly url: string;
  readonly pid: number;
  /** Its log, newest {@link KEPT_LOG_LINES} lines. */
  readonly logs: LogLine[];
  /** Every warning and error it logged (level 40 and above; request lines would crowd them out). */
  readonly problems: LogLine[];
  /** Resolves with the exit code or signal once the process has exited. */
  readonly exited: Promise<string>;
  /** The command names of the processes it started and that still run (e.g. Chromium's). */
  children(): string[];
  /** SIGKILL, no warning; resolves once the process is gone and its orphans are reaped. */
  kill9(): Promise<{ orphansKilled: number }>;
  /** SIGTERM (the server closes cleanly), SIGKILL if it takes too long. */
  stop(): Promise<void>;
}

const running = new Set<ServerProcess>();

/** Every process whose parent chain leads to `root` (read from /proc). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length)
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  return found;
}

/** A process's command name ('' once it has ended). */
const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * Whether a process still runs. A zombie does not: it has exited and only waits to be reaped,
 * which a container's init may never do.
 */
const isAlive = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

/** A delay that does not keep the test process alive on its own. */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/** SIGKILL that ignores a process already gone. */
const killNow = (pid: number): void => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already exited.
  }
};

// A test process that ends abruptly leaves no server behind.
process.once('exit', () => {
  for (const server of running) killNow(server.pid);
});

/**
 * Starts `src/server.ts` with `env` on a free port of 127.0.0.1 (plain-http cookies) and resolves
 * once it listens. The caller's environment is passed on, so DATABASE_URL must be set or
 * removed explicitly (`DATABASE_URL: ''` means PGlite under DATA_DIR).
 */
export async function startServer(name: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', COOKIE_SECURE: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid!;
  const logs: LogLine[] = [];
  const problems: LogLine[] = [];
  const keep = (line: LogLine) => {
    if ((line.level ?? 0) >= 40) problems.push(line);
    logs.push(line);
    if (logs.length > KEPT_LOG_LINES) logs.splice(0, logs.length - KEPT_LOG_LINES);
  };
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  let listening: (url: string) => void;
  const url = new Promise<string>((resolve) => (listening = resolve));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      line = { msg: text };
    }
    keep(line);
    const at = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line.msg ?? '');
    if (at) listening(at[1]!);
  });
  createInterface({ input: child.stderr! }).on('line', (text) => keep({ level: 60, msg: text }));

  let orphans: number[] = [];
  const server: ServerProcess = {
    name,
    url: '',
    pid,
    logs,
    problems,
    exited,
    children: () => descendantsOf(pid).map(commandOf),
    async kill9() {
      // Its children (Chromium) are read before the kill: afterwards they are reparented.
      orphans = descendantsOf(pid);
      killNow(pid);
      await exited;
      running.delete(server);
      // Chromium notices its parent's pipe closing and exits on its own; give it a moment.
      for (let i = 0; i < 20 && orphans.some(isAlive); i++) await sleep(100);
      const survivors = orphans.filter(isAlive);
      const names = survivors.map(commandOf);
      survivors.forEach(killNow);
      if (survivors.length) console.warn(`${name}: orphans outlived it 2 s: ${names.join(', ')}`);
      return { orphansKilled: survivors.length };
    },
    async stop() {
      if (!isAlive(pid)) return void running.delete(server);
      process.kill(pid, 'SIGTERM');
      const done = await Promise.race([exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
      if (done === undefined) await server.kill9();
      running.delete(server);
    },
  };
  running.add(server);
  const started = await Promise.race([
    url,
    exited.then((how) => Promise.reject(new Error(`${name} exited (${how}) before listening`))),
    sleep(STARTUP_TIMEOUT_MS).then(() => Promise.reject(new Error(`${name} did not start`))),
  ]).catch(async (error: Error) => {
    await server.kill9();
    const tail = logs.slice(-20).map((l) => l.msg ?? JSON.stringify(l));
    throw new Error(`${error.message}:\n${tail.join('\n')}`);
  });
  return Object.assign(server, { url: started });
}

/** Kills every server of this file that is still running (an afterAll of each test file). */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill9()));
}

/** Log lines at error level (50) or above whose message matches. */
export const errorLines = (server: ServerProcess, message: RegExp): LogLine[] =>
  server.problems.filter((line) => (line.level ?? 0) >= 50 && message.test(line.msg ?? ''));
