import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'partner-config',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
