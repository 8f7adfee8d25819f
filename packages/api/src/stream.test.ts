import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createSession, type Session } from '@oa/auth';
import { createApi, type Api } from './api';
import { ApiError } from './errors';
import { isHttpError } from './http';
import { openEventStream, reconnectDelay, type EventStreamOptions, type EventStreamStatus } from './stream';
import { NEW, OLD, SSE_HEADERS, startSseServer, type SseServer } from './sseTestServer';
import { gate, until } from './testServer';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: SseServer;
let session: Session;
let api: Api;
let logouts: number;
let stops: (() => void)[];

beforeEach(async () => {
  server = await startSseServer();
  session = createSession({ storage: createMemoryStorage() });
  session.setAccessToken(OLD);
  session.setRefreshToken('refresh-1');
  logouts = 0;
  session.onLogout(() => {
    logouts += 1;
  });
  api = createApi({ session, baseUrls: server.baseUrls, goToLogin: () => undefined });
  stops = [];
});
afterEach(async () => {
  for (const stop of stops) stop();
  api.dispose();
  await server.close();
});

/** Opens a stream on OA with fast reconnects and records what it reports. */
function open(path = '/v1/robots/live', options: Partial<EventStreamOptions> = {}) {
  const events: { name: string; data: string; id: string | undefined }[] = [];
  const statuses: { status: EventStreamStatus; error: unknown }[] = [];
  const stream = openEventStream(api, 'OA', path, {
    onEvent: (name, data, message) => events.push({ name, data, id: message.id }),
    onStatus: (status, error) => statuses.push({ status, error }),
    reconnect: { initialMs: 10, maxMs: 40, jitter: 0 },
    ...options,
  });
  stops.push(() => {
    stream.close();
  });
  return { stream, events, statuses, statusNames: () => statuses.map((entry) => entry.status) };
}

/** The events of WIRE, whatever the chunks. */
const WIRE =
  ': heartbeat\r\n' +
  'retry: 5000\r\n' +
  'event: status\r\nid: 1\r\ndata: {"robot":"R-1",\r\ndata: "state":"운영"}\r\n\r\n' +
  'data: plain\n\n' +
  'id: 3\rdata: cr only\r\r' +
  'event: bin\nunknown: field\ndata:no-space\ndata\n\n' +
  'data: unfinished';
const WIRE_EVENTS = [
  { name: 'status', data: '{"robot":"R-1",\n"state":"운영"}', id: '1' },
  { name: 'message', data: 'plain', id: undefined },
  { name: 'message', data: 'cr only', id: '3' },
  { name: 'bin', data: 'no-space\n', id: undefined },
];

/** A `fetch` answering an event stream made of exactly these byte chunks. */
function chunkedFetch(chunks: Uint8Array[]): typeof fetch {
  return () =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            // Left open, as a live stream is.
            for (const chunk of chunks) controller.enqueue(chunk);
          },
        }),
        { headers: SSE_HEADERS },
      ),
    );
}

describe('the wire format', () => {
  it('parses event, multi-line data, id, retry, comments, CR / LF / CRLF over a real socket, chunk by chunk', async () => {
    const bytes = new TextEncoder().encode(WIRE);
    server.handle(async (_request, response) => {
      response.writeHead(200, SSE_HEADERS);
      // Seven-byte writes with a pause between: chunk boundaries inside fields, CRLF pairs and a Korean character.
      for (let at = 0; at < bytes.length; at += 7) {
        response.write(bytes.subarray(at, at + 7));
        await pause(1);
      }
    });
    const { events } = open();
    await until(() => events.length === WIRE_EVENTS.length);
    expect(events).toEqual(WIRE_EVENTS);
  });

  it('gives the same events for every split of the bytes into two chunks, and for one byte per chunk', async () => {
    const bytes = new TextEncoder().encode(WIRE);
    const splits = [
      ...Array.from({ length: bytes.length - 1 }, (_, at) => [bytes.subarray(0, at + 1), bytes.subarray(at + 1)]),
      Array.from(bytes, (byte) => Uint8Array.of(byte)),
    ];
    for (const chunks of splits) {
      const events: { name: string; data: string; id: string | undefined }[] = [];
      const controller = new AbortController();
      const stream = openEventStream(api, 'OA', '/v1/x', {
        fetch: chunkedFetch(chunks),
        signal: controller.signal,
        onEvent: (name, data, message) => {
          events.push({ name, data, id: message.id });
          if (events.length === WIRE_EVENTS.length) controller.abort();
        },
      });
      await stream.finished;
      expect(events).toEqual(WIRE_EVENTS);
    }
  });
});

