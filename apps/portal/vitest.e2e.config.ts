import { defineProject } from 'vitest/config';

/**
 * The portal's end-to-end suite: the real server (on PGlite, a fresh data directory per file)
 * serving the built portal, driven in Debian's Chromium through playwright-core. The root
 * `npm test` builds first and then runs this project with the others.
 *
 * Each file starts its own server and browser, so files run one at a time (two cores), and only
 * after the other projects (`groupOrder: 1`): timing-sensitive steps (the inactivity timer, PDF
 * rendering) should not compete with the unit tests for the processor.
 */
export default defineProject({
  test: {
    name: 'portal-e2e',
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/harness/global-setup.ts'],
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
