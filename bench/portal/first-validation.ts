/**
 * Issue 17's weight figure: the JavaScript a student's browser fetches to show the portal's
 * form page and then to validate the whole application for the first time (Submit on the last
 * page of an incomplete application: the error summary shows). Measured in Chromium against the
 * real server (PGlite), summing the gzip size of every JavaScript response, for each checkout
 * given (e.g. a worktree of the commit before issue 17 beside this one): one fresh browser
 * context each, so nothing is cached.
 *
 *   node --import tsx bench/portal/first-validation.ts [<checkout root> …]   (after their builds)
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../apps/server/src/chromium/printer.ts';
import { SAMPLE_APPLICATION } from '../../packages/partner-config/src/index.ts';
import {
  confirmationCode,
  outboxFiles,
  waitForMail,
} from '../../apps/portal/test/e2e/harness/outbox.ts';

const PORT = 38_300;
const URL_BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Correct-Horse-42';

async function startServer(root: string, dataDir: string): Promise<() => void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COOKIE_SECURE: 'false',
      WORKERS: 'off',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${URL_BASE}/health`)).ok) return () => child.kill('SIGTERM');
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`the server of ${root} did not start`);
}

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${URL_BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** The JavaScript one checkout's portal fetches: to the form page, then to the first validation. */
async function measure(root: string): Promise<{ page: number; validation: number; files: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'first-validation-'));
  const stop = await startServer(root, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const username = `weigh.${Date.now()}@example.com`;
    const seen = await outboxFiles(dataDir);
    await post('/public/signup', { username, password: PASSWORD });
    const mail = await waitForMail(dataDir, { to: username, subject: 'confirmation code', seen });
    await post('/public/confirm', { username, code: confirmationCode(mail) });
    const context = await browser.newContext({ baseURL: URL_BASE });
    const page = await context.newPage();
    await page.request.post('/public/login', { data: { username, password: PASSWORD } });
    const { legal_agree: _missing, ...answers } = SAMPLE_APPLICATION.answers;
    await page.request.put('/api/answer', { data: answers });
    let bytes = 0;
    let files = 0;
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().endsWith('.js')) return;
      pending.push(
        response.body().then((body) => {
          bytes += gzipSync(body, { level: 9 }).length;
          files++;
        }),
      );
    });
    await page.goto('/final-steps');
    await page.locator('h1').filter({ hasText: 'Final Steps' }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const pageBytes = bytes;
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: "We're missing some information!" }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    await context.close();
    return { page: pageBytes, validation: bytes, files };
  } finally {
    await browser.close();
    stop();
  }
}

const roots = process.argv.slice(2).map((r) => resolve(r));
if (roots.length === 0) roots.push(resolve(import.meta.dirname, '../..'));
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  '| checkout | JS to show the form page (gzip) | JS once the whole form is validated (gzip) | files |',
);
console.log('| --- | --- | --- | --- |');
for (const root of roots) {
  const { page, validation, files } = await measure(root);
  console.log(`| ${root} | ${kb(page)} | ${kb(validation)} | ${files} |`);
}
