import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const entry = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** Bundles an entry the way an application's bundler would and lists every module it pulls in. */
async function inputsOf(path: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry(path)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('the package entries', () => {
  it('the core entry pulls in no React', async () => {
    const inputs = await inputsOf('index.ts');
    expect(inputs.some((i) => i.includes('/ajv/'))).toBe(true); // the bundle really is the core
    expect(inputs.filter((i) => /node_modules\/(react|react-dom|scheduler)\//.test(i))).toEqual([]);
  }, 30_000);

  it('the react entry does use React', async () => {
    const inputs = await inputsOf('renderer/index.ts');
    expect(inputs.some((i) => /node_modules\/react\//.test(i))).toBe(true);
  }, 30_000);
});
