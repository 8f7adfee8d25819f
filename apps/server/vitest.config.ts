import { defineProject } from 'vitest/config';

export default defineProject({
  // Each file starts a real server over a copy of a template database (testing/templates.ts); under a loaded machine
  // that still takes a second or two.
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/globalSetup.ts'],
    // Vitest's default is one worker fewer than the cores (1 on two): each file's server and PGlite wait on one core.
    maxWorkers: '100%',
    // The files share a worker's modules (each file still starts its own server over its own database): loading
    // Fastify, Drizzle, PGlite and every area again for each of 31 files took a third of the suite. No file mocks a
    // module, stubs a global or moves the clock of another.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
