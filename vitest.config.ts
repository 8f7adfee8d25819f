import { defineConfig } from 'vitest/config';

// Unit tests: each workspace package's own vitest.config.ts (`npx vitest run` at the root runs them all). The stories
// are tested by Playwright against the built Storybook (playwright.stories.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
