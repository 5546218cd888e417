/**
 * The real server as a child process: `node --import tsx apps/server/src/server.ts` on a free
 * port, with a fresh temporary DATA_DIR (so PGlite, uploads and the e-mail outbox start empty),
 * serving the built portal. Nothing is built here: `npm test` builds before Vitest starts.
 *
 * The child gets its own process group, so a stop also ends anything it started (the PDF
 * worker's Chromium) and a crashed test run leaves no orphans behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORTAL_DIST, ROOT, SERVER_ENTRY } from './paths.ts';

export interface ServerOptions {
  /** Extra environment (SESSION_IDLE_MS for the inactivity spec, FORM_VARIANT…). */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * A data directory to start from (copied): the global set-up's freshly migrated one. A new
   * PGlite directory takes about ten seconds to initialise; a copy opens in one.
   */
  readonly template?: string;
  /** Keep the data directory on stop (the global set-up keeps its template). */
  readonly keepData?: boolean;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, also the server's PUBLIC_URL (links in e-mails point here). */
  readonly url: string;
  readonly dataDir: string;
  /** The environment the server runs with; the CLIs need the same (DATA_DIR, PUBLIC_URL). */
  readonly env: Readonly<Record<string, string>>;
  /** The server's recent log lines, for a failure message. */
  logTail(): string;
  /** The server process's id (also its process group's), while it runs. */
  pid(): number | undefined;
  /**
   * Stops the server, runs `work`, and starts it again on the same port and data. PGlite is
   * one process's database: a CLI may open DATA_DIR only while the server has it closed.
   * `changes` are set in its environment from then on (an operator changing FORM_VARIANT).
   */
  whileStopped<T>(work: () => Promise<T>, changes?: Readonly<Record<string, string>>): Promise<T>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const LOG_LINES = 200;

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Children still running, killed by group if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(true)
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} while starting:\n${log()}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /health within ${STARTUP_TIMEOUT_MS} ms:\n${log()}`);
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(`${PORTAL_DIST}/index.html`))
    throw new Error(`${PORTAL_DIST} is not built: run \`npm run build\` (npm test does) first`);
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-e2e-'));
  if (options.template) await cp(options.template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    // Plain http: Secure cookies would never come back.
    COOKIE_SECURE: 'false',
    // One browser signs up, logs in and resets many times a minute from one address.
    RATE_LIMIT_PER_ADDRESS: '10000',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_EMAIL: '1000',
    RATE_LIMIT_ACCOUNT: '1000',
    ...options.env,
  };
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > LOG_LINES) lines.splice(0, lines.length - LOG_LINES);
  };
  const logTail = () => lines.slice(-40).join('\n');

  let child: ChildProcess | undefined;
  const launch = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child = started;
    running.add(started);
    started.stdout!.on('data', collect);
    started.stderr!.on('data', collect);
    await waitForHealth(url, started, logTail);
  };
  const halt = async () => {
    const current = child;
    child = undefined;
    if (!current) return;
    // SIGTERM lets the server close its database and its Chromium; the group kill after it
    // catches whatever did not end with it.
    current.kill('SIGTERM');
    if (!(await exited(current, STOP_TIMEOUT_MS))) killGroup(current, 'SIGKILL');
    killGroup(current, 'SIGKILL');
    running.delete(current);
  };
  const stop = async () => {
    await halt();
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    dataDir,
    env,
    logTail,
    pid: () => child?.pid,
    stop,
    async whileStopped<T>(
      work: () => Promise<T>,
      changes: Readonly<Record<string, string>> = {},
    ): Promise<T> {
      await halt();
      try {
        return await work();
      } finally {
        Object.assign(env, changes);
        await launch();
      }
    },
  };
}
