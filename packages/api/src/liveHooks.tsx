/**
 * React hooks over the live transports: `useEventStream` (a server-sent event stream, e.g. a robot's live status)
 * and `useUpload` (a file upload with progress on OA_BLOB). Both use the app's `Api` from `ApiProvider`, so they
 * follow the clients' 410/498 rule.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Envelope } from '@oa/contract';
import type { ApiName } from './baseUrls';
import { useApi } from './hooks';
import { isHttpError, queryString, type QueryParams } from './http';
import { openEventStream, type EventStreamMessage, type EventStreamStatus, type ReconnectOptions } from './stream';
import { uploadFile, type UploadOptions } from './upload';

export interface UseEventStreamOptions<T> {
  /** OA by default. */
  client?: ApiName;
  /** Query parameters of the stream's URL; a change (by value) opens a new stream. */
  params?: QueryParams;
  /** The event names to listen to (others are ignored); every event when omitted. */
  events?: readonly string[];
  /** Turns an event's data into `T`; by default JSON, or the text itself when it is not JSON. */
  parse?: (data: string, name: string) => T;
  /** Called for every event listened to, after `latest` is updated. Need not be stable. */
  onEvent?: (name: string, data: T, message: EventStreamMessage) => void;
  /** Read when a stream opens; a change alone does not reopen it. */
  reconnect?: ReconnectOptions;
  /** As `openEventStream`'s; read when a stream opens. */
  idleTimeoutMs?: number;
}

