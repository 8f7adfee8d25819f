import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClientsHandle } from './clients';
import { HttpError } from './http';
import { createSwrConfig, listKey, retryDelay, SWR_CACHE_TTL_MS, swrKeyToUrl, TtlCache } from './swrConfig';
import { startClientsAgainstServer, type TestServer } from './testServer';

describe('retryDelay', () => {
  it('waits 1 s, 2 s, 4 s, 8 s, then 10 s, each spread by ±25 %', () => {
    expect([1, 2, 3, 4, 5, 9].map((count) => retryDelay(count, 0.5))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect([retryDelay(1, 0), retryDelay(1, 0.999_999)]).toEqual([750, 1250]);
  });
});

describe('TtlCache', () => {
  it('drops entries unused for the TTL; a read or a write counts as a use', () => {
    let now = 0;
    const cache = new TtlCache<number>({ ttlMs: 1000, now: () => now });
    cache.set('a', 1).set('b', 2);
    now = 900;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect([...cache.keys()]).toEqual(['a']);
    now = 1999;
    expect(cache.size).toBe(1);
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('deletes and clears', () => {
    const cache = new TtlCache<number>({ ttlMs: 1000 });
    cache.set('a', 1).set('b', 2);
    expect(cache.delete('a')).toBe(true);
    expect([...cache.keys()]).toEqual(['b']);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('swrKeyToUrl', () => {
  it('prefixes "/" and sends the second element as the query string; further elements are not sent', () => {
    expect(swrKeyToUrl('v1/robots')).toBe('/v1/robots');
    expect(swrKeyToUrl(['/v1/robots', 'page=2&size=10'])).toBe('/v1/robots?page=2&size=10');
    expect(swrKeyToUrl(['/v1/robots', new URLSearchParams({ q: '강남' })])).toBe('/v1/robots?q=%EA%B0%95%EB%82%A8');
    expect(swrKeyToUrl(['/v1/robots?x=1', { a: 1, b: undefined, c: true }, 'tab-2'])).toBe('/v1/robots?x=1&a=1&c=true');
    expect(() => swrKeyToUrl('')).toThrow(TypeError);
  });

  it('listKey carries page, size, sort and filters', () => {
    expect(listKey('/v1/robots', { page: 2, filters: [{ field: 'state', op: 'eq', value: 'ON' }] })).toEqual([
      '/v1/robots',
      'page=2&size=10&sort=createdAt%2CDESC&filter=state%3Aeq%3AON',
    ]);
  });
});

describe('createSwrConfig (spec §9, security.md)', () => {
  let server: TestServer;
  let handle: ApiClientsHandle;

  beforeEach(async () => {
    ({ server, handle } = await startClientsAgainstServer());
  });
  afterEach(async () => {
    handle.dispose();
    await server.close();
  });

  it('retries only reads that found no server (no answer, 502/503/504), dedupe 100 ms, no refetch on focus', () => {
    const { config } = createSwrConfig({ clients: handle.clients });
    const retries = config.shouldRetryOnError as (error: unknown) => boolean;
    const answered = (status: number) =>
      new HttpError('ERR_BAD_RESPONSE', { url: '/v1/a' }, { status, data: null, headers: new Headers() });
    expect([502, 503, 504].map((status) => retries(answered(status)))).toEqual([true, true, true]);
    expect(retries(new HttpError('ERR_NETWORK', { url: '/v1/a' }))).toBe(true);
    expect([400, 404, 500].map((status) => retries(answered(status)))).toEqual([false, false, false]);
    expect(retries(new HttpError('ERR_CANCELED', { url: '/v1/a' }))).toBe(false);
    expect(retries(new TypeError('x'))).toBe(false);
    expect(config.dedupingInterval).toBe(100);
    expect(config.revalidateOnFocus).toBe(false);
    expect(SWR_CACHE_TTL_MS).toBe(300_000);
  });

  it('the default fetcher GETs the key on OA (with the bearer) and resolves to the response body', async () => {
    const body = { _data: { items: [{ id: 1 }], page: 1, size: 10, total: 1 } };
    server.handle(() => ({ status: 200, body }));
    const { config } = createSwrConfig({ clients: handle.clients });
    const fetcher = config.fetcher as (key: unknown) => Promise<unknown>;
    await expect(fetcher(listKey('v1/robots', { size: 20 }))).resolves.toEqual(body);
    const [request] = server.received;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/oa/v1/robots?page=1&size=20&sort=createdAt%2CDESC');
    expect(request?.authorization).toBe('Bearer access-1');
  });

  it('the default fetcher rejects on an error status', async () => {
    server.handle(() => ({ status: 500, body: { message: 'x' } }));
    const fetcher = createSwrConfig({ clients: handle.clients }).config.fetcher as (key: unknown) => Promise<unknown>;
    await expect(fetcher('/v1/robots')).rejects.toMatchObject({ response: { status: 500 } });
  });

  it('the provider gives one TTL cache (5 minutes by default) that clearCache / unload empty', () => {
    let now = 0;
    const swr = createSwrConfig({ clients: handle.clients, now: () => now });
    const cache = swr.config.provider();
    expect(cache).toBe(swr.cache);
    cache.set('a', { data: 1 });
    now = SWR_CACHE_TTL_MS - 1;
    expect(cache.get('a')).toEqual({ data: 1 });
    now += SWR_CACHE_TTL_MS;
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', { data: 2 });
    swr.clearCache();
    expect([...cache.keys()]).toEqual([]);
    cache.set('c', { data: 3 });
    let notified = 0;
    swr.subscribe(() => (notified += 1));
    swr.unload();
    expect([...cache.keys()]).toEqual([]);
    expect(swr.cache).not.toBe(cache);
    expect(swr.config.provider()).toBe(swr.cache);
    expect(swr.cache.size).toBe(0);
    expect(swr.getGeneration()).toBe(1);
    expect(notified).toBe(1);
  });
});
