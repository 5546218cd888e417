import { defineProject } from 'vitest/config';

/**
 * The portal's end-to-end suite: the real server (on PGlite, a fresh data directory per file)
 * serving the built portal, driven in Debian's Chromium through playwright-core. The root
 * `npm test` builds first and then runs this project with the others.
 *
 * Each file starts its own server (a free port, its own copy of the data directory) and browser,
 * so files run side by side, three at a time, after the other projects (`groupOrder: 1`): most of
 * an e2e file's time is waiting (for a person's typing pace, the server, Chromium), which is what
 * lets three share two cores, and the unit and server files are done by then.
 */
export default defineProject({
  test: {
    name: 'portal-e2e',
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/harness/global-setup.ts'],
    sequence: { groupOrder: 1 },
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
