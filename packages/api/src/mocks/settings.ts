/**
 * spec §4 and §9, test mocking: the mock service worker starts only when the test-automation flag is true, with
 * an empty handler list; keep-alive 5000 ms, redirect limit 20, and a warning on every unhandled request.
 */
import type { RequestHandler } from 'msw';

/** The build-time flag (`VITE_TEST_AUTOMATION=true`), read from `import.meta.env`. */
export const TEST_AUTOMATION_FLAG = 'VITE_TEST_AUTOMATION';

export const MOCK_SETTINGS = {
  keepAliveMs: 5000,
  maxRedirects: 20,
  onUnhandledRequest: 'warn',
} as const;

/** The app's mock handlers: none (spec §4). Tests and stories pass their own. */
export const handlers: readonly RequestHandler[] = [];

/** True only for the exact string 'true' (an unset, empty or mistyped flag keeps mocking off). */
export function isTestAutomation(env: Readonly<Record<string, unknown>>): boolean {
  return env[TEST_AUTOMATION_FLAG] === 'true';
}
