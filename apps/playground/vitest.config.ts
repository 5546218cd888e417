import { defineProject } from 'vitest/config';

/**
 * The playground's end-to-end spec: the built `dist/` (the root `npm test` builds it first; the
 * spec builds it when missing) served statically and driven in Debian's Chromium.
 */
export default defineProject({
  test: {
    name: 'playground',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    sequence: { groupOrder: 1 },
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The page lints after a pause in typing and renders in a frame: give a busy machine time.
    expect: { poll: { timeout: 20_000 } },
  },
});
