/**
 * `npm start`'s script (scripts/start.mjs) with stand-ins for `npx`, `npm` and `node` (the built
 * server's) first on PATH: the script itself is what is tested — what it says at each step, the
 * built server it starts and where, the address at the end, the server's log passed through, a
 * failed build's exit code. (The real build and server run in every other
 * suite; here they would take minutes and rewrite the build outputs other tests read.)
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = join(import.meta.dirname, 'start.mjs');
const SERVER = join(import.meta.dirname, '..', 'apps', 'server');
const LISTENING = '{"level":30,"time":1,"msg":"Server listening at http://0.0.0.0:4321"}';

let bin: string;
beforeEach(async () => {
  bin = await mkdtemp(join(tmpdir(), 'start-bin-'));
});
afterEach(() => rm(bin, { recursive: true, force: true }));

async function stand(name: string, body: string): Promise<void> {
  await writeFile(join(bin, name), `#!/bin/sh\n${body}\n`);
  await chmod(join(bin, name), 0o755);
}

/** Runs the script until it exits or `until` matches its stderr; then stops it. */
function start(args: string[], until?: RegExp) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, START_TICK_MS: '200' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (until?.test(stderr)) child.kill('SIGTERM');
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start (scripts/start.mjs)', () => {
  it('says what it builds, reminds while it builds, then prints the address to open', async () => {
    await stand('npx', 'sleep 0.5');
    await stand('node', `echo '${LISTENING}'; exec sleep 30`);
    const { stdout, stderr } = await start([], /Ready/);
    expect(stderr).toMatch(/the playground and the server are built first/);
    expect(stderr).toMatch(/▸ Building…/);
    expect(stderr).toMatch(/ … building \(\d+ s\)/);
    expect(stderr).toMatch(/✔ Building \(\d+ s\)/);
    expect(stderr).toMatch(/Storybook is not rebuilt on start/);
    expect(stderr).toMatch(/▸ Starting the server…/);
    expect(stderr).toContain('✔ Ready: http://localhost:4321/');
    // The server's JSON log passes through unchanged.
    expect(stdout).toContain(LISTENING);
    expect(stderr.indexOf('✔ Building')).toBeLessThan(stderr.indexOf('Ready'));
  }, 30_000);

  it('builds Storybook when asked', async () => {
    await stand('npx', 'exit 0');
    await stand('npm', `echo "npm $*" >> "${bin}/calls"`);
    await stand(
      'node',
      `echo "node $* in $PWD" >> "${bin}/calls"; echo '${LISTENING}'; exec sleep 30`,
    );
    const { stderr } = await start(['--storybook'], /Ready/);
    expect(stderr).toMatch(/✔ Building Storybook \(\d+ s\)/);
    const { readFile, realpath } = await import('node:fs/promises');
    // The built server under Node, in its folder (no npm, no tsx).
    expect(await readFile(join(bin, 'calls'), 'utf8')).toBe(
      `npm run build-storybook\nnode --enable-source-maps ${SERVER}/dist/server.js in ${await realpath(SERVER)}\n`,
    );
  }, 30_000);

  it('stops with the build’s exit code, saying which command failed', async () => {
    await stand('npx', 'exit 3');
    await stand('node', `echo '${LISTENING}'`);
    const { code, stderr } = await start([]);
    expect(code).toBe(3);
    expect(stderr).toContain(
      '✘ npx turbo run build --output-logs=errors-only ended with exit code 3',
    );
    expect(stderr).not.toContain('Starting the server');
  }, 30_000);
});
