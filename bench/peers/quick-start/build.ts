/**
 * Builds the quick-start form of each peer library (rjsf/, surveyjs/, jsonforms/: the files a
 * developer writes) into a directory of its own, with the shared harness (index.html, main.tsx)
 * and Vite in production mode, as a fresh Vite + React app would. Run alone, it builds all three
 * into a temporary directory and prints where:
 *
 *   node --import tsx bench/peers/quick-start/build.ts
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** The peer libraries, each a folder beside this file. */
export const LIBRARIES = ['rjsf', 'surveyjs', 'jsonforms'] as const;
export type Library = (typeof LIBRARIES)[number];

const here = import.meta.dirname;

/** Builds `library`'s app into `outDir` (emptied first). */
export async function buildApp(library: Library, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: join(here, 'harness'),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: [{ find: /^quick-start-app$/, replacement: resolve(here, library, 'App.tsx') }],
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      // A form library, ajv and React in one chunk: no code splitting for a one-page app.
      chunkSizeWarningLimit: 4096,
    },
  });
}

/** Builds every library's app under a fresh temporary directory (`root`), one folder each. */
export async function buildAll(): Promise<{ root: string; dirs: Record<Library, string> }> {
  const root = await mkdtemp(join(tmpdir(), 'quick-start-peers-'));
  const dirs = {} as Record<Library, string>;
  for (const library of LIBRARIES) {
    dirs[library] = join(root, library);
    await buildApp(library, dirs[library]);
  }
  return { root, dirs };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { dirs } = await buildAll();
  for (const [library, dir] of Object.entries(dirs)) console.log(`${library}: ${dir}`);
}
