import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, ApiError } from './errors';
import { createHttpClient, HttpError, isUnreachable, serverError, type HttpClient } from './http';
import { gate, startTestServer, type TestServer } from './testServer';

let server: TestServer;
let client: HttpClient;

beforeEach(async () => {
  server = await startTestServer();
  server.handle(() => ({ status: 200, body: { _data: 'ok' } }));
  client = createHttpClient({ baseURL: server.baseUrls.OA, headers: { 'Content-Type': 'application/json' } });
});
afterEach(async () => {
  await server.close();
});

describe('createHttpClient', () => {
  it('puts query parameters on the URL: arrays repeat the name, null and undefined are left out', async () => {
    await client.get('/v1/robots', { params: { page: 2, filter: ['a:eq:1', 'b:eq:2'], q: undefined, r: null } });
    expect(server.received[0]?.path).toBe('/oa/v1/robots?page=2&filter=a%3Aeq%3A1&filter=b%3Aeq%3A2');
  });

  it('sends objects as JSON, and no content type when there is no body', async () => {
    await client.post('/v1/a', { name: '수거함' });
    await client.post('/v1/b');
    expect(server.received.map((request) => [request.contentType, request.body])).toEqual([
      ['application/json', '{"name":"수거함"}'],
      [null, ''],
    ]);
  });

  it('a header set to null removes the default', async () => {
    await client.post('/v1/a', 'plain', { headers: { 'Content-Type': null } });
    expect(server.received[0]?.contentType).toBe('text/plain;charset=UTF-8');
  });

  it('parses JSON answers, keeps other text, and gives null for an empty body', async () => {
    const answers = [{ status: 200, body: { _data: 1 } }, { status: 200, body: 'not json {' }, { status: 204 }];
    server.handle(() => answers.shift() ?? { status: 500 });
    const data = [];
    for (const path of ['/v1/a', '/v1/b', '/v1/c']) data.push((await client.get(path)).data);
    expect(data).toEqual([{ _data: 1 }, 'not json {', null]);
  });

  it('rejects a status outside 2xx with the answer, and serverError() reads the Korean error body', async () => {
    const body = { error: { code: 'INVALID', message: '이름을 입력해 주세요.', fields: { name: '필수입니다.' } } };
    server.handle(() => ({ status: 400, body }));
    const error = await client.post('/v1/robots', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'ERR_BAD_RESPONSE', status: 400, response: { data: body } });
    expect(serverError(error)).toEqual(body.error);
    expect(serverError(new Error('x'))).toBeUndefined();
  });

  it('no answer is ERR_NETWORK: unreachable, and serverError() says so in Korean (a read reloads by itself)', async () => {
    server.handle(() => 'drop');
    const read = await client.get('/v1/a').catch((caught: unknown) => caught);
    expect(read).toMatchObject({ code: 'ERR_NETWORK', status: undefined, response: undefined });
    expect(isUnreachable(read)).toBe(true);
    expect(serverError(read)).toEqual({ code: 'UNREACHABLE', message: API_MESSAGES.unreachableRead });
    const write = await client.post('/v1/a', {}).catch((caught: unknown) => caught);
    expect(serverError(write)).toEqual({ code: 'UNREACHABLE', message: API_MESSAGES.unreachableWrite });
  });

  it("502/503/504 are unreachable: the server's own Korean body when it sent one, else the console's words", async () => {
    const away = {
      error: { code: 'DATABASE_UNAVAILABLE', message: '데이터베이스에 연결할 수 없어 요청을 처리하지 못했습니다.' },
    };
    const answers: Record<string, { status: number; body: unknown }> = {
      '/oa/v1/gateway': { status: 502, body: '<html>502 Bad Gateway</html>' },
      '/oa/v1/away': { status: 503, body: away },
      '/oa/v1/slow': { status: 504, body: null },
      '/oa/v1/broken': { status: 500, body: null },
    };
    server.handle((request) => answers[request.path] ?? { status: 404, body: null });
    const failed = async (path: string) => client.get(path).catch((caught: unknown) => caught);
    const gateway = await failed('/v1/gateway');
    expect([isUnreachable(gateway), serverError(gateway)?.code]).toEqual([true, 'UNREACHABLE']);
    const database = await failed('/v1/away');
    expect([isUnreachable(database), serverError(database)]).toEqual([true, away.error]);
    expect(isUnreachable(await failed('/v1/slow'))).toBe(true);
    // A 500 is an answer the server meant: not retried, and nothing of ours is said for it.
    const broken = await failed('/v1/broken');
    expect([isUnreachable(broken), serverError(broken)]).toEqual([false, undefined]);
  });

  it('an answer of the wrong shape (ApiError MALFORMED_RESPONSE) is said with spec §8 message', () => {
    expect(serverError(new ApiError('MALFORMED_RESPONSE'))).toEqual({
      code: 'MALFORMED_RESPONSE',
      message: '응답 데이터 형식이 올바르지 않습니다.',
    });
  });

  it('a timeout is ERR_TIMEOUT, an aborted signal ERR_CANCELED', async () => {
    const held = gate();
    server.handle(async () => {
      await held.promise;
      return { status: 200, body: {} };
    });
    await expect(client.get('/v1/slow', { timeout: 50 })).rejects.toMatchObject({ code: 'ERR_TIMEOUT' });
    const controller = new AbortController();
    const pending = client.get('/v1/slow', { signal: controller.signal, timeout: 10_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    held.open();
  });

  it('an absolute URL is used as it is', async () => {
    await client.get(`${server.origin}/apps/v1/x`);
    expect(server.received[0]?.path).toBe('/apps/v1/x');
  });
});
