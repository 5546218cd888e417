import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'form-engine',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['test/setup.ts'],
  },
});
