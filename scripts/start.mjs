#!/usr/bin/env node
/**
 * `npm start`: builds the server and what it serves, then starts the built server (plain Node, no
 * tsx: apps/server/dist/server.js), saying what it does at each step and ending with the address
 * to open —
 * a first start builds every package and app (a minute or more on two cores) and used to print
 * nothing until the server's first log line. Storybook is built only when asked:
 * `npm start -- --storybook` (the server's /storybook/ page says how otherwise).
 *
 * Plain Node, no dependency: it runs before anything is built.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const withStorybook = process.argv.includes('--storybook');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
/** The server's folder: it runs there, as `npm start -w @admissions/server` would. */
const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const BUILT_SERVER = join(SERVER, 'dist', 'server.js');
/** How often a long step says it is still at work (START_TICK_MS: its test's shorter value). */
const TICK_MS = Number(process.env.START_TICK_MS) || 15_000;

const say = (line) => process.stderr.write(`${line}\n`);
const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

/** Runs a command with the terminal's output; resolves when it ends well, else exits with it. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else {
        say(`✘ ${[command, ...args].join(' ')} ended with ${signal ?? `exit code ${code}`}`);
        process.exit(code ?? 1);
      }
    });
  });
}

/** One step: its line, a reminder every TICK_MS while it runs, its time when done. */
async function step(label, command, args) {
  say(`▸ ${label}…`);
  const started = performance.now();
  const ticker = setInterval(
    () => say(`  … ${label.toLowerCase()} (${seconds(started)})`),
    TICK_MS,
  );
  try {
    await run(command, args);
  } finally {
    clearInterval(ticker);
  }
  say(`✔ ${label} (${seconds(started)})`);
}

say(
  'The form engine, the partner forms, the portal, the playground and the server are built first: a first start takes a minute or more, later ones reuse the build cache.',
);
await step('Building', npx, ['turbo', 'run', 'build', '--output-logs=errors-only']);
if (withStorybook) await step('Building Storybook', npm, ['run', 'build-storybook']);
else
  say(
    '  (Storybook is not rebuilt on start: `npm start -- --storybook`, or `npm run build-storybook`)',
  );
say('▸ Starting the server…');
// The built JavaScript under Node (`node` on PATH, as npm scripts run it), with no npm in between:
// the signals below reach the server itself. Its JSON log passes through to standard output
// unchanged; once it says it listens, the address a person opens is printed on standard error.
const server = spawn('node', ['--enable-source-maps', BUILT_SERVER], {
  cwd: SERVER,
  stdio: ['inherit', 'pipe', 'inherit'],
});
let ready = false;
createInterface({ input: server.stdout }).on('line', (line) => {
  process.stdout.write(`${line}\n`);
  if (ready) return;
  const listening = /"msg":"Server listening at (https?):\/\/([^"]+):(\d+)"/.exec(line);
  if (!listening) return;
  ready = true;
  const [, scheme, host, port] = listening;
  const shown = host === '0.0.0.0' || host === '[::]' ? 'localhost' : host;
  say(`✔ Ready: ${scheme}://${shown}:${port}/ (Ctrl+C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
