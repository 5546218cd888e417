/**
 * The benchmark's processes: the load generator and the bare route each in a process of their
 * own, and the CPU time of any process (server, PostgreSQL backend) read from /proc.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { LoadCase, LoadResult } from './autocannon-run.ts';

const GENERATOR = fileURLToPath(new URL('./generator.ts', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

/** Linux's clock tick (`getconf CLK_TCK`), the unit of utime and stime in /proc/<pid>/stat. */
const TICK_US = 10_000;

/** A process's CPU time so far (user + system) in µs; 0 once it has exited. */
export async function cpuUsOf(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}

/** The CPU time of several processes, by pid. */
export async function cpuUsOfAll(pids: readonly number[]): Promise<Map<number, number>> {
  return new Map(await Promise.all(pids.map(async (pid) => [pid, await cpuUsOf(pid)] as const)));
}

/** The CPU the processes used between two readings (a pid new in `after` counts from 0). */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, us] of after) sum += us - (before.get(pid) ?? 0);
  return sum;
}

/** The pids of the PostgreSQL backends connected to `database` (other than the asker's). */
export async function backendPids(adminUrl: string, database: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** Runs `spec` in a generator process of its own; resolves with its result and CPU time. */
export async function generate(spec: LoadCase): Promise<LoadResult> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-case-'));
  try {
    const file = join(dir, 'case.json');
    await writeFile(file, JSON.stringify(spec));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', GENERATOR, file],
      { maxBuffer: 1 << 20 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A bare Fastify route in a process of its own (the out-of-process baseline). */
export async function startBareProcess(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', BARE, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare route exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
