/** msw in Node (unit tests): the same handler list and settings, and the axios defaults of spec §9's test mocking. */
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { CreateAxiosDefaults } from 'axios';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { handlers as defaultHandlers, MOCK_SETTINGS } from './settings';

/** Pass as `createApiClients({ defaults })`: keep-alive sockets for 5000 ms, at most 20 redirects. */
export function mockHttpDefaults(): CreateAxiosDefaults {
  const agent = { keepAlive: true, keepAliveMsecs: MOCK_SETTINGS.keepAliveMs };
  return {
    adapter: 'http',
    httpAgent: new HttpAgent(agent),
    httpsAgent: new HttpsAgent(agent),
    maxRedirects: MOCK_SETTINGS.maxRedirects,
  };
}

/** An msw server listening with the spec's settings (warns on unhandled requests); `close()` it after the tests. */
export function startMockServer(handlers: readonly RequestHandler[] = defaultHandlers): SetupServer {
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: MOCK_SETTINGS.onUnhandledRequest });
  return server;
}
