import { formEngine } from '@admissions/form-engine/vite';
import { variantSource } from '@admissions/partner-config/built';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * Modules every first page runs: React, the router, TanStack Query and the engine's core — not
 * the engine's chunks loaded on demand (the autocomplete and dialogs when first used; the lint-only
 * definition check, suggestions, well-formed part and source map; the run-time compiler's stub and
 * the check table, loaded when a page first validates or is preloaded). Caught by this rule they
 * would load with every first page.
 */
const FIRST_PAGE_MODULES =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack|zustand|json-logic-js|to-regex-range|is-number|devalue)[\\/]|form-engine[\\/]dist[\\/](?!autocomplete-widget-|confirm-modal-|upload-in-progress-modal-|definition-validator-|suggest-|well-formed-|source-map-|runtime-compile-|run-table-)/;

/**
 * The portal is served by the API server from `dist/`, on the same origin as `/api`.
 *
 * Both variants are built ahead of time (`virtual:form-engine/<variant>`): the compiled form as
 * data and the answers' validators as generated chunks, so the browser compiles nothing and the
 * policy forbids `eval`. The config imports the partner's TypeScript sources, hence
 * `--configLoader runner` in the package's scripts.
 */
export default defineConfig({
  plugins: [
    react(),
    precompress(),
    formEngine({
      // Each with the partner's catalogue (the specification's validation wording).
      forms: {
        undergraduate: variantSource('undergraduate'),
        transfer: variantSource('transfer'),
      },
    }),
  ],
  // The manifest tells the server which chunk holds its variant's form, to preload it.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // CommonJS packages the engine imports, which the bundler must otherwise assume do
      // something on import: json-logic-js (only the engine's public `evaluateJsonLogic` calls
      // it, which the portal does not) and to-regex-range's helpers. Kept wherever they are used.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/node_modules[\\/](?:json-logic-js|to-regex-range|is-number)[\\/]/.test(id),
      },
      output: {
        // What every first page needs, in one file rather than a dozen small ones: fewer
        // requests (a browser opens six connections per origin) and one gzip window. The
        // chunks loaded on demand (dialogs, popover, idle timer, the engine's autocomplete and
        // dialogs, the auth screens) keep their own.
        codeSplitting: { groups: [{ name: 'first-page', test: FIRST_PAGE_MODULES }] },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/public', '/service', '/lookup', '/storage'].map((path) => [
        path,
        'http://localhost:3000',
      ]),
    ),
  },
});
