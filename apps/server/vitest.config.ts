import { defineProject } from 'vitest/config';

export default defineProject({
  // Each file starts a real server over a fresh database; under a loaded machine that takes seconds.
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