export interface EventStreamState<T> {
  /** `closed` also while `path` is null. */
  status: EventStreamStatus;
  /** When the last event arrived (ms since the epoch, `Date.now()`); null before the first. */
  lastEventAt: number | null;
  /**
   * While `reconnecting`: what broke the connection (undefined when the server just closed it). While `closed`:
   * the final error (`HttpError` 401/403/404/498..., `ApiError` after a failed refresh or a logout), if any. Also
   * an event whose data `parse` could not read. Undefined once open again.
   */
  error: unknown;
  /** The last data of each event name since this stream (path, params, events) was opened. */
  latest: Readonly<Partial<Record<string, T>>>;
  /** Opens the stream again (e.g. a "다시 연결" button after a final error). */
  retry: () => void;
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

type StreamSnapshot<T> = Omit<EventStreamState<T>, 'retry'> & { key: string };

const snapshot = <T,>(key: string, status: EventStreamStatus): StreamSnapshot<T> => ({
  key,
  status,
  lastEventAt: null,
  error: undefined,
  latest: {},
});

/**
 * Keeps `GET {client}{path}` open as an event stream while mounted (`path` null: none). Reconnects by itself
 * (status `reconnecting`); closes on unmount, on a logout and on a final error.
 */
export function useEventStream<T = unknown>(
  path: string | null,
  options: UseEventStreamOptions<T> = {},
): EventStreamState<T> {
  const api = useApi();
  const { client = 'OA', params, events } = options;
  const paramsKey = params === undefined ? '' : queryString(params);
  // Event names are single lines (the wire format), so a newline joins them unambiguously.
  const eventsKey = events === undefined ? null : events.join('\n');
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const [generation, setGeneration] = useState(0);
  const key = `${String(generation)} ${client} ${path ?? ''}?${paramsKey}#${eventsKey ?? '*'}`;
  const [state, setState] = useState<StreamSnapshot<T>>(() => snapshot(key, path === null ? 'closed' : 'connecting'));

  useEffect(() => {
    if (path === null) return;
    let active = true;
    const controller = new AbortController();
    const wanted = eventsKey === null ? null : new Set(eventsKey.split('\n'));
    // Updates of this stream only, starting from a fresh state when the stream changed.
    const update = (change: (previous: StreamSnapshot<T>) => Partial<StreamSnapshot<T>>) => {
      if (!active) return;
      setState((previous) => {
        const base = previous.key === key ? previous : snapshot<T>(key, 'connecting');
        return { ...base, ...change(base) };
      });
    };
    // Read when the stream opens (the effect above has stored this render's options).
    const { reconnect, idleTimeoutMs } = callbacks.current;
    openEventStream(api, client, path, {
      ...(paramsKey === '' ? {} : { params: new URLSearchParams(paramsKey) }),
      ...(reconnect === undefined ? {} : { reconnect }),
      ...(idleTimeoutMs === undefined ? {} : { idleTimeoutMs }),
      signal: controller.signal,
      onStatus: (status, error) => {
        update(() => ({ status, error }));
      },
      onEvent: (name, text, message) => {
        if (wanted !== null && !wanted.has(name)) return;
        const { parse = parseData as (data: string, name: string) => T, onEvent } = callbacks.current;
        let data: T;
        try {
          data = parse(text, name);
        } catch (error) {
          update(() => ({ error }));
          return;
        }
        update((previous) => ({
          lastEventAt: Date.now(),
          error: undefined,
          latest: { ...previous.latest, [name]: data },
        }));
        onEvent?.(name, data, message);
      },
    });
    return () => {
      active = false;
      controller.abort();
    };
  }, [api, client, path, paramsKey, eventsKey, key]);

  const retry = useCallback(() => {
    setGeneration((previous) => previous + 1);
  }, []);
  const shown = path === null ? snapshot<T>(key, 'closed') : state.key === key ? state : snapshot<T>(key, 'connecting');
  return {
    status: shown.status,
    lastEventAt: shown.lastEventAt,
    error: shown.error,
    latest: shown.latest,
    retry,
  };
}

export type UploadStatus = 'idle' | 'uploading' | 'done' | 'error';

/** Per-call options of `useUpload().upload`. */
export type UploadCallOptions = Pick<UploadOptions, 'method' | 'params' | 'headers' | 'timeout'>;

export interface UploadState<Result> {
  /**
   * Uploads `formData` to `path` on OA_BLOB and resolves to the answer's `_data`. Rejects with the error (kept in
   * `error` too), or with `ERR_CANCELED` after `cancel()`. Starting another upload cancels the running one.
   */
  upload: (path: string, formData: FormData, options?: UploadCallOptions) => Promise<Result>;
  /** How much of the file has been sent, 0 to 1. */
  progress: number;
  /** Bytes sent and the body's size (0 until the first progress event). */
  loaded: number;
  total: number;
  status: UploadStatus;
  /** The failure (`HttpError`: `serverError(error)` has the server's Korean message); undefined otherwise. */
  error: unknown;
  /** The answer's `_data` once `done`. */
  result: Result | undefined;
  /** Stops the running upload and goes back to `idle`; nothing when none runs. */
  cancel: () => void;
  /** Back to `idle` (after `done` or `error`), cancelling a running upload. */
  reset: () => void;
}

interface UploadSnapshot<Result> {
  status: UploadStatus;
  progress: number;
  loaded: number;
  total: number;
  error: unknown;
  result: Result | undefined;
}

const IDLE: UploadSnapshot<never> = {
  status: 'idle',
  progress: 0,
  loaded: 0,
  total: 0,
  error: undefined,
  result: undefined,
};

/** One upload at a time with its progress, for a file field (RC 4.0 program files, AI model files). */
export function useUpload<Result = unknown>(): UploadState<Result> {
  const api = useApi();
  const [state, setState] = useState<UploadSnapshot<Result>>(IDLE);
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const upload = useCallback(
    async (path: string, formData: FormData, options: UploadCallOptions = {}): Promise<Result> => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      const mine = () => running.current === controller;
      setState({ ...IDLE, status: 'uploading' });
      try {
        const response = await uploadFile<Envelope<Result> | null>(api, path, formData, {
          ...options,
          signal: controller.signal,
          onProgress: (progress, loaded, total) => {
            if (mine()) setState((previous) => ({ ...previous, progress, loaded, total }));
          },
        });
        const result = response.data?._data as Result;
        if (mine()) {
          running.current = null;
          setState((previous) => ({ ...previous, status: 'done', progress: 1, result }));
        }
        return result;
      } catch (error) {
        // A cancelled upload goes back to idle (cancel and reset did that already); anything else is shown.
        const cancelled = isHttpError(error) && error.code === 'ERR_CANCELED';
        if (mine()) {
          running.current = null;
          setState(cancelled ? IDLE : (previous) => ({ ...previous, status: 'error', error }));
        }
        throw error;
      }
    },
    [api, stop],
  );

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  const cancel = useCallback(() => {
    if (running.current === null) return;
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, upload, cancel, reset };
}
