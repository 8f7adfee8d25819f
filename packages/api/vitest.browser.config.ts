import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../chromium.config';

/** What only a browser can show: the export's real Web Worker, xlsx loaded in it, and the download. */
export default defineProject({
  // Serves /mockServiceWorker.js for the msw test.
  publicDir: 'mocks-public',
  test: {
    name: 'api-browser',
    include: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
  optimizeDeps: {
    include: ['xlsx', 'axios', 'swr', 'swr/mutation', 'react', 'react-dom/client', '@testing-library/react'],
  },
});
