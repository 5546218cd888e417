/**
 * Issue 28, item 10: an app whose forms the Vite plugin builds ahead of time gets no ajv chunk
 * in its `dist` (the engine's run-time compiler, loaded by dynamic imports, was written there
 * unused: 35 KB gzip), and a call that needs it fails saying how to keep it.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formEngine } from '../../src/vite/index.ts';
import { COMPILER_LEFT_OUT } from '../../src/vite/runtime-compiler.ts';
import { exampleDefinition, exampleModel } from '../fixtures/example-form.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'form-engine-compiler-'));
  await writeFile(join(root, 'form.json'), JSON.stringify(exampleDefinition));
  await writeFile(join(root, 'model.json'), JSON.stringify(exampleModel));
  // The app validates its built form, validates at run time (no ajv: the check table), and also
  // lints a definition in the browser (which needs ajv).
  await writeFile(
    join(root, 'main.js'),
    "import { createValidator, lintDefinition } from '@admissions/form-engine';\n" +
      "import { form, validator } from 'virtual:form-engine/apply';\n" +
      'export const built = () => validator.validate({ answers: {} });\n' +
      'export const validated = async () => (await createValidator(form)).validate({ answers: {} });\n' +
      'export const atRunTime = () => lintDefinition(form.definition);\n',
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** Builds main.js into `dist` under the app's root and returns the chunks. */
async function buildApp(runtimeCompiler?: boolean) {
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [
      formEngine({
        forms: { apply: { definition: 'form.json', model: 'model.json' } },
        runtimeCompiler,
      }),
    ],
    resolve: {
      alias: {
        '@admissions/form-engine/precompiled': join(
          import.meta.dirname,
          '../../src/precompiled.ts',
        ),
        '@admissions/form-engine': join(import.meta.dirname, '../../src/index.ts'),
      },
    },
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      minify: false,
      // The built app runs in Node here: no <link rel=modulepreload> helper (it needs a document).
      modulePreload: false,
      rollupOptions: { input: join(root, 'main.js'), preserveEntrySignatures: 'exports-only' },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}

/** Whether a chunk holds ajv or the engine's own part of the run-time compiler. */
const compiler = (chunk: Rolldown.OutputChunk) =>
  chunk.moduleIds.some((id) =>
    /[\\/]node_modules[\\/]ajv(-formats)?[\\/]|runtime-compile\.ts$/.test(id),
  );

describe('the Vite plugin and the engine’s run-time compiler', () => {
  it('writes no ajv chunk for an app whose forms it builds, which validates; lintDefinition says how to keep ajv', async () => {
    const chunks = await buildApp();
    expect(chunks.filter(compiler)).toEqual([]);
    expect(chunks.map((c) => c.code).join('\n')).not.toContain('ajv.js.org');

    // The built app: its form validates, at run time too, and lintDefinition fails with the
    // reason, logged once.
    const entry = chunks.find((c) => c.isEntry)!.fileName;
    const app = (await import(pathToFileURL(join(root, 'dist', entry)).href)) as {
      built: () => Promise<{ valid: boolean }>;
      validated: () => Promise<{ valid: boolean }>;
      atRunTime: () => Promise<unknown>;
    };
    await expect(app.built()).resolves.toMatchObject({ valid: false });
    await expect(app.validated()).resolves.toEqual(await app.built());
    // Vite's import helper reports a failed dynamic import on `window`, then rethrows it.
    vi.stubGlobal('window', { dispatchEvent: () => true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(app.atRunTime()).rejects.toThrow(COMPILER_LEFT_OUT);
    await expect(app.atRunTime()).rejects.toThrow('runtimeCompiler: true');
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    vi.unstubAllGlobals();
  }, 120_000);

  it('keeps it with runtimeCompiler: true', async () => {
    const chunks = await buildApp(true);
    expect(chunks.filter(compiler).length).toBeGreaterThan(0);
    expect((await readdir(join(root, 'dist', 'assets'))).length).toBe(chunks.length);
  }, 120_000);
});
