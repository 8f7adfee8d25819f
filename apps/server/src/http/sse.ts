/**
 * Server-Sent Events over a plain GET, for every area's live streams (robots' realtime control and RC 4.0 board,
 * the cup programme's monitors). The console reads them with fetch, so the access token travels in the
 * Authorization header like every other request, never in the query string.
 *
 * A stream starts with `retry: 3000`, sends a comment (`: heartbeat`) every 15 s so proxies keep the connection,
 * and ends after the access token's lifetime, so a reconnect re-checks the session and permissions (the console
 * reconnects by itself, with Last-Event-ID where the stream numbers its events).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT_MS = 15_000;

export interface SseStream {
  send(event: string, data: unknown, id?: number): void;
  /** Called once, when the stream ends for any reason. */
  onEnd(listener: () => void): void;
  end(): void;
}

export function openSse(request: FastifyRequest, reply: FastifyReply, heartbeatMs: number, maxMs: number): SseStream {
  void reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies: do not buffer the stream.
    'x-accel-buffering': 'no',
  });
  response.write(`retry: ${String(SSE_RETRY_MS)}\n\n`);
  let ended = false;
  const listeners: (() => void)[] = [];
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), heartbeatMs);
  const limit = setTimeout(() => {
    finish();
  }, maxMs);
  heartbeat.unref();
  limit.unref();
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(limit);
    for (const listener of listeners) listener();
    if (!response.writableEnded) response.end();
  };
  request.raw.on('close', finish);
  response.on('close', finish);
  response.on('error', finish);
  return {
    send(event, data, id) {
      if (ended) return;
      response.write(
        `${id === undefined ? '' : `id: ${String(id)}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      );
    },
    onEnd(listener) {
      if (ended) listener();
      else listeners.push(listener);
    },
    end: finish,
  };
}

/** A Last-Event-ID header that is an event id (a row id), or null. */
export function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}
