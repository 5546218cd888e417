import { defineProject } from 'vitest/config';

/**
 * The playground's end-to-end spec: the built `dist/` (the root `npm test` builds it first; the
 * spec builds it when missing) served statically and driven in Debian's Chromium. Runs after the
 * unit projects, like the portal's suite, so it does not compete with them for two cores.
 */
export default defineProject({
  test: {
    name: 'playground',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    sequence: { groupOrder: 1 },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The page lints after a pause in typing and renders in a frame: give a busy machine time.
    expect: { poll: { timeout: 20_000 } },
  },
});
