import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.config';
import { STORY_VIEWPORT, storybookUrl } from './.storybook/test/storybook';

const url = storybookUrl();

/**
 * Every story as a test, in Chromium, against the built Storybook (`npm run test:stories` builds it first; turbo
 * keeps the build while nothing it is made of changed). A story passes when it renders, its `play` function passes,
 * every request it started has been answered and the page is still, axe finds no violation, and its accessibility
 * tree and picture match the committed ones (.storybook/test/storybook.ts). `STORYBOOK_URL=http://localhost:6006`
 * runs the same tests against `npm run storybook` instead.
 */
export default defineConfig({
  testDir: '.storybook/test',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One page per worker keeps Storybook loaded and switches stories in it; a story file's stories run in order.
  workers: '100%',
  reporter: process.env.CI ? [['dot'], ['html', { open: 'never', outputFolder: 'playwright-report/stories' }]] : 'list',
  outputDir: 'test-results/stories',
  // Baselines beside their story file: __screenshots__/<file>/<story>-1-chromium-linux.png (storybook.ts names them).
  snapshotPathTemplate: '{arg}{ext}',
  // CI compares only; locally a missing baseline is written (and its story fails once, to be looked at).
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // Strict on purpose (measured): a one-step token change and a 6/255 change of the brand colour fail, a 2/255
      // change passes; unchanged runs on the same machine and Chromium are pixel-stable.
      threshold: 0.01,
      maxDiffPixelRatio: 0.0002,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: url ?? 'http://127.0.0.1:6106',
    viewport: STORY_VIEWPORT,
    deviceScaleFactor: 1,
    // What the baselines were made with. Screens show Seoul's time and Korean words whatever the browser's settings;
    // pinning these keeps a developer's machine from changing a picture that leans on a default somewhere.
    locale: 'en-US',
    timezoneId: 'UTC',
    // Storybook pauses CSS animations at their end for a test runner (instead of waiting for them), as in Vitest.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome StorybookTestRunner',
    launchOptions: chromiumLaunchOptions,
  },
  webServer:
    url === undefined
      ? {
          command: 'npx vite preview --outDir storybook-static --host 127.0.0.1 --port 6106 --strictPort',
          url: 'http://127.0.0.1:6106/index.json',
          reuseExistingServer: false,
          timeout: 60_000,
        }
      : undefined,
});
