/**
 * msw in Node (unit tests): the same handler list and settings as the browser. The clients use `fetch`, so spec
 * §9's transport settings are the runtime's, as in a browser: `fetch` follows at most 20 redirects (the Fetch
 * standard's limit, the spec's), and Node keeps its connections alive between requests.
 */
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { handlers as defaultHandlers, MOCK_SETTINGS } from './settings';

/** An msw server listening with the spec's settings (warns on unhandled requests); `close()` it after the tests. */
export function startMockServer(handlers: readonly RequestHandler[] = defaultHandlers): SetupServer {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: MOCK_SETTINGS.onUnhandledRequest });
  return server;
}
