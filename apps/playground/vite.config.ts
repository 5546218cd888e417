import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * A static app: relative asset paths (`base: './'`), so the same `dist/` works from the dev
 * server's root and under the server's `/playground/`.
 */
export default defineConfig({
  base: './',
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5180 },
});
