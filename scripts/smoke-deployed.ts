/**
 * The built server, deployed and run apart from the checkout (CI, after the build):
 *
 *   node --import tsx scripts/smoke-deployed.ts [--no-build] [--keep]
 *
 * 1. `scripts/deploy-server.mjs` writes the deployment (dist/, package.json and its lock, the
 *    served folders) into a new folder under the system's temporary directory and runs
 *    `npm ci --omit=dev` there: no tsx, no workspace packages, nothing of the checkout's
 *    node_modules, the checkout's versions.
 * 2. The deployed conversion child (dist/sandbox-child.js) converts an image on its own.
 * 3. The deployment's start command (node dist/server.js with settings.env), with a fresh DATA_DIR
 *    on a free port, and a student's journey over HTTP: sign up, the 6-digit code from the e-mail
 *    outbox, confirm, log in, save the answers of a complete application (the partner's sample),
 *    submit, the status says submitted, the PDF copy printed (Chromium: CHROMIUM_PATH, default
 *    /usr/bin/chromium), log out; the portal's page too.
 * 4. The server stops on SIGTERM with exit code 0; the deployed export CLI then lists the
 *    submitted application. The folder is removed (`--keep` keeps it).
 *
 * Each step's time is printed; any failure ends it with exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { SESSION_COOKIE } from '@admissions/api';
import { SAMPLE_APPLICATION } from '@admissions/partner-config';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

const say = (line: string) => process.stderr.write(`${line}\n`);
const started = performance.now();
const since = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  const from = performance.now();
  const result = await work();
  say(`✔ ${label} (${since(from)})`);
  return result;
}

/** Runs a command to its end; rejects with its exit status. */
function run(command: string, commandArgs: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`${command} ${commandArgs.join(' ')}: ${signal ?? code}`)),
    );
  });
}

/** A 1×1 PNG, for the conversion child. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Forks the deployed child under plain Node (as the built server does) and converts the PNG. */
function convertInChild(app: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(app, 'dist/sandbox-child.js')], {
      cwd: app,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { PATH: process.env.PATH ?? '' },
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('message', (reply: { type: string; pdf?: Uint8Array }) => {
      if (reply.type === 'started') child.send({ kind: 'convert', bytes: new Uint8Array(PNG) });
      else if (
        reply.type === 'pdf' &&
        Buffer.from(reply.pdf!).subarray(0, 5).toString() === '%PDF-'
      )
        done('a PDF');
      else fail(new Error(`the conversion child answered ${JSON.stringify(reply).slice(0, 200)}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the conversion child exited (${code}) without a PDF`));
    });
  });
}

interface Started {
  readonly child: ChildProcess;
  readonly url: string;
  readonly log: string[];
}

/**
 * The deployment's `npm start` command (`node … dist/server.js`), run without npm in between so
 * that the server gets the signals and its exit code is seen; resolves once it listens.
 */
