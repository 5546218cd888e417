import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The fault tests kill and restart real servers for minutes: `npm run test:faults`.
    exclude: [...configDefaults.exclude, 'test/faults/**'],
    environment: 'node',
    // One migrated PGlite, dumped: every PGlite a test opens loads it instead of running initdb.
    globalSetup: ['test/global-setup.ts'],
    // The variants' generated validators (megabytes of build output) load as Node loads them
    // in production, not through Vite's transform (seconds per file).
    server: { deps: { external: [/partner-config\/generated\//] } },
    // Files run side by side: each opens its own databases (a fresh PGlite, a new PostgreSQL
    // database with a random name), its own DATA_DIR per worker (test/databases.ts) and ports
    // from the OS.
    testTimeout: 20_000,
    // A file's set-up starts a server on a fresh PGlite (or a fresh PostgreSQL database): seconds
    // on a quiet machine, but over 10 s when npm test runs the other projects beside it on two cores.
    hookTimeout: 60_000,
  },
});
