/**
 * A local HTTP server for the tests of this package: real sockets, real fetch, an ephemeral port. Each test sets
 * its own handler and reads what the server received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMemoryStorage, createSession } from '@oa/auth';
import { createApiClients, type ApiClientsHandle } from './clients';

export interface ReceivedRequest {
  method: string;
  /** The path with its prefix, e.g. `/oa/v1/auth/token/access`. */
  path: string;
  authorization: string | null;
  contentType: string | null;
  headers: IncomingMessage['headers'];
  body: string;
}

/** An answer; `'drop'` closes the socket without answering (a network error on the client's side). */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'drop';
export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** Base URLs of the five clients on this server, one path prefix per backend. */
  baseUrls: { OA: string; OA_BLOB: string; APPS: string; CUID: string; SEOUL_CUP: string };
  received: ReceivedRequest[];
  /** The socket of each received request, in order (the same socket twice: the connection was kept alive). */
  sockets(): readonly Socket[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = () => ({ status: 404 });
  const received: ReceivedRequest[] = [];
  const sockets: Socket[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    sockets.push(request.socket);
    void (async () => {
      const entry: ReceivedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? null,
        contentType: request.headers['content-type'] ?? null,
        headers: request.headers,
        body: await readBody(request),
      };
      received.push(entry);
      const reply = await handler(entry);
      if (reply === 'drop') {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
    })();
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
    sockets: () => sockets,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** A promise with its resolve exposed: the tests hold an answer until they release it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Waits until `condition` holds (polling), failing after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The usual test setup: a fresh server, a session holding `accessToken`, and the five clients pointed at it. */
export async function startClientsAgainstServer(
  accessToken = 'access-1',
): Promise<{ server: TestServer; handle: ApiClientsHandle }> {
  const server = await startTestServer();
  const session = createSession({ storage: createMemoryStorage() });
  session.setAccessToken(accessToken);
  return { server, handle: createApiClients({ session, baseUrls: server.baseUrls }) };
}
