/**
 * The server of a checkout (this repository or a worktree of an older commit), started as
 * `npm start` runs it on a fresh PGlite directory, and a confirmed account on it: what the
 * issue 17 benches compare before and after.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  confirmationCode,
  outboxFiles,
  waitForMail,
} from '../../apps/portal/test/e2e/harness/outbox.ts';

export const PASSWORD = 'Correct-Horse-42';

export interface CheckoutServer {
  readonly url: string;
  readonly dataDir: string;
  /** Milliseconds from spawning the process to its first healthy answer. */
  readonly startMs: number;
  /** Stops the server and resolves once its process has exited (the port is free again). */
  readonly stop: () => Promise<void>;
}

/** Starts a checkout's server and waits until `/health` answers. */
export async function startCheckoutServer(root: string, port: number): Promise<CheckoutServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'checkout-server-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COOKIE_SECURE: 'false',
      WORKERS: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + String(chunk)).slice(-2000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => {
    child.kill('SIGTERM');
    return exited;
  };
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/health`)).ok)
        return {
          url,
          dataDir,
          startMs: performance.now() - started,
          stop,
        };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await stop();
  throw new Error(`the server of ${root} did not start (exit code ${child.exitCode}): ${stderr}`);
}

/** POSTs JSON, throwing on anything but 2xx; returns the response. */
export async function post(url: string, body?: unknown, cookie?: string): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** Signs up and confirms an account (the code from the server's outbox). */
export async function createAccount(server: CheckoutServer, username: string): Promise<void> {
  const seen = await outboxFiles(server.dataDir);
  await post(`${server.url}/public/signup`, { username, password: PASSWORD });
  const mail = await waitForMail(server.dataDir, {
    to: username,
    subject: 'confirmation code',
    seen,
  });
  await post(`${server.url}/public/confirm`, { username, code: confirmationCode(mail) });
}
