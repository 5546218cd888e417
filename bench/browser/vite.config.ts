/**
 * Builds the browser benchmark page (bench/browser/run.ts drives it). Production mode, so React
 * is its production build. The engine is taken from its sources, like the bench definition that
 * imports them, so the page holds one copy of it and measures the code as it is now, without a
 * stale dist.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = import.meta.dirname;
const engine = resolve(here, '../../packages/form-engine');

export default defineConfig({
  root: here,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@admissions\/form-engine$/, replacement: resolve(engine, 'src/index.ts') },
      {
        find: /^@admissions\/form-engine\/react$/,
        replacement: resolve(engine, 'src/renderer/index.ts'),
      },
      {
        find: /^@admissions\/form-engine\/styles\.css$/,
        replacement: resolve(engine, 'src/styles/default.css'),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // The largest chunk holds ajv and the two definitions; that is expected here.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // Component names stay readable in the per-keystroke report (names only; same code).
      output: { keepNames: true },
    },
  },
});
