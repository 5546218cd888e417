import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The two public entries: `.` (core, React-free) and `./react`.
    entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
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
