/**
 * Builds the peer benchmark's page (bench/peers/run.ts drives it): production mode, so React and
 * every engine run their production builds. Our engine is taken from its sources, as in
 * bench/browser, so the page measures the code as it is now. The cold-start pages' build-time
 * modules come from ../cold.ts's plugins, which run.ts adds.
 */
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { engineAliases } from './size/aliases.ts';

const here = import.meta.dirname;
const COLD_PAGES = ['ours', 'rjsf', 'surveyjs', 'jsonforms', 'baseline'].map((e) => `cold-${e}`);

export default defineConfig({
  root: here,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: engineAliases },
  build: {
    outDir: resolve(here, 'dist/page'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    minify: process.env.NO_MINIFY ? false : undefined,
    // Four engines, ajv three times and the partner's definitions: one large chunk is expected.
    chunkSizeWarningLimit: 8192,
    rolldownOptions: {
      // The measuring page, and one page per engine for the cold start (../cold.ts).
      input: Object.fromEntries(
        ['index', ...COLD_PAGES].map((name) => [name, resolve(here, `${name}.html`)]),
      ),
      // Component names stay readable in the per-keystroke report (names only; same code).
      output: { keepNames: true },
    },
  },
});
