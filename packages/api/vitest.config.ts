import { defineProject } from 'vitest/config';

export default defineProject({
  // React hook tests choose jsdom with a `@vitest-environment jsdom` comment; the rest run in plain Node.
  // `*.browser.test.*` run in Chromium (vitest.browser.config.ts).
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.browser.test.*', '**/node_modules/**'],
  },
});
