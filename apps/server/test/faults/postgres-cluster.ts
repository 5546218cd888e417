/**
 * A private PostgreSQL for the restart test: a cluster of its own in a temporary directory, run as
 * the `postgres` OS user on a free port of 127.0.0.1 with its socket in that directory. Every
 * pg_ctl call names this cluster's data directory, so stopping and restarting it never touches
 * the machine's shared PostgreSQL (5432) that other tests use.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The PostgreSQL server binaries: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<n>/bin.
 * Missing binaries fail the suite with what to install: a fault test that skipped would report
 * green having run nothing (`.ci/run` installs them where they are missing).
 */
export function requirePostgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0])
    throw new Error(
      `No PostgreSQL server binaries (initdb, pg_ctl) under ${root}: install Debian's postgresql ` +
        'package, or set PG_BIN to their folder.',
    );
  return join(root, versions[0], 'bin');
}

/** A private cluster, started. */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  /** `pg_ctl stop`: `fast` ends sessions cleanly (57P01), `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start`, resolving once it accepts connections. */
  start(): Promise<void>;
  /** `pg_ctl restart`: stops (with `mode`) and starts again. */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /**
   * Freezes it without stopping it: SIGSTOP to the postmaster (first, so it forks nothing new) and
   * to every process it started (backends, checkpointer, ...). Connections stay open and the port
   * keeps accepting TCP connections, but nothing answers: a hung host, not a stopped server.
   */
  freeze(): Promise<void>;
  /** SIGCONT to the processes {@link freeze} stopped, children first. */
  thaw(): Promise<void>;
  /** Stops it (immediate) and removes its directory. */
  dispose(): Promise<void>;
}

/** The postmaster's pid, from the first line of `postmaster.pid` in the data directory. */
async function postmasterPid(data: string): Promise<number> {
  const text = await readFile(join(data, 'postmaster.pid'), 'utf8');
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) throw new Error(`no postmaster pid in ${data}`);
  return pid;
}

/** The pids of `pid`'s direct children, from /proc (every thread's `children` list). */
function childrenOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  return readdirSync(tasks).flatMap((task) =>
    readFileSync(join(tasks, task, 'children'), 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a PostgreSQL binary as the `postgres` user (through runuser when we are root). */
function asPostgres(bin: string, program: string, args: string[]) {
  const path = join(bin, program);
  return userInfo().uid === 0
    ? { file: 'runuser', args: ['-u', 'postgres', '--', path, ...args] }
    : { file: path, args };
}

/** initdb into a new temporary directory, then start. */
export async function createCluster(): Promise<PostgresCluster> {
  const bin = requirePostgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'admissions-faults-pg-'));
  const data = join(dir, 'data');
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chown(dir, uid, gid);
  }
  const pg = async (program: string, args: string[]) => {
    const command = asPostgres(bin, program, args);
    await run(command.file, command.args, { timeout: 120_000 });
  };
  // fsync off: the test kills servers, never the machine, and a busy disk would only slow it.
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  const stopNow = () => {
    // A frozen postmaster would not act on the stop: let it run first.
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Gone.
      }
    }
    const command = asPostgres(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    try {
      execFileSync(command.file, command.args, { stdio: 'ignore' });
    } catch {
      // Not running.
    }
  };
  /** The processes {@link PostgresCluster.freeze} stopped, postmaster first. */
  let frozen: number[] = [];
  // A test run that dies leaves no postmaster behind.
  process.once('exit', stopNow);

  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => ctl('-m', mode, 'stop'),
    start: () => ctl('-l', join(dir, 'log'), '-o', options, 'start'),
    restart: (mode = 'fast') => ctl('-m', mode, '-l', join(dir, 'log'), '-o', options, 'restart'),
    async freeze() {
      const postmaster = await postmasterPid(data);
      process.kill(postmaster, 'SIGSTOP');
      frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen.slice(1)) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of [...frozen].reverse()) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          // Gone meanwhile.
        }
      }
      frozen = [];
    },
    async dispose() {
      stopNow();
      process.off('exit', stopNow);
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
