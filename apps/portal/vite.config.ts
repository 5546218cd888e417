import { formEngine } from '@admissions/form-engine/vite';
import { compiledVariant } from '@admissions/partner-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    formEngine({
      forms: {
        undergraduate: { compile: () => compiledVariant('undergraduate') },
        transfer: { compile: () => compiledVariant('transfer') },
      },
    }),
  ],
  // The manifest tells the server which chunk holds its variant's form, to preload it.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/public', '/service', '/lookup', '/storage'].map((path) => [
        path,
        'http://localhost:3000',
      ]),
    ),
  },
});
