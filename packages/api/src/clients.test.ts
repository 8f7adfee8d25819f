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
    expect(handle.clients.OA_BLOB.headers['Content-Type']).toBe('multipart/form-data');
  });

  it('follows up to 20 redirects and fails on the 21st (spec §9; the Fetch standard has the same limit)', async () => {
    // /loop/n redirects to /loop/n+1 until n reaches ?until.
    server.handle((request) => {
      const url = new URL(request.path, server.origin);
      const step = Number(url.pathname.split('/').pop());
      const until = Number(url.searchParams.get('until'));
      if (step >= until) return { status: 200, body: { _data: { step } } };
      return { status: 302, headers: { Location: `/oa/v1/loop/${String(step + 1)}?until=${String(until)}` } };
    });
    const ok = await handle.clients.OA.get('/v1/loop/0', { params: { until: 20 } });
    expect(ok.data).toEqual({ _data: { step: 20 } });
    await expect(handle.clients.OA.get('/v1/loop/0', { params: { until: 21 } })).rejects.toMatchObject({
      code: 'ERR_NETWORK',
    });
    expect(server.received.at(-1)?.path).toBe('/oa/v1/loop/20?until=21');
  });

  it('keeps connections alive: requests one after another reuse their sockets (spec §9)', async () => {
    for (const path of ['/v1/a', '/v1/b', '/v1/c', '/v1/d', '/v1/e', '/v1/f']) await handle.clients.CUID.get(path);
    expect(server.received.every((request) => request.headers.connection === 'keep-alive')).toBe(true);
    // Without keep-alive every request opens its own socket; Node's fetch pools at most a couple here.
    expect(new Set(server.sockets()).size).toBeLessThanOrEqual(2);
  });
});