describe('connecting', () => {
  it('sends the bearer token and Accept: text/event-stream to the client base URL, and reports open', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, SSE_HEADERS);
      response.write('data: hello\n\n');
    });
    const { events, statusNames, stream } = open('/v1/robots/live', { params: { machineId: 'R-0001' } });
    expect(stream.status).toBe('connecting');
    await until(() => events.length === 1);
    expect(server.streams()[0]).toMatchObject({
      path: '/oa/v1/robots/live?machineId=R-0001',
      authorization: `Bearer ${OLD}`,
      accept: 'text/event-stream',
      lastEventId: null,
    });
    expect(statusNames()).toEqual(['connecting', 'open']);
    expect(stream.status).toBe('open');
  });

  it('close() ends the connection on the server, reports closed without an error, and never reconnects', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, SSE_HEADERS);
      response.write('data: 1\n\n');
    });
    const { events, statuses, stream } = open();
    await until(() => events.length === 1);
    expect(server.open.size).toBe(1);
    stream.close();
    expect(await stream.finished).toEqual({ error: undefined });
    await until(() => server.open.size === 0);
    await pause(60);
    expect(server.streams()).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ status: 'closed', error: undefined });
  });

  it('an aborted signal stops it as close() does', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, SSE_HEADERS);
      response.write(': hi\n\n');
    });
    const controller = new AbortController();
    const { stream } = open('/v1/x', { signal: controller.signal });
    await until(() => stream.status === 'open');
    controller.abort();
    expect(await stream.finished).toEqual({ error: undefined });
    expect(stream.status).toBe('closed');
  });
});

describe('reconnecting', () => {
  it('after the server drops the connection: reconnecting, then open again, resuming with Last-Event-ID', async () => {
    server.handle((request, response) => {
      response.writeHead(200, SSE_HEADERS);
      if (request.lastEventId === null) {
        response.write('id: 41\ndata: a\n\nid: 42\ndata: b\n\n', () => {
          setTimeout(() => response.socket?.destroy(), 10);
        });
      } else {
        response.write(`data: resumed after ${request.lastEventId}\n\n`);
      }
    });
    const { events, statusNames, stream } = open();
    await until(() => events.length === 3);
    expect(events.map((event) => event.data)).toEqual(['a', 'b', 'resumed after 42']);
    expect(server.streams().map((request) => request.lastEventId)).toEqual([null, '42']);
    expect(statusNames()).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    expect(stream.lastEventId).toBe('42');
  });

  it('after the server ends the stream normally, and after a 503, with the same token', async () => {
    let count = 0;
    server.handle((_request, response) => {
      count += 1;
      if (count === 1) {
        response.writeHead(200, SSE_HEADERS).end('data: first\n\n');
      } else if (count === 2) {
        response.writeHead(503).end();
      } else {
        response.writeHead(200, SSE_HEADERS).write('data: third\n\n');
      }
    });
    const { events, statuses } = open();
    await until(() => events.length === 2);
    expect(events.map((event) => event.data)).toEqual(['first', 'third']);
    const reconnecting = statuses.filter((entry) => entry.status === 'reconnecting');
    expect(reconnecting).toHaveLength(2);
    // A normal end is no error; the 503 is reported.
    expect(reconnecting[0]?.error).toBeUndefined();
    expect(isHttpError(reconnecting[1]?.error) && reconnecting[1].error.status).toBe(503);
    expect(server.streams().every((request) => request.authorization === `Bearer ${OLD}`)).toBe(true);
  });

  it('when the server cannot be reached, and stops retrying once closed', async () => {
    await server.close();
    const { statuses, stream } = open();
    await until(() => statuses.filter((entry) => entry.status === 'reconnecting').length >= 2);
    expect(isHttpError(statuses[1]?.error) && statuses[1].error.code).toBe('ERR_NETWORK');
    stream.close();
    expect(await stream.finished).toEqual({ error: undefined });
  });

  it('when nothing (not even a heartbeat) arrives for idleTimeoutMs', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, SSE_HEADERS);
      response.write(': connected\n\n');
    });
    const { statuses } = open('/v1/x', { idleTimeoutMs: 50 });
    await until(() => server.streams().length === 2);
    expect(isHttpError(statuses[2]?.error) && statuses[2].error.code).toBe('ERR_TIMEOUT');
  });

  it('backs off 1 s, 2 s, 4 s, 8 s, then 15 s at most, less up to 30% jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, 1000, { random: () => 0 }))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
    expect(reconnectDelay(0, 1000, { random: () => 1 })).toBe(700);
    expect(reconnectDelay(4, 1000, { random: () => 0.5 })).toBe(12_750);
  });
});

