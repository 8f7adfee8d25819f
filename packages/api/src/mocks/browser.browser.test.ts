import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createSession } from '@oa/auth';
import { createApiClients } from '../clients';
import { startMockWorker } from './browser';

const baseUrls = { OA: '/oa', OA_BLOB: '/oa', APPS: '/apps', CUID: '/cuid', SEOUL_CUP: '/seoul-cup' };
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

describe('the mock service worker in Chromium (spec §4)', () => {
  it('does not start, nor register a service worker, without the test-automation flag', async () => {
    expect(await startMockWorker({ VITE_TEST_AUTOMATION: 'false' }, [])).toBeNull();
    expect(await navigator.serviceWorker.getRegistrations()).toHaveLength(0);
  });

  it('with the flag: answers handled requests of the real clients, and warns on unhandled ones', async () => {
    const worker = await startMockWorker({ VITE_TEST_AUTOMATION: 'true' }, [
      http.get('/oa/v1/me', ({ request }) =>
        HttpResponse.json({ _data: { id: 'operator', auth: request.headers.get('authorization') } }),
      ),
    ]);
    stop = () => worker?.stop();
    expect(worker).not.toBeNull();
    const session = createSession({ storage: createMemoryStorage() });
    session.setAccessToken('token-1');
    const handle = createApiClients({ session, baseUrls });
    const { clients } = handle;
    const response = await clients.OA.get('/v1/me');
    expect(response.data).toEqual({ _data: { id: 'operator', auth: 'Bearer token-1' } });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await clients.SEOUL_CUP.get('/v1/unmocked').catch(() => undefined);
    expect(warn.mock.calls.flat().join(' ')).toContain('/seoul-cup/v1/unmocked');
    handle.dispose();
  });
});
