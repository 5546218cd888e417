import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file gets its own databases; PostgreSQL tests share one server, so keep files serial.
    fileParallelism: false,
    testTimeout: 20_000,
  },
});
