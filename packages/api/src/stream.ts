/**
 * A live stream from the server (Server-Sent Events) over `fetch`: `EventSource` cannot send the bearer header.
 * The connection goes through the client's refresh middleware, so the 410/498 rule is the clients' own: a 410
 * joins the ONE shared refresh and connects again with the new token, a 498 or a failed refresh logs out once.
 * A dropped or closed connection reconnects by itself with backoff and `Last-Event-ID`; a refusal (401, 403,
 * 404, ...) is final. The wire format is parsed by `eventsource-parser` (CR, LF and CRLF, fields split anywhere).
 */
import { createParser } from 'eventsource-parser';
import type { Api } from './api';
import type { ApiName } from './baseUrls';
import { ApiError } from './errors';
import {
  buildUrl,
  HttpError,
  isHttpError,
  type HttpResponse,
  type QueryParams,
  type RequestConfig,
  type Send,
} from './http';

export type EventStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface EventStreamMessage {
  /** The `event:` field; `message` when the event has none (as `EventSource`). */
  event: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
  /** The `id:` field of this event, when it has one. */
  id: string | undefined;
}

export interface ReconnectOptions {
  /** The first delay in ms, doubled after each failed attempt; 1000 by default. A `retry:` field replaces it. */
  initialMs?: number;
  /** The longest delay in ms; 15000 by default. */
  maxMs?: number;
  /** Each delay is shortened by up to this fraction at random (spreads reconnects after a server restart); 0.3. */
  jitter?: number;
  /** The random source of the jitter (tests); `Math.random` by default. */
  random?: () => number;
}

export interface EventStreamOptions {
  /** Every event, in order. An exception thrown here is reported and does not end the stream. */
  onEvent: (name: string, data: string, message: EventStreamMessage) => void;
  /**
   * Every change of status. `error` is what made the stream reconnect (none when the server just closed it) or,
   * with `closed`, what ended it for good (none when it was closed by the caller or the server answered 204).
   */
  onStatus?: (status: EventStreamStatus, error?: unknown) => void;
  /** Closes the stream when aborted (like `close()`). */
  signal?: AbortSignal;
  params?: QueryParams;
  /** Resume after this event id (sent as `Last-Event-ID` from the first connection on). */
  lastEventId?: string;
  reconnect?: ReconnectOptions;
  /**
   * Reconnect when nothing (not even a `:` heartbeat comment) arrives for this long, in ms: a connection can die
   * without either side noticing. 45000 by default (the server sends a heartbeat at least every 15 s); 0 = never.
   */
  idleTimeoutMs?: number;
  /** The transport; the global `fetch` by default, read at connect time (tests). */
  fetch?: typeof fetch;
}

/** How a stream ended: `error` is undefined when the caller closed it or the server answered 204 No Content. */
export interface EventStreamEnd {
  error: unknown;
}

export interface EventStream {
  /** Closes the stream for good (the same as aborting `signal`). */
  close(): void;
  readonly status: EventStreamStatus;
  /** The id of the last event received: sent as `Last-Event-ID` when reconnecting. */
  readonly lastEventId: string | undefined;
  /** Resolves once the stream has stopped for good (never rejects). */
  readonly finished: Promise<EventStreamEnd>;
}

/** What `openEventStream` needs of the app's `Api`. */
export type EventStreamApi = Pick<Api, 'clients' | 'coordinator' | 'session'>;

export const DEFAULT_IDLE_TIMEOUT_MS = 45_000;
/** A `retry:` field is clamped to at least this, so a server cannot make the console reconnect in a tight loop. */
export const MIN_SERVER_RETRY_MS = 100;

function parseText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isEventStreamType(contentType: string | null): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'text/event-stream';
}

/**
 * Whether a failed connection attempt is worth another: no answer, a timeout, 408, 429 and 5xx are; a refusal
 * (401, 403, 404, ...), a 410 that the one retry did not cure, 498, a failed refresh and a non-stream answer are
 * not (reconnecting cannot change them).
 */
export function isRetriableStreamError(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.code === 'ERR_NETWORK' || error.code === 'ERR_TIMEOUT') return true;
  const status = error.status;
  if (error.code !== 'ERR_BAD_RESPONSE' || status === undefined) return false;
  return status === 408 || status === 429 || status >= 500;
}

function report(error: unknown): void {
  const reportError = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (reportError !== undefined) reportError(error);
  else
    setTimeout(() => {
      throw error;
    }, 0);
}

/**
 * The wait before reconnect attempt `attempt` (0 = the first after a failure): `baseMs` doubled per attempt, at most
 * `maxMs`, shortened by up to `jitter` at random. With the defaults: 1 s, 2 s, 4 s, 8 s, 15 s, 15 s, ... (less jitter).
 */
