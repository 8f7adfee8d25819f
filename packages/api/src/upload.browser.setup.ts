/**
 * Global setup of the browser tests: a real upload server on a loopback port (another origin than the test page,
 * so CORS preflights happen as they would against the OA host). Its address reaches the tests through
 * `inject('uploadServer')`. Every path starts with `/r/{run}` (one run per test, in the base URLs), so each test
 * reads only its own requests, the refresh calls included:
 *
 * - POST /oa/v1/auth/token/access: a new access token (`access-new`).
 * - POST /oa/v1/files: 200 `{ _data: { bytes } }`.
 * - POST /oa/v1/files/expiring: 410 unless the bearer token is `access-new`.
 * - POST /oa/v1/files/forbidden: 403 with a Korean error body. /oa/v1/files/expired: 498.
 * - POST /oa/v1/files/slow: reads the body and never answers (until the client goes away).
 * - GET /log/{run}: what the server received under `/r/{run}`, in order.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    uploadServer: string;
  }
}

export interface UploadLogEntry {
  path: string;
  authorization: string | null;
  contentType: string | null;
  /** Bytes of the body received. */
  bytes: number;
  /** The client went away before the answer. */
  aborted: boolean;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH',
  'Access-Control-Allow-Headers': 'authorization, accept, cache-control, pragma, content-type, last-event-id',
};

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = new Map<string, UploadLogEntry[]>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    if (url.pathname.startsWith('/log/')) {
      json(response, 200, log.get(url.pathname.slice('/log/'.length)) ?? []);
      return;
    }
    const [, prefix = '', run = '', ...rest] = url.pathname.split('/');
    if (prefix !== 'r') {
      json(response, 404, null);
      return;
    }
    const path = `/${rest.join('/')}`;
    const entry: UploadLogEntry = {
      path,
      authorization: request.headers.authorization ?? null,
      contentType: request.headers['content-type'] ?? null,
      bytes: 0,
      aborted: false,
    };
    log.set(run, [...(log.get(run) ?? []), entry]);
    response.on('close', () => {
      if (!response.writableFinished) entry.aborted = true;
    });
    request.on('data', (chunk: Buffer) => {
      entry.bytes += chunk.length;
    });
    request.on('end', () => {
      switch (path) {
        case '/oa/v1/auth/token/access':
          json(response, 200, { _data: { accessToken: 'access-new' } });
          return;
        case '/oa/v1/files':
          json(response, 200, { _data: { bytes: entry.bytes } });
          return;
        case '/oa/v1/files/expiring':
          if (entry.authorization === 'Bearer access-new') json(response, 200, { _data: { bytes: entry.bytes } });
          else json(response, 410, null);
          return;
        case '/oa/v1/files/forbidden':
          json(response, 403, { error: { code: 'FORBIDDEN', message: '업로드 권한이 없습니다.' } });
          return;
        case '/oa/v1/files/expired':
          json(response, 498, null);
          return;
        case '/oa/v1/files/slow':
          return;
        default:
          json(response, 404, null);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('uploadServer', `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
}
