import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../chromium.config';

/**
 * What only a browser can show: the export's real Web Worker, xlsx loaded in it, and the download; the upload's
 * XMLHttpRequest progress against a real server (started by the global setup, on another origin).
 */
export default defineProject({
  // Serves /mockServiceWorker.js for the msw test.
  publicDir: 'mocks-public',
  test: {
    name: 'api-browser',
    include: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx'],
    globalSetup: ['src/upload.browser.setup.ts'],
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
