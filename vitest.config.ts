import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every workspace project, so `npm test` ends with a single summary.
 * Each package keeps its own `vitest.config.ts` (environment, setup files).
 */
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'apps/portal/vitest.e2e.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
