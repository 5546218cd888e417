import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The public entries: `.` (core, React-free), `./react`, and the Spanish messages
    // `./locales/es` (its own file, so the main entries never carry a second language).
    entry: {
      index: 'src/index.ts',
      react: 'src/renderer/index.ts',
      'locales/es': 'src/core/messages/es.ts',
      // Validators generated ahead of time, used without ajv (browser or server): opt-in entry.
      precompiled: 'src/precompiled.ts',
      // Tools for authors and embedders (why a key is hidden): never loaded by a form.
      inspect: 'src/inspect.ts',
    },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
  },
  {
    // `./build` and the Vite plugin `./vite` (Node only): forms built ahead of time; never in a
    // browser bundle.
    entry: { build: 'src/build/index.ts', vite: 'src/vite/index.ts' },
    external: ['vite'],
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: true,
    sourcemap: true,
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
