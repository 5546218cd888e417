/**
 * A private PostgreSQL for the restart test: a cluster of its own in a temporary directory, run as
 * the `postgres` OS user on a free port of 127.0.0.1 with its socket in that directory. Every
 * pg_ctl call names this cluster's data directory, so stopping and restarting it never touches
 * the machine's shared PostgreSQL (5432) that other tests use.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The PostgreSQL binaries: PG_BIN, else the newest of Debian's /usr/lib/postgresql/<n>/bin. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
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
  /** Stops it (immediate) and removes its directory. */
  dispose(): Promise<void>;
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
export async function createCluster(bin: string): Promise<PostgresCluster> {
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
    const command = asPostgres(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    try {
      execFileSync(command.file, command.args, { stdio: 'ignore' });
    } catch {
      // Not running.
    }
  };
  // A test run that dies leaves no postmaster behind.
  process.once('exit', stopNow);

  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => ctl('-m', mode, 'stop'),
    start: () => ctl('-l', join(dir, 'log'), '-o', options, 'start'),
    restart: (mode = 'fast') => ctl('-m', mode, '-l', join(dir, 'log'), '-o', options, 'restart'),
    async dispose() {
      stopNow();
      process.off('exit', stopNow);
      await rm(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
