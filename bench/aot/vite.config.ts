/**
 * Builds the pages of the ahead-of-time benchmark (bench/aot/browser.ts drives them): one HTML
 * page per variant, so every measurement is a fresh navigation that loads only its own scripts.
 *
 * The engine is taken from its sources (as in bench/browser), and the partner's undergraduate
 * variant is built ahead of time by the engine's Vite plugin into `virtual:form-engine/undergraduate`,
 * exactly as the portal does, and with its `formAs: 'data'` into `virtual:aot-data/undergraduate`
 * (form-as-data.ts). The config imports the partner's TypeScript, so it is loaded with
 * Vite's `configLoader: 'runner'` (browser.ts passes it to `build()`).
 */
import { resolve } from 'node:path';
import { formEngine } from '@admissions/form-engine/vite';
import { variantSource } from '@admissions/partner-config/built';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formAsData } from './form-as-data.ts';

const here = import.meta.dirname;
const forms = { undergraduate: variantSource('undergraduate') };
const engine = resolve(here, '../../packages/form-engine');

/** The pages, by name: `<name>.html` in this folder, `src/<name>.tsx` its entry. */
export const PAGES = [
  'run-time',
  'ahead',
  'ahead-data',
  'plain',
  'validate-run-time',
  'validate-ahead',
] as const;

export type PageName = (typeof PAGES)[number];

const sourceOf = (subpath: string, file: string) => ({
  find: new RegExp(`^@admissions/form-engine${subpath.replace(/[/.]/g, '\\$&')}$`),
  replacement: resolve(engine, file),
});

export default defineConfig({
  root: here,
  base: './',
  mode: 'production',
  logLevel: 'warn',
  // runtimeCompiler: the run-time pages compile in the browser (createValidator), for comparison.
  plugins: [react(), formEngine({ forms, runtimeCompiler: true }), formAsData(forms)],
  resolve: {
    alias: [
      sourceOf('', 'src/index.ts'),
      sourceOf('/react', 'src/renderer/index.ts'),
      sourceOf('/precompiled', 'src/precompiled.ts'),
      sourceOf('/locales/es', 'src/core/messages/es.ts'),
      sourceOf('/styles.css', 'src/styles/default.css'),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // The run-time pages hold the compiler, both definitions' sources and ajv; that is the point.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: Object.fromEntries(PAGES.map((name) => [name, resolve(here, `${name}.html`)])),
    },
  },
});
