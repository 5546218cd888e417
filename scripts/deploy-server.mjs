#!/usr/bin/env node
/**
 * Writes the built server as a folder of its own, to run apart from the checkout:
 *
 *   node scripts/deploy-server.mjs <folder> [--static] [--install] [--no-build]
 *
 * - dist/: the bundle of apps/server (tsup.config.ts): server.js, sandbox-child.js, cli-*.js, the
 *   migrations, the shipped lookup data, the PDF stylesheet;
 * - package.json: the npm packages the bundle imports, at the versions of package-lock.json, and
 *   `npm start` (node dist/server.js with settings.env);
 * - package-lock.json: their entries of the checkout's lock and their dependencies' (the same
 *   versions);
 * - settings.env: the settings for this folder (PORTAL_DIR… with --static, absolute: edit them
 *   when the folder moves); Node reads it, a variable set in the environment wins;
 * - static/, with --static: the built portal, playground, Storybook (those built) and the
 *   definition schema, which the settings above point at.
 *
 * --install runs `npm ci --omit=dev` there; --no-build skips `turbo run build` (already built).
 * Plain Node, no dependency.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(ROOT, 'apps/server');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

/** The served folders --static copies (setting, checkout path, folder under static/). */
const STATIC = [
  ['PORTAL_DIR', 'apps/portal/dist', 'portal'],
  ['PLAYGROUND_DIR', 'apps/playground/dist', 'playground'],
  ['STORYBOOK_DIR', 'storybook-static', 'storybook'],
  ['SCHEMA_DIR', 'packages/form-engine/schema', 'schemas'],
];

const say = (line) => process.stderr.write(`${line}\n`);
function fail(message) {
  say(`✘ ${message}`);
  process.exit(1);
}
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    fail(`${[command, ...args].join(' ')} ended with ${result.signal ?? result.status}`);
}

/** The package an import names (`@scope/name/sub` → `@scope/name`), or undefined for Node's own. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * The npm packages the bundle imports, each at the version package-lock.json installed for the
 * workspace whose source imports it (a workspace's own copy first, else the root's).
 */
