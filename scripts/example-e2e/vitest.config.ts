import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The example app's end-to-end spec, run by scripts/check-example.sh after it has built the
 * example against the packed engine (EXAMPLE_DIST), and the check that docs/embedding.md shows
 * the example's files verbatim. Not part of `npm test`: the spec needs that build.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    reporters: ['default', '../summary-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
