/**
 * What the load benchmark runs against: the server as `npm start` runs it (a process of its own,
 * request logs on) and the server inside the benchmark's process (the project's older harness,
 * no request logs), each on PostgreSQL and on PGlite (on disk, as `npm start` opens it), and a
 * bare Fastify route both ways. Each server's database holds two sets of 100 students: fresh
 * applications (the 2-key saves) and full ones of about 450 answers (the page diffs, the profile).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { readConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openTestDatabase } from '../../test/databases.ts';
import { fullApplication } from './bodies.ts';
import { startBareProcess } from './processes.ts';
import { startServerProcess } from './server-process.ts';
import { createStudents } from './students.ts';

export type Mode = 'out-of-process' | 'in-process';
export type DbName = 'PostgreSQL' | 'PGlite';

export interface Target {
  readonly mode: Mode;
  readonly db?: DbName;
  readonly base: string;
  /** The server's process ids ('self' in process: the benchmark's own). */
  readonly serverPid: number | 'self';
  /** The PostgreSQL database whose backends serve this target. */
  readonly pgDatabase?: string;
  /** Session cookies of students with fresh applications, and with full ones. */
  readonly fresh: readonly string[];
  readonly full: readonly string[];
  stop(): Promise<void>;
}

/** The auth rate limits would answer nearly every benchmark login with 429: raised here only. */
export const UNLIMITED = {
  RATE_LIMIT_PER_ADDRESS: '1000000000',
  RATE_LIMIT_LOGIN: '1000000000',
};

const BASE_ENV = { ...UNLIMITED, COOKIE_SECURE: 'false', WORKERS: 'off' };

async function seed(db: Pick<Database, 'query'>) {
  const fresh = await createStudents(db);
  const full = await createStudents(db, { answers: fullApplication(), prefix: 'full' });
  return { fresh, full };
}

/** The server as `npm start` runs it, on a fresh PostgreSQL database or PGlite data directory. */
export async function serverProcess(db: DbName, port: number): Promise<Target> {
  if (db === 'PostgreSQL') {
    const database = await openTestDatabase('postgres');
    const students = await seed(database);
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
    const server = await startServerProcess(port, {
      ...BASE_ENV,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
    });
    return {
      mode: 'out-of-process',
      db,
      base: server.url,
      serverPid: server.pid,
      pgDatabase: new URL(database.url!).pathname.slice(1),
      ...students,
      async stop() {
        await server.stop();
        await database.dispose();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  const students = await seed(database);
  await database.close();
  const server = await startServerProcess(port, { ...BASE_ENV, DATA_DIR: dataDir });
  return {
    mode: 'out-of-process',
    db,
    base: server.url,
    serverPid: server.pid,
    ...students,
    async stop() {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server built inside this process (no request logs), as the project's harness ran it. */
export async function inProcessServer(db: DbName): Promise<Target> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-'));
  const database: Database & { dispose?: () => Promise<void>; url?: string } =
    db === 'PostgreSQL' ? await openTestDatabase('postgres') : await openDatabase({ dataDir });
  if (db === 'PGlite') await migrate(database);
  const students = await seed(database);
  const app = await buildApp({
    config: readConfig({ ...BASE_ENV, DATA_DIR: dataDir }),
    db: database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = database.url;
  return {
    mode: 'in-process',
    db,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    serverPid: 'self',
    ...(url ? { pgDatabase: new URL(url).pathname.slice(1) } : {}),
    ...students,
    async stop() {
      await app.close();
      await (database.dispose ? database.dispose() : database.close());
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare route: in a process of its own, or in this one. */
export async function bareRoute(mode: Mode, port: number): Promise<Target> {
  if (mode === 'out-of-process') {
    const bare = await startBareProcess(port);
    return { mode, base: bare.url, serverPid: bare.pid, fresh: [''], full: [''], stop: bare.stop };
  }
  const app = Fastify();
  app.get('/bare', async () => ({ status: 'ok' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port: own } = app.server.address() as AddressInfo;
  return {
    mode,
    base: `http://127.0.0.1:${own}/bare`,
    serverPid: 'self',
    fresh: [''],
    full: [''],
    stop: () => app.close(),
  };
}
