/**
 * A real-socket server for the event stream tests: the handler writes each response itself (chunk by chunk, held
 * open, dropped), and the refresh endpoint answers with a new access token.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFRESH_PATH } from './refresh';

export const OLD = 'access-old';
export const NEW = 'access-new';
export const SSE_HEADERS = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' };

/** A request the SSE server received. */
export interface Received {
  path: string;
  authorization: string | null;
  accept: string | null;
  lastEventId: string | null;
}

export type SseHandler = (request: Received, response: ServerResponse, raw: IncomingMessage) => void | Promise<void>;

/** A real-socket server whose handler writes the response itself (chunk by chunk), and refreshes tokens. */
export async function startSseServer() {
  let handler: SseHandler = (_request, response) => {
    response.writeHead(404).end();
  };
  let refreshReply: () => { status: number; body: unknown } = () => ({
    status: 200,
    body: { _data: { accessToken: NEW } },
  });
  const received: Received[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((raw, response) => {
    const request: Received = {
      path: raw.url ?? '',
      authorization: raw.headers.authorization ?? null,
      accept: raw.headers.accept ?? null,
      lastEventId: (raw.headers['last-event-id'] as string | undefined) ?? null,
    };
    received.push(request);
    raw.socket.setNoDelay(true);
    open.add(response);
    response.on('close', () => open.delete(response));
    if (request.path.endsWith(REFRESH_PATH)) {
      const reply = refreshReply();
      response.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
      return;
    }
    void handler(request, response, raw);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    origin,
    baseUrls: {
      OA: `${origin}/oa`,
      OA_BLOB: `${origin}/oa`,
      APPS: `${origin}/apps`,
      CUID: `${origin}/cuid`,
      SEOUL_CUP: `${origin}/seoul-cup`,
    },
    received,
    /** Responses still open on the server. */
    open,
    streams: () => received.filter((request) => !request.path.endsWith(REFRESH_PATH)),
    refreshes: () => received.filter((request) => request.path.endsWith(REFRESH_PATH)),
    handle(next: SseHandler) {
      handler = next;
    },
    onRefresh(next: typeof refreshReply) {
      refreshReply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export type SseServer = Awaited<ReturnType<typeof startSseServer>>;
