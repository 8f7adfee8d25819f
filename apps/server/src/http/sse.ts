/**
 * Server-Sent Events over a plain GET, for every area's live streams (robots' realtime control and RC 4.0 board,
 * the cup programme's monitors). The console reads them with fetch, so the access token travels in the
 * Authorization header like every other request, never in the query string.
 *
 * A stream starts with `retry: 3000`, sends a comment (`: heartbeat`) every 15 s so proxies keep the connection,
 * and ends after the access token's lifetime, so a reconnect re-checks the session and permissions (the console
 * reconnects by itself, with Last-Event-ID where the stream numbers its events).
 *
 * The app keeps its open streams (`app.liveStreams`): a draining process ends them with a short retry hint, after it
 * stopped taking connections, so each console reconnects at once through the balancer to another process.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT_MS = 15_000;

/** How soon a console reconnects after a draining process ended its stream, ms. */
export const SSE_DRAIN_RETRY_MS = 500;

export interface SseStream {
  send(event: string, data: unknown, id?: number): void;
  /** Called once, when the stream ends for any reason. */
  onEnd(listener: () => void): void;
  /** Ends the stream; with `retryMs`, tells the client first to reconnect after that long. */
  end(retryMs?: number): void;
}

/** The app's open streams (app.ts decorates the app with one). */
export class LiveStreams {
  readonly #open = new Set<SseStream>();
  #draining: number | null = null;

  add(stream: SseStream): void {
    // A stream whose request began before the drain: ended at once, with the same hint.
    if (this.#draining !== null) {
      stream.end(this.#draining);
      return;
    }
    this.#open.add(stream);
    stream.onEnd(() => this.#open.delete(stream));
  }

  get size(): number {
    return this.#open.size;
  }

  /** Ends every open stream, and each one opened from now on, with a retry hint (a drain). */
  endAll(retryMs = SSE_DRAIN_RETRY_MS): void {
    this.#draining = retryMs;
    for (const stream of [...this.#open]) stream.end(retryMs);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The open live streams (a drain ends them). */
    liveStreams: LiveStreams;
  }
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
  const finish = (retryMs?: number) => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(limit);
    for (const listener of listeners) listener();
    if (response.writableEnded) return;
    if (retryMs === undefined) response.end();
    else response.end(`retry: ${String(retryMs)}\n\n`);
  };
  const onClose = () => {
    finish();
  };
  request.raw.on('close', onClose);
  response.on('close', onClose);
  response.on('error', onClose);
  const stream: SseStream = {
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
  (request.server as { liveStreams?: LiveStreams }).liveStreams?.add(stream);
  return stream;
}

/** A Last-Event-ID header that is an event id (a row id), or null. */
export function lastEventId(request: FastifyRequest): number | null {
  const raw = request.headers['last-event-id'];
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}
