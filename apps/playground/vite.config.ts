import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { definitionsPlugin, saveBackPlugin } from './save-plugin.ts';

/**
 * A static app: relative asset paths (`base: './'`), so the same `dist/` works from the dev
 * server's root and under the server's `/playground/`. Two pages: the playground and its preview
 * frame (`preview.html`, sandboxed: see src/preview-frame.tsx). The dev server also saves the
 * partner's definition files back (save-plugin.ts): the folder they are read from and saved to.
 */
export default defineConfig({
  base: './',
  plugins: [react(), definitionsPlugin(), saveBackPlugin()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: ['index.html', 'preview.html'] },
  },
  server: {
    port: 5180,
    // The sandboxed preview frame is an opaque origin (`Origin: null`): its module scripts are
    // cross-origin requests, which the dev server answers only for the origins listed.
    cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/, 'null'] },
  },
});
