import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
  },
});
