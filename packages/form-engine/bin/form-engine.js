#!/usr/bin/env node
// The `form-engine` command. npm links it at install time, before a fresh clone has built
// dist/, so it is a committed file that finds the CLI: the built dist/cli.js (the published
// package has it), else, in this repository's workspace, the source run through tsx. Where tsx
// is installed it is registered either way, so --messages and --data may name .ts modules.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
const source = new URL('../src/cli/main.ts', import.meta.url);

let tsx = false;
try {
  const { register } = await import('tsx/esm/api');
  register();
  tsx = true;
} catch {
  // Not installed (a user's project): .js modules only.
}

if (existsSync(built)) await import(built.href);
else if (existsSync(source) && tsx) await import(source.href);
else if (existsSync(source)) {
  console.error('form-engine is not built: run `npm run build -w @admissions/form-engine`');
  process.exit(2);
} else {
  console.error('form-engine is not built: dist/cli.js is missing; reinstall the package');
  process.exit(2);
}