describe('the 410 / 498 rule, as the clients', () => {
  it('410: one shared refresh with concurrent client requests, then reconnects with the new token', async () => {
    const held = gate();
    server.onRefresh(() => ({ status: 200, body: { _data: { accessToken: NEW } } }));
    server.handle(async (request, response) => {
      if (request.authorization !== `Bearer ${NEW}`) {
        await held.promise;
        response.writeHead(410).end();
        return;
      }
      if (request.accept === 'text/event-stream') response.writeHead(200, SSE_HEADERS).write('data: live\n\n');
      else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"_data":{"ok":true}}');
    });
    const { events, statusNames } = open();
    const requests = [api.clients.OA.get('/v1/robots'), api.clients.APPS.get('/v1/events')];
    await until(() => server.received.length === 3);
    held.open();
    await until(() => events.length === 1);
    await Promise.all(requests);
    expect(server.refreshes()).toHaveLength(1);
    const streamRequests = server.streams().filter((request) => request.accept === 'text/event-stream');
    expect(streamRequests.map((request) => request.authorization)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(statusNames()).toEqual(['connecting', 'open']);
    expect(session.getAccessToken()).toBe(NEW);
  });

  it('410 on a reconnect (the token expired while the stream was open) refreshes and goes on', async () => {
    server.handle((request, response) => {
      if (request.authorization === `Bearer ${OLD}` && request.lastEventId !== null) {
        response.writeHead(410).end();
        return;
      }
      response.writeHead(200, SSE_HEADERS);
      if (request.lastEventId === null) response.end('id: 7\ndata: before\n\n');
      else response.write('data: after\n\n');
    });
    const { events } = open();
    await until(() => events.length === 2);
    expect(server.streams().map((request) => [request.authorization, request.lastEventId])).toEqual([
      [`Bearer ${OLD}`, null],
      [`Bearer ${OLD}`, '7'],
      [`Bearer ${NEW}`, '7'],
    ]);
    expect(server.refreshes()).toHaveLength(1);
  });

  it('498: logs out exactly once and closes with the 498, no reconnect', async () => {
    server.handle((_request, response) => {
      response.writeHead(498).end();
    });
    const { stream, statuses } = open();
    const end = await stream.finished;
    expect(isHttpError(end.error) && end.error.status).toBe(498);
    expect(logouts).toBe(1);
    expect(session.getAccessToken()).toBeNull();
    await pause(60);
    expect(server.streams()).toHaveLength(1);
    expect(statuses.map((entry) => entry.status)).toEqual(['connecting', 'closed']);
  });

  it('a refresh answered with an error: logs out once and closes with REFRESH_FAILED', async () => {
    server.onRefresh(() => ({ status: 498, body: null }));
    server.handle((_request, response) => {
      response.writeHead(410).end();
    });
    const { stream } = open();
    const end = await stream.finished;
    expect(end.error).toBeInstanceOf(ApiError);
    expect((end.error as ApiError).code).toBe('REFRESH_FAILED');
    expect(logouts).toBe(1);
    await pause(60);
    expect(server.streams()).toHaveLength(1);
  });

  it('a logout anywhere else (another request, the user) closes the open stream', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, SSE_HEADERS).write(': open\n\n');
    });
    const { stream } = open();
    await until(() => stream.status === 'open');
    await session.logout();
    const end = await stream.finished;
    expect((end.error as ApiError).code).toBe('LOGGED_OUT');
    await until(() => server.open.size === 0);
  });
});

describe('final answers (no reconnect loop)', () => {
  it.each([401, 403, 404, 400])('%i: closed with the HttpError carrying the server body', async (status) => {
    server.handle((_request, response) => {
      response
        .writeHead(status, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'FORBIDDEN', message: '권한이 없습니다.' } }));
    });
    const { stream, statusNames } = open();
    const end = await stream.finished;
    expect(isHttpError(end.error) && end.error.status).toBe(status);
    expect(isHttpError(end.error) && end.error.response?.data).toEqual({
      error: { code: 'FORBIDDEN', message: '권한이 없습니다.' },
    });
    await pause(60);
    expect(server.streams()).toHaveLength(1);
    expect(statusNames()).toEqual(['connecting', 'closed']);
    expect(logouts).toBe(0);
  });

  it('a 200 that is not an event stream (e.g. an HTML page) is an error, not a reconnect loop', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html></html>');
    });
    const { stream } = open();
    const end = await stream.finished;
    expect(isHttpError(end.error) && end.error.code).toBe('ERR_BAD_RESPONSE');
    expect(server.streams()).toHaveLength(1);
  });

  it('204 No Content: the server has nothing to stream; closed without an error', async () => {
    server.handle((_request, response) => {
      response.writeHead(204).end();
    });
    const { stream } = open();
    expect(await stream.finished).toEqual({ error: undefined });
    await pause(60);
    expect(server.streams()).toHaveLength(1);
  });
});