export function reconnectDelay(
  attempt: number,
  baseMs: number,
  { maxMs = 15_000, jitter = 0.3, random = Math.random }: Omit<ReconnectOptions, 'initialMs'> = {},
): number {
  return Math.round(Math.min(maxMs, baseMs * 2 ** attempt) * (1 - jitter * random()));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Opens `GET {client base URL}{path}` as an event stream with the session's bearer token and keeps it open until
 * `close()`, `signal`, a logout, or a final error.
 */
export function openEventStream(
  api: EventStreamApi,
  client: ApiName,
  path: string,
  options: EventStreamOptions,
): EventStream {
  const { onEvent, onStatus, signal: outerSignal, params, reconnect = {} } = options;
  const initialMs = reconnect.initialMs ?? 1000;
  const maxMs = reconnect.maxMs ?? 15_000;
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  const baseURL = api.clients[client].baseURL;
  const middleware = api.coordinator.middleware(client);

  const stopper = new AbortController();
  let loggedOut = false;
  let lastEventId = options.lastEventId;
  let baseDelay = initialMs;
  let status: EventStreamStatus = 'connecting';

  const stop = () => {
    stopper.abort();
  };
  // A function, not the property: the flag changes across awaits, which type narrowing does not see.
  const stopped = () => stopper.signal.aborted;
  outerSignal?.addEventListener('abort', stop, { once: true });
  if (outerSignal?.aborted === true) stop();
  const stopListening = api.session.onLogout(() => {
    loggedOut = true;
    stop();
  });

  const setStatus = (next: EventStreamStatus, error?: unknown) => {
    status = next;
    onStatus?.(next, error);
  };

  /** Sends one connection request; answers with the response whose `data` is the body stream. */
  const send: Send = async (config) => {
    const headers = new Headers({ Accept: 'text/event-stream', 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
    for (const [name, value] of Object.entries(config.headers ?? {})) {
      if (value === null) headers.delete(name);
      else headers.set(name, value);
    }
    const transport = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await transport(buildUrl(baseURL, config.url, config.params), {
        method: 'GET',
        headers,
        ...(config.signal === undefined ? {} : { signal: config.signal }),
      });
    } catch (error) {
      throw new HttpError(config.signal?.aborted === true ? 'ERR_CANCELED' : 'ERR_NETWORK', config, undefined, {
        cause: error,
      });
    }
    if (response.ok && response.status !== 204 && isEventStreamType(response.headers.get('content-type'))) {
      return { status: response.status, data: response.body, headers: response.headers, config };
    }
    let data: unknown = null;
    try {
      data = parseText(await response.text());
    } catch {
      // The body is only for the error; its status says enough.
    }
    const answer = { status: response.status, data, headers: response.headers };
    if (response.status === 204) return { ...answer, config };
    // An error status, or a 2xx that is not an event stream (e.g. an HTML page from a proxy): not ours to read.
    throw new HttpError('ERR_BAD_RESPONSE', config, answer);
  };

  /** Reads one connection until it ends; resolves to whether anything arrived. */
  const read = async (
    body: ReadableStream<Uint8Array>,
    connection: AbortController,
    config: RequestConfig,
  ): Promise<boolean> => {
    let received = false;
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent: (message) => {
        if (message.id !== undefined) lastEventId = message.id;
        const event = message.event ?? 'message';
        try {
          onEvent(event, message.data, { event, data: message.data, id: message.id });
        } catch (error) {
          report(error);
        }
      },
      onRetry: (ms) => {
        baseDelay = Math.max(MIN_SERVER_RETRY_MS, Math.min(maxMs, ms));
      },
    });
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const idle = { now: false };
    const armIdle = () => {
      if (idleTimeoutMs <= 0) return;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        idle.now = true;
        connection.abort();
      }, idleTimeoutMs);
    };
    const reader = body.getReader();
    // fetch ends the body on abort; this also ends a body that does not listen to the signal.
    const cancel = () => {
      reader.cancel().catch(() => undefined);
    };
    connection.signal.addEventListener('abort', cancel, { once: true });
    stopper.signal.addEventListener('abort', cancel, { once: true });
    armIdle();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received = true;
        armIdle();
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch (error) {
      throw new HttpError(idle.now ? 'ERR_TIMEOUT' : 'ERR_NETWORK', config, undefined, { cause: error });
    } finally {
      clearTimeout(idleTimer);
      connection.signal.removeEventListener('abort', cancel);
      stopper.signal.removeEventListener('abort', cancel);
      reader.releaseLock();
    }
    if (idle.now) throw new HttpError('ERR_TIMEOUT', config);
    return received;
  };

  const run = async (): Promise<EventStreamEnd> => {
    let attempt = 0;
    for (;;) {
      if (stopped()) return { error: loggedOut ? new ApiError('LOGGED_OUT') : undefined };
      const connection = new AbortController();
      const signal = AbortSignal.any([stopper.signal, connection.signal]);
      const config: RequestConfig = {
        method: 'GET',
        url: path,
        ...(params === undefined ? {} : { params }),
        headers: lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId },
        signal,
      };
      let failure: unknown;
      try {
        const response: HttpResponse = await middleware(config, send);
        // 204 No Content: the server says there is nothing to stream (EventSource stops too).
        if (response.status === 204) return { error: undefined };
        setStatus('open');
        const received = await read(response.data as ReadableStream<Uint8Array>, connection, config);
        if (received) attempt = 0;
        // The server closed the stream: reconnect, as EventSource does.
      } catch (error) {
        if (stopped()) {
          if (!loggedOut) return { error: undefined };
          // Logged out (this stream's 498 or failed refresh, or anyone's): the cause when it is ours.
          const ours = error instanceof ApiError || (isHttpError(error) && error.status === 498);
          return { error: ours ? error : new ApiError('LOGGED_OUT', { cause: error }) };
        }
        if (!isRetriableStreamError(error)) return { error };
        failure = error;
      }
      if (stopped()) continue;
      const delay = reconnectDelay(attempt, baseDelay, reconnect);
      attempt += 1;
      setStatus('reconnecting', failure);
      await sleep(delay, stopper.signal);
    }
  };

  setStatus('connecting');
  const finished = run().then(
    (end) => end,
    (error: unknown) => ({ error }),
  );
  const settled = finished.then((end) => {
    stopListening();
    outerSignal?.removeEventListener('abort', stop);
    stopper.abort();
    setStatus('closed', end.error);
    return end;
  });

  return {
    close: stop,
    get status() {
      return status;
    },
    get lastEventId() {
      return lastEventId;
    },
    finished: settled,
  };
}
