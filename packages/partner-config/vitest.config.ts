import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'partner-config',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The variants' generated validators (megabytes of build output) load as Node loads them
    // in production, not through Vite's transform (seconds per file).
    server: { deps: { external: [/partner-config\/generated\//] } },
  },
});
