/**
 * Issue 29, item 7: `npx form-engine` runs right after `npm install` in a fresh clone, before
 * dist/ is built. npm links the committed shim bin/form-engine.js; these tests run copies of it
 * in package folders without dist/ (beside the workspace's node_modules, as in a clone).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const SPAWNING_TEST_TIMEOUT_MS = 60_000;
const root = fileURLToPath(new URL('../..', import.meta.url));
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A package folder with the shim and, if asked, the sources, but no dist/: under the package's
 * node_modules (ignored by git and the linters), whence tsx resolves as in the workspace.
 */
function packageWithoutDist(withSources: boolean): string {
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'bin-test-'));
  made.push(dir);
  mkdirSync(join(dir, 'bin'));
  copyFileSync(join(root, 'bin/form-engine.js'), join(dir, 'bin/form-engine.js'));
  if (withSources) symlinkSync(join(root, 'src'), join(dir, 'src'));
  return dir;
}

const run = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(dir, 'bin/form-engine.js'), ...args], { encoding: 'utf8' });

describe('bin/form-engine.js', { timeout: SPAWNING_TEST_TIMEOUT_MS }, () => {
  it('runs the CLI from the sources when dist/ is not built (a fresh clone)', () => {
    const result = run(packageWithoutDist(true), '--help');
    expect(result.stdout).toMatch(/^Usage:\n {2}form-engine lint <file or folder>/);
    expect(result.status).toBe(0);
  });

  it('says what is missing, with exit 2, when there is neither dist/ nor the sources', () => {
    const result = run(packageWithoutDist(false), '--help');
    expect(result.stderr).toMatch(/form-engine is not built/);
    expect(result.status).toBe(2);
  });
});
