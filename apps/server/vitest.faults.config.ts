import { defineConfig } from 'vitest/config';

/**
 * The fault tests (`npm run test:faults`): real server processes killed with SIGKILL, a private
 * PostgreSQL restarted under load, two instances on one database. They take minutes and start
 * processes, so they run on their own, one file at a time, outside `npm test`.
 */
export default defineConfig({
  test: {
    name: 'faults',
    include: ['test/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/faults/global-setup.ts'],
    fileParallelism: false,
    reporters: ['default', '../../scripts/summary-reporter.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
