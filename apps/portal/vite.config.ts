import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The portal is served by the API server from `dist/`, on the same origin as `/api`. */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/public', '/service', '/lookup', '/storage'].map((path) => [
        path,
        'http://localhost:3000',
      ]),
    ),
  },
});