export function externalDependencies(metafile, lock) {
  const dependencies = {};
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const source = resolve(SERVER, input);
    const workspace = relative(ROOT, source).match(/^(apps|packages)\/[^/]+/)?.[0];
    for (const { path, external } of imports) {
      const name = external ? packageOf(path) : undefined;
      if (!name) continue;
      const entry =
        (workspace && lock.packages[`${workspace}/node_modules/${name}`]) ??
        lock.packages[`node_modules/${name}`];
      if (!entry?.version) fail(`${name} (imported by ${input}) is not in package-lock.json`);
      const known = dependencies[name];
      if (known && known !== entry.version)
        fail(`${name} is imported at two versions (${known}, ${entry.version})`);
      dependencies[name] = entry.version;
    }
  }
  return Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The deployment's package-lock.json: the entries of the checkout's lock that its dependencies
 * need, transitively (where Node would find each from its dependent: nested, else hoisted), so
 * that `npm ci` installs exactly the versions the checkout was tested with. The dev flags go (a
 * package only the checkout's tools need is a dependency here).
 */
export function deploymentLock(lock, manifest) {
  const packages = {
    '': {
      name: manifest.name,
      version: manifest.version,
      license: manifest.license,
      dependencies: manifest.dependencies,
      engines: manifest.engines,
    },
  };
  /** The lock key Node's resolution reaches for `name` required from the package at `from`. */
  const find = (name, from) => {
    for (let base = from; ;) {
      const key = `${base ? `${base}/` : ''}node_modules/${name}`;
      if (lock.packages[key]) return key;
      if (!base) return undefined;
      const up = base.lastIndexOf('/node_modules/');
      base = up === -1 ? '' : base.slice(0, up);
    }
  };
  const visit = (name, from, optional) => {
    const key = find(name, from);
    if (!key) {
      if (optional) return;
      throw new Error(
        `${name} (needed by ${from || 'the deployment'}) is not in package-lock.json`,
      );
    }
    if (!key.startsWith('node_modules/'))
      throw new Error(`${key}: a workspace's own copy, which a deployment cannot place`);
    if (packages[key]) return;
    const { dev: _dev, devOptional, peer: _peer, ...entry } = lock.packages[key];
    if (devOptional) entry.optional = true;
    packages[key] = entry;
    const meta = entry.peerDependenciesMeta ?? {};
    for (const dependency of Object.keys(entry.dependencies ?? {})) visit(dependency, key, false);
    for (const dependency of Object.keys(entry.optionalDependencies ?? {}))
      visit(dependency, key, true);
    for (const dependency of Object.keys(entry.peerDependencies ?? {}))
      visit(dependency, key, Boolean(meta[dependency]?.optional));
  };
  for (const name of Object.keys(manifest.dependencies)) visit(name, '', false);
  const sorted = Object.keys(packages).sort((a, b) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  );
  return {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: Object.fromEntries(sorted.map((key) => [key, packages[key]])),
  };
}

async function main(argv) {
  const options = new Set(argv.filter((arg) => arg.startsWith('--')));
  const [folder] = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...options].filter((o) => !['--static', '--install', '--no-build'].includes(o));
  if (!folder || unknown.length)
    fail('usage: node scripts/deploy-server.mjs <folder> [--static] [--install] [--no-build]');
  const target = resolve(folder);
  if (existsSync(target) && (await readdir(target)).length)
    fail(`${target} is not empty: name a new or an empty folder`);

  if (!options.has('--no-build'))
    run(
      npx,
      ['turbo', 'run', 'build', '--filter=@admissions/server...', '--output-logs=errors-only'],
      ROOT,
    );
  const metafilePath = join(SERVER, 'dist/metafile-esm.json');
  if (!existsSync(metafilePath)) fail('apps/server/dist is missing: build the server first');

  const metafile = JSON.parse(await readFile(metafilePath, 'utf8'));
  const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8'));
  const server = JSON.parse(await readFile(join(SERVER, 'package.json'), 'utf8'));
  const root = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));

  await mkdir(target, { recursive: true });
  await cp(join(SERVER, 'dist'), join(target, 'dist'), {
    recursive: true,
    filter: (source) => !source.endsWith('metafile-esm.json'),
  });

  const settings = [
    '# Read by `npm start` (node --env-file): a variable set in the environment wins.',
    '# DATA_DIR defaults to .data beside dist/; docs/api.md lists every setting.',
  ];
  if (options.has('--static')) {
    for (const [setting, from, to] of STATIC) {
      if (!existsSync(join(ROOT, from))) {
        say(`  (${from} is not built: ${setting} left unset)`);
        continue;
      }
      await cp(join(ROOT, from), join(target, 'static', to), { recursive: true });
      // Absolute: the server hands these to @fastify/static, which refuses a relative root.
      settings.push(`${setting}=${join(target, 'static', to)}`);
    }
  }
  await writeFile(join(target, 'settings.env'), `${settings.join('\n')}\n`);

  const manifest = {
    name: 'admissions-server',
    version: server.version,
    description: `${server.description} Built from the admissions-platform checkout.`,
    license: server.license,
    private: true,
    type: 'module',
    engines: root.engines,
    scripts: {
      start: 'node --env-file=settings.env --enable-source-maps dist/server.js',
    },
    dependencies: externalDependencies(metafile, lock),
    // The checkout's (cookie ^1: cookie 2 wants Node 22), which its lock was resolved with.
    ...(root.overrides ? { overrides: root.overrides } : {}),
  };
  await writeFile(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const deployedLock = deploymentLock(lock, manifest);
  await writeFile(join(target, 'package-lock.json'), `${JSON.stringify(deployedLock, null, 2)}\n`);
  say(
    `✔ ${target}: dist/, package.json (${Object.keys(manifest.dependencies).length} npm ` +
      `packages), package-lock.json (${Object.keys(deployedLock.packages).length - 1} with ` +
      'theirs), settings.env',
  );

  if (options.has('--install'))
    run(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], target);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
