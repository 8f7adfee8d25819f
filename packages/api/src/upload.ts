/**
 * A file upload with progress on OA_BLOB (RC 4.0 program files, AI model files). `fetch` cannot report how much
 * of a request body has been sent, so this one call uses `XMLHttpRequest`, under the same refresh middleware as
 * the clients: a 410 joins the ONE shared refresh and sends the upload again from the start (once), a 498 or a
 * failed refresh logs out. Errors are the clients' `HttpError` (the server's Korean error body in
 * `response.data`, so `serverError()` reads it), and an abort is `ERR_CANCELED`.
 */
import type { Api } from './api';
import {
  buildUrl,
  HttpError,
  type HttpErrorCode,
  type HttpMethod,
  type HttpResponse,
  type QueryParams,
  type RequestConfig,
  type Send,
} from './http';

export interface UploadOptions {
  /**
   * How much of the request body has been sent: `fraction` from 0 to 1 (reaches 1 when the whole body is sent,
   * before the server answers). A 410 retry starts again from 0.
   */
  onProgress?: (fraction: number, loaded: number, total: number) => void;
  /** Aborts the upload: the promise rejects with an `HttpError` whose code is `ERR_CANCELED`. */
  signal?: AbortSignal;
  /** POST by default. */
  method?: Extract<HttpMethod, 'POST' | 'PUT' | 'PATCH'>;
  params?: QueryParams;
  /** Headers over OA_BLOB's defaults; `null` removes one. */
  headers?: Readonly<Record<string, string | null>>;
  /** In ms; none by default (a large file on a slow line takes long). */
  timeout?: number;
}

/** What `uploadFile` needs of the app's `Api`. */
export type UploadApi = Pick<Api, 'clients' | 'coordinator'>;

function parseText(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** `getAllResponseHeaders()` as `Headers`. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header name the Headers class refuses: not one we read.
    }
  }
  return headers;
}

/**
 * Sends `formData` to `{OA_BLOB base URL}{path}` with the session's bearer token, reporting progress, and
 * resolves to the answer (its JSON body in `data`) like the clients do.
 */
export function uploadFile<T = unknown>(
  api: UploadApi,
  path: string,
  formData: FormData,
  options: UploadOptions = {},
): Promise<HttpResponse<T>> {
  const { onProgress, signal, method = 'POST', params, headers, timeout } = options;
  const blob = api.clients.OA_BLOB;
  const middleware = api.coordinator.middleware('OA_BLOB');

  const send: Send = (config) =>
    new Promise<HttpResponse>((resolve, reject) => {
      const fail = (code: HttpErrorCode, response?: Omit<HttpResponse, 'config'>) => {
        reject(new HttpError(code, config, response));
      };
      if (config.signal?.aborted === true) {
        fail('ERR_CANCELED');
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(config.method ?? 'POST', buildUrl(blob.baseURL, config.url, config.params));
      for (const [name, value] of Object.entries({ ...blob.headers, ...config.headers })) {
        // The browser writes `multipart/form-data; boundary=...` for a FormData body; OA_BLOB's default has none.
        if (value === null || name.toLowerCase() === 'content-type') continue;
        xhr.setRequestHeader(name, value);
      }
      if (config.timeout !== undefined) xhr.timeout = config.timeout;
      const onAbort = () => {
        xhr.abort();
      };
      config.signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => config.signal?.removeEventListener('abort', onAbort);

      let lastLoaded = -1;
      const progress = (loaded: number, total: number) => {
        if (onProgress === undefined || loaded === lastLoaded) return;
        lastLoaded = loaded;
        onProgress(total > 0 ? Math.min(1, loaded / total) : 1, loaded, total);
      };
      if (onProgress !== undefined) {
        // Listening on `upload` makes a cross-origin request preflighted; the OA host answers preflights anyway
        // (the bearer header needs one).
        xhr.upload.addEventListener('progress', (event) => {
          if (event.lengthComputable) progress(event.loaded, event.total);
        });
        xhr.upload.addEventListener('load', (event) => {
          progress(event.total, event.total);
        });
      }
      xhr.addEventListener('load', () => {
        done();
        const answer = {
          status: xhr.status,
          data: parseText(xhr.responseText),
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        };
        if (xhr.status >= 200 && xhr.status < 300) resolve({ ...answer, config });
        else fail('ERR_BAD_RESPONSE', answer);
      });
      xhr.addEventListener('error', () => {
        done();
        fail('ERR_NETWORK');
      });
      xhr.addEventListener('abort', () => {
        done();
        fail('ERR_CANCELED');
      });
      xhr.addEventListener('timeout', () => {
        done();
        fail('ERR_TIMEOUT');
      });
      xhr.send(config.data as FormData);
    });

  const config: RequestConfig = {
    method,
    url: path,
    data: formData,
    ...(params === undefined ? {} : { params }),
    ...(headers === undefined ? {} : { headers }),
    ...(signal === undefined ? {} : { signal }),
    ...(timeout === undefined ? {} : { timeout }),
  };
  return middleware(config, send) as Promise<HttpResponse<T>>;
}
