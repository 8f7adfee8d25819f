/**
 * The HTTP client under the five backends: the platform's `fetch` with the little the console needs on top (a base
 * URL, default headers, JSON bodies, query parameters, a timeout, one error type, and one middleware slot where
 * the refresh rule sits). It replaced axios, whose 19 kB (brotli) was a seventh of a list screen's 130 kB budget
 * for features the console does not use; see docs/decisions.md "Data layer".
 */
import type { ErrorBody } from '@oa/contract/envelope';
import { API_MESSAGES, ApiError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters: `undefined` and `null` are left out; an array repeats the name. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>> | URLSearchParams;

export interface RequestConfig {
  method?: HttpMethod;
  /** The path on the client's base URL (`/v1/robots`), or an absolute URL. */
  url: string;
  params?: QueryParams;
  /** The body: FormData, Blob, URLSearchParams and strings are sent as they are, anything else as JSON. */
  data?: unknown;
  /** Per-request headers over the client's defaults; `null` removes a default. */
  headers?: Readonly<Record<string, string | null>>;
  signal?: AbortSignal;
  /** In ms; the client's timeout by default. */
  timeout?: number;
}

export interface HttpResponse<T = unknown> {
  status: number;
  /** The body parsed as JSON; text when it is not JSON; `null` when empty. */
  data: T;
  headers: Headers;
  config: RequestConfig;
}

/**
 * - `ERR_BAD_RESPONSE`: the server answered with a status outside 2xx (`response` holds it).
 * - `ERR_NETWORK`: no answer (offline, refused, dropped, too many redirects).
 * - `ERR_CANCELED`: the caller's signal aborted the request.
 * - `ERR_TIMEOUT`: the timeout elapsed.
 */
export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ERR_CANCELED' | 'ERR_TIMEOUT';

export class HttpError<T = unknown> extends Error {
  readonly code: HttpErrorCode;
  readonly config: RequestConfig;
  /** The answer, when there was one. */
  readonly response: Omit<HttpResponse<T>, 'config'> | undefined;

  constructor(
    code: HttpErrorCode,
    config: RequestConfig,
    response?: Omit<HttpResponse<T>, 'config'>,
    options?: ErrorOptions,
  ) {
    const what = `${config.method ?? 'GET'} ${config.url}`;
    super(response === undefined ? `${what}: ${code}` : `${what}: status ${String(response.status)}`, options);
    this.name = 'HttpError';
    this.code = code;
    this.config = config;
    this.response = response;
  }

  /** The answer's status; `undefined` when there was no answer. */
  get status(): number | undefined {
    return this.response?.status;
  }
}

export function isHttpError<T = unknown>(error: unknown): error is HttpError<T> {
  return error instanceof HttpError;
}

/**
 * The request got no answer from the server, or a gateway's word that none is there (502, 503, 504: nginx answers
 * 502 while no process is up; the server answers 503 while its database is away or it is shutting down). Worth
 * trying again after a while: reads are retried with backoff (swrConfig.ts), nothing else is. A cancel is not.
 */
export function isUnreachable(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.code === 'ERR_NETWORK' || error.code === 'ERR_TIMEOUT') return true;
  const status = error.status;
  return status === 502 || status === 503 || status === 504;
}

/**
 * What to tell the operator about a failed request, Korean, as `{ code, message, fields }`: the server's own error
 * body (`{ error: { code, message, fields } }`; forms put `fields` on their fields); for an unreachable server
 * without one (isUnreachable) `UNREACHABLE` with the console's words (a read says it reloads by itself); for an
 * answer of the wrong shape (ApiError MALFORMED_RESPONSE) that message (spec §8); `undefined` for anything else.
 */
export function serverError(error: unknown): ErrorBody['error'] | undefined {
  if (error instanceof ApiError && error.code === 'MALFORMED_RESPONSE')
    return { code: error.code, message: error.message };
  if (!isHttpError(error)) return undefined;
  const body = error.response?.data as Partial<ErrorBody> | null | undefined;
  const found = typeof body === 'object' && body !== null ? body.error : undefined;
  if (typeof found?.message === 'string' && typeof found.code === 'string') return found;
  if (!isUnreachable(error)) return undefined;
  const read = (error.config.method ?? 'GET') === 'GET';
  return { code: 'UNREACHABLE', message: read ? API_MESSAGES.unreachableRead : API_MESSAGES.unreachableWrite };
}

