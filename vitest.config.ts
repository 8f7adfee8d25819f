import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './chromium.config';

export default defineConfig({
  test: {
    projects: [
      // Unit tests: each workspace package's own vitest.config.ts.
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      {
        plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'npm run storybook -- --no-open' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // A fresh provider object per project: a shared one makes projects run under the wrong name.
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // The window must be larger than any story's snapshot, or the test iframe is scaled down and
              // content below the window is clipped. visual.ts grows the iframe to the story's height.
              contextOptions: { viewport: { width: 1920, height: 4000 } },
            }),
            // Each story's viewport comes from Storybook (its `viewport` parameter, 1200x900 by default).
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Strict on purpose (measured): a one-step token change and a 6/255 change of the brand colour
                // fail, a 2/255 change passes; unchanged runs on the same machine and Chromium are pixel-stable.
                comparatorOptions: { threshold: 0.01, allowedMismatchedPixelRatio: 0.0002 },
              },
            },
          },
        },
      },
    ],
  },
});
