import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The public entries: `.` (core, React-free), `./react`, and the Spanish messages
    // `./locales/es` (its own file, so the main entries never carry a second language).
    entry: {
      index: 'src/index.ts',
      react: 'src/react/index.ts',
      'locales/es': 'src/messages/es.ts',
    },
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
