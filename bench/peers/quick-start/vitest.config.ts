import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The peers' quick-start apps, built and driven in Chromium (quick-start.test.ts). Not part of
 * `npm test` (the root config lists packages/ and apps/ only): run it with
 * `npx vitest run --root bench/peers/quick-start`.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