/** Sends one request (the client's own transport). */
export type Send = (config: RequestConfig) => Promise<HttpResponse>;
/** Wraps every request of a client: may change the config, send it (again), or turn the outcome into another. */
export type Middleware = (config: RequestConfig, send: Send) => Promise<HttpResponse>;

export interface HttpClientOptions {
  /** Prefixed to relative URLs, e.g. `https://host/oa` (no trailing slash). */
  baseURL: string;
  headers?: Readonly<Record<string, string>>;
  /** In ms; none by default. */
  timeout?: number;
  /** The transport (tests); the global `fetch` by default, read at send time so mocks installed later apply. */
  fetch?: typeof fetch;
  middleware?: Middleware;
}

type Options = Omit<RequestConfig, 'url' | 'method' | 'data'>;

export interface HttpClient {
  readonly baseURL: string;
  /** The default headers of every request. */
  readonly headers: Readonly<Record<string, string>>;
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: Options): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: Options): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, options?: Options): Promise<HttpResponse<T>>;
}

/** The query string of `params` (without `?`): `undefined` and `null` are left out, an array repeats the name. */
export function queryString(params: QueryParams): string {
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as readonly QueryValue[]) : [value as QueryValue]) {
      if (item !== undefined && item !== null) query.append(name, String(item));
    }
  }
  return query.toString();
}

export function buildUrl(baseURL: string, url: string, params?: QueryParams): string {
  const full = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${baseURL}${url}`;
  const search = params === undefined ? '' : queryString(params);
  if (search === '') return full;
  return `${full}${full.includes('?') ? '&' : '?'}${search}`;
}

/** Whether the body goes as it is (the browser sets its content type, e.g. multipart with its boundary). */
function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob) ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseURL, timeout: defaultTimeout, middleware } = options;
  const defaults: Readonly<Record<string, string>> = { ...options.headers };

  const send: Send = async (config) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries({ ...defaults, ...config.headers })) {
      if (value !== null) headers.set(name, value);
    }
    let body: BodyInit | undefined;
    if (config.data === undefined || config.data === null) {
      // No body, no content type: a server may refuse an empty body that says it is JSON.
      headers.delete('content-type');
    } else if (isRawBody(config.data)) {
      body = config.data;
      if (typeof FormData !== 'undefined' && body instanceof FormData) headers.delete('content-type');
    } else {
      body = JSON.stringify(config.data);
    }

    const timeout = config.timeout ?? defaultTimeout;
    const timer = timeout === undefined ? undefined : AbortSignal.timeout(timeout);
    const signals = [config.signal, timer].filter((signal) => signal !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];

    const transport = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await transport(buildUrl(baseURL, config.url, config.params), {
        method: config.method ?? 'GET',
        headers,
        ...(body === undefined ? {} : { body }),
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      let code: HttpErrorCode = 'ERR_NETWORK';
      if (timer?.aborted === true) code = 'ERR_TIMEOUT';
      else if (config.signal?.aborted === true) code = 'ERR_CANCELED';
      throw new HttpError(code, config, undefined, { cause: error });
    }
    let data: unknown;
    try {
      data = parseBody(await response.text());
    } catch (error) {
      throw new HttpError(config.signal?.aborted === true ? 'ERR_CANCELED' : 'ERR_NETWORK', config, undefined, {
        cause: error,
      });
    }
    const answer = { status: response.status, data, headers: response.headers };
    if (!response.ok) throw new HttpError('ERR_BAD_RESPONSE', config, answer);
    return { ...answer, config };
  };

  const request = <T>(config: RequestConfig): Promise<HttpResponse<T>> =>
    (middleware === undefined ? send(config) : middleware(config, send)) as Promise<HttpResponse<T>>;

  return {
    baseURL,
    headers: defaults,
    request,
    get: (url, rest) => request({ ...rest, url, method: 'GET' }),
    delete: (url, rest) => request({ ...rest, url, method: 'DELETE' }),
    post: (url, data, rest) => request({ ...rest, url, method: 'POST', data }),
    put: (url, data, rest) => request({ ...rest, url, method: 'PUT', data }),
    patch: (url, data, rest) => request({ ...rest, url, method: 'PATCH', data }),
  };
}
