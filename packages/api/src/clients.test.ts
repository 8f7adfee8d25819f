import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClientsHandle } from './clients';
import { startClientsAgainstServer, type TestServer } from './testServer';

let server: TestServer;
let handle: ApiClientsHandle;

beforeEach(async () => {
  ({ server, handle } = await startClientsAgainstServer());
  server.handle(() => ({ status: 200, body: {} }));
});
afterEach(async () => {
  handle.dispose();
  await server.close();
});

describe('createApiClients (spec §7)', () => {
  it('gives the five clients, each on its own base URL, OA_BLOB on OA', async () => {
    const { clients } = handle;
    for (const client of [clients.APPS, clients.OA, clients.OA_BLOB, clients.CUID, clients.SEOUL_CUP]) {
      await client.get('/v1/ping');
    }
    expect(server.received.map((request) => request.path)).toEqual([
      '/apps/v1/ping',
      '/oa/v1/ping',
      '/oa/v1/ping',
      '/cuid/v1/ping',
      '/seoul-cup/v1/ping',
    ]);
  });

  it('sends JSON headers that disable caching, and the bearer token', async () => {
    await handle.clients.CUID.post('/v1/cards', { name: '카드' });
    const [request] = server.received;
    expect(request?.headers['cache-control']).toBe('no-cache');
    expect(request?.headers.pragma).toBe('no-cache');
    expect(request?.contentType).toBe('application/json');
    expect(request?.authorization).toBe('Bearer access-1');
    expect(JSON.parse(request?.body ?? '')).toEqual({ name: '카드' });
  });

  it('OA_BLOB sends multipart (with its boundary) for form data', async () => {
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'list.csv');
    await handle.clients.OA_BLOB.post('/v1/upload', form);
    const [request] = server.received;
    expect(request?.path).toBe('/oa/v1/upload');
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers['cache-control']).toBe('no-cache');
    expect(handle.clients.OA_BLOB.defaults.headers['Content-Type']).toBe('multipart/form-data');
  });
});
