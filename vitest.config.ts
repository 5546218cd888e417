import { defineConfig } from 'vitest/config';

/**
 * One Vitest run over every workspace project, so `npm test` ends with a single summary.
 * Each package keeps its own `vitest.config.ts` (environment, setup files).
 *
 * Files run side by side: none shares a port, a database or a data directory with another (ports
 * from the OS, a fresh PGlite or PostgreSQL database per file, a DATA_DIR per worker). Two
 * groups, measured on two cores: first the unit, component and server files, two at a time (they
 * keep the processor busy; a third worker only adds contention), then the browser projects three
 * at a time (`groupOrder: 1`, `maxWorkers: 3` in their configs: they mostly wait for a person's
 * typing pace, a child server, Chromium). `VITEST_MAX_WORKERS` overrides the first group's count.
 */
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      'apps/portal/vitest.e2e.config.ts',
      // The quick-start line counter and the docs table it writes (its Chromium spec, which
      // builds and drives the peers' apps, runs with `npx vitest run --root bench/peers/quick-start`).
      // The repository's import graph (no file cycles anywhere), `npm start`'s script and the
      // generated tables of docs/api.md.
      {
        test: {
          name: 'repository',
          root: 'scripts',
          include: ['import-graph.test.ts', 'start.test.ts', 'api-docs.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          root: 'bench/peers/quick-start',
          include: ['count.test.ts'],
          environment: 'node',
        },
      },
    ],
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
