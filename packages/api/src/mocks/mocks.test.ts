import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSession } from '@oa/auth';
import { createApiClients, type ApiClientsHandle } from '../clients';
import { startTestServer, type TestServer } from '../testServer';
import { startMockServer } from './node';
import { handlers, isTestAutomation } from './settings';

describe('the test-automation flag (spec §4)', () => {
  it("is on only for the exact string 'true'", () => {
    expect(isTestAutomation({ VITE_TEST_AUTOMATION: 'true' })).toBe(true);
    for (const value of [undefined, '', 'false', 'TRUE', '1', true]) {
      expect(isTestAutomation({ VITE_TEST_AUTOMATION: value })).toBe(false);
    }
  });

  it('the app has no mock handlers of its own', () => {
    expect(handlers).toEqual([]);
  });
});

describe('msw in Node with the spec §9 settings, in front of the real clients', () => {
  let real: TestServer;
  let mocks: SetupServer;
  let handle: ApiClientsHandle;

  beforeEach(async () => {
    real = await startTestServer();
    real.handle(() => ({ status: 200, body: { _data: { from: 'network' } } }));
    const session = createSession({ storage: createMemoryStorage() });
    session.setAccessToken('token-1');
    handle = createApiClients({ session, baseUrls: real.baseUrls });
    mocks = startMockServer([
      http.get(`${real.baseUrls.OA}/v1/ping`, ({ request }) =>
        HttpResponse.json({ _data: { pong: request.headers.get('authorization') } }),
      ),
    ]);
  });
  afterEach(async () => {
    mocks.close();
    handle.dispose();
    await real.close();
    vi.restoreAllMocks();
  });

  it('answers handled requests from the mock, with the bearer token the client sent', async () => {
    const response = await handle.clients.OA.get('/v1/ping');
    expect(response.data).toEqual({ _data: { pong: 'Bearer token-1' } });
    expect(real.received).toHaveLength(0);
  });

  it('warns on an unhandled request and lets it through to the network', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const response = await handle.clients.CUID.get('/v1/cups');
    expect(response.data).toEqual({ _data: { from: 'network' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET'));
    expect(warn.mock.calls.flat().join(' ')).toContain('/cuid/v1/cups');
  });
});
