/**
 * The mock service worker in the browser. The console calls `startMockWorker(import.meta.env)` before its first
 * render; without the flag it returns at once and msw is never loaded (nor, in a production build, bundled).
 */
import type { RequestHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { handlers as defaultHandlers, isTestAutomation, MOCK_SETTINGS } from './settings';

/** Where the worker script is served (the console's Vite plugin `mockServiceWorkerPlugin` puts it there). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/** Starts msw when the flag is on and resolves to the worker (for `worker.use(...)`), otherwise to null. */
export async function startMockWorker(
  env: Readonly<Record<string, unknown>>,
  handlers: readonly RequestHandler[] = defaultHandlers,
): Promise<SetupWorker | null> {
  if (!isTestAutomation(env)) return null;
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: MOCK_WORKER_URL },
    onUnhandledRequest: MOCK_SETTINGS.onUnhandledRequest,
    quiet: true,
  });
  return worker;
}