async function startServer(app: string, dataDir: string): Promise<Started> {
  const manifest = JSON.parse(await readFile(join(app, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [node, ...nodeArgs] = manifest.scripts.start.split(' ');
  check(
    node === 'node',
    `the deployment's start script is not \`node …\`: ${manifest.scripts.start}`,
  );
  const child = spawn(process.execPath, nodeArgs, {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? app,
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
    },
  });
  const log: string[] = [];
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no address after 120 s:\n${log.join('\n')}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        log.push(line);
        const listening = /"msg":"Server listening at (http:\/\/[^"]+)"/.exec(line);
        if (listening) {
          clearTimeout(timer);
          done({ child, url: listening[1]!, log });
        }
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before listening:\n${log.join('\n')}`));
    });
  });
}

/** The 6-digit code of the newest e-mail to `to` in the outbox (sign-up may mail after answering). */
async function codeFor(dataDir: string, to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const outbox = join(dataDir, 'outbox');
    const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = await readFile(join(outbox, file), 'utf8');
      if (!text.includes(to)) continue;
      const code = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`no confirmation code for ${to} in ${dataDir}/outbox`);
}

async function journey(url: string, dataDir: string): Promise<void> {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown, expected = 200) => {
    const response = await fetch(new URL(path, url), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    check(
      response.status === expected,
      `${method} ${path}: ${response.status} (expected ${expected}) ${text.slice(0, 300)}`,
    );
    const session = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    if (session) cookie = session.split(';')[0]!;
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const username = `smoke.${Date.now()}@example.edu`;
  const password = 'Correct-Horse-7-battery';
  await step('sign up', () => call('POST', '/public/signup', { username, password }));
  const code = await step('the confirmation code from the outbox', () =>
    codeFor(dataDir, username),
  );
  await step('confirm', () => call('POST', '/public/confirm', { username, code }));
  await step('log in', () => call('POST', '/public/login', { username, password }));
  check(cookie, 'no session cookie after logging in');
  await step('save the answers of a complete application', async () => {
    await call('PUT', '/api/answer', SAMPLE_APPLICATION.answers);
    for (const [button_id, num_components] of Object.entries(SAMPLE_APPLICATION.addAnother))
      await call('PUT', '/api/add-another', { button_id, num_components });
    for (const [tab_id, chosen_tab] of Object.entries(SAMPLE_APPLICATION.tabs))
      await call('PUT', '/api/tabs', { tab_id, chosen_tab });
  });
  await step('submit', () => call('POST', '/api/submit'));
  await step('the status says submitted', async () => {
    const profile = await call('GET', '/api/profile');
    const statuses = (profile.web_status as { web_status: string }[]).map((e) => e.web_status);
    check(statuses.includes('submitted'), `web_status is ${JSON.stringify(statuses)}`);
    check(
      (profile.answer as Record<string, unknown>).first_name ===
        SAMPLE_APPLICATION.answers.first_name,
      'the saved answers did not come back',
    );
    await call('POST', '/api/submit', undefined, 409); // once only
  });
  await step('the PDF copy, printed by Chromium from the deployed folder', async () => {
    for (let attempt = 0; ; attempt++) {
      const copy = await call('GET', '/api/pdf');
      if (copy.status === 'COMPLETED') {
        const response = await fetch(new URL(copy.url as string, url), { headers: { cookie } });
        const pdf = Buffer.from(await response.arrayBuffer());
        check(response.status === 200, `GET ${String(copy.url)}: ${response.status}`);
        check(pdf.subarray(0, 5).toString() === '%PDF-', 'the PDF copy is not a PDF');
        return;
      }
      check(copy.status !== 'FAILED', `the PDF copy failed: ${String(copy.message)}`);
      check(attempt < 240, `the PDF copy is still ${String(copy.status)} after 120 s`);
      await new Promise((wait) => setTimeout(wait, 500));
    }
  });
  await step('the portal page', async () => {
    const response = await fetch(url);
    check(response.status === 200, `GET /: ${response.status}`);
    check((await response.text()).includes('<html'), 'GET /: not an HTML page');
  });
  await step('log out', () => call('GET', '/api/logout'));
}

/** The deployed export CLI (the server stopped: PGlite is one process's): the submitted lines. */
function exportSubmitted(app: string, dataDir: string): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['dist/cli-export.js'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done(out.split('\n').filter(Boolean)) : fail(new Error(`cli-export: ${code}`)),
    );
  });
}

/** SIGTERM, as a service manager stops it; the server's exit code (SIGKILL after 30 s: null). */
function stop(server: Started): Promise<number | null> {
  return new Promise((done) => {
    const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
    server.child.on('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
    server.child.kill('SIGTERM');
  });
}

const base = await mkdtemp(join(tmpdir(), 'admissions-deployed-'));
check(relative(ROOT, base).startsWith('..'), `${base} is inside the checkout`);
const app = join(base, 'app');
const dataDir = join(base, 'data');
let server: Started | undefined;
let failed = false;
try {
  say(`Deploying the built server to ${app}`);
  await step('deployed and installed (npm ci --omit=dev)', () =>
    run(
      process.execPath,
      [
        join(ROOT, 'scripts/deploy-server.mjs'),
        app,
        '--static',
        '--install',
        ...(args.includes('--no-build') ? ['--no-build'] : []),
      ],
      ROOT,
    ),
  );
  const installed = await readdir(join(app, 'node_modules'));
  check(!installed.includes('tsx'), 'tsx was installed in the deployment');
  check(!installed.includes('@admissions'), 'a workspace package was installed in the deployment');
  await step('the deployed conversion child converts an image under plain Node', () =>
    convertInChild(app),
  );
  server = await step('started as `npm start` does (fresh DATA_DIR, a free port)', () =>
    startServer(app, dataDir),
  );
  say(`  ${server.url}`);
  await journey(server.url, dataDir);
  const stopping = server;
  server = undefined;
  const code = await step('stopped (SIGTERM)', () => stop(stopping));
  check(code === 0, `the server exited with ${code}:\n${stopping.log.slice(-10).join('\n')}`);
  await step('the deployed export CLI lists the submitted application', async () => {
    const lines = await exportSubmitted(app, dataDir);
    check(
      lines.length === 1 && lines[0]!.includes(SAMPLE_APPLICATION.answers.first_name as string),
      `cli-export wrote ${lines.length} lines`,
    );
  });
  say(`✔ The deployed server passed the smoke journey (${since(started)})`);
} catch (error) {
  failed = true;
  say(`✘ ${error instanceof Error ? error.message : String(error)}`);
  if (server) {
    say(server.log.slice(-20).join('\n'));
    await stop(server);
  }
} finally {
  if (args.includes('--keep')) say(`  (kept: ${base})`);
  else await rm(base, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
