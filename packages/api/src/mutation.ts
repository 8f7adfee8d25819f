/**
 * Edits through the API (useApiMutation), apart from the read hooks so that a screen that only reads (a list) does
 * not load swr/mutation.
 */
import { useSWRConfig } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiName } from './baseUrls';
import type { Envelope } from '@oa/contract';
import { useApi } from './hooks';
import { swrKeyToUrl, type SwrKey } from './swrConfig';

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MutationRequest {
  method: MutationMethod;
  /** The path on the client's base URL, e.g. `/v1/robots` or `/v1/robots/R-0001`. */
  path: string;
  /** OA by default; OA_BLOB for multipart uploads. */
  client?: ApiName;
}

export interface MutationOptions {
  /**
   * Paths whose cached GETs are revalidated after success: a key is affected when its path equals one of these
   * or lies under it (`/v1/robots` covers every robot list page and `/v1/robots/R-0001`).
   */
  revalidate?: readonly string[];
}

/** Whether the SWR key `key` is `path` or lies under it. */
export function isKeyUnder(key: unknown, paths: readonly string[]): boolean {
  let url: string;
  try {
    url = swrKeyToUrl(key as SwrKey);
  } catch {
    return false;
  }
  const keyPath = url.split('?')[0] ?? '';
  return paths.some((path) => keyPath === path || keyPath.startsWith(path.endsWith('/') ? path : `${path}/`));
}

/**
 * An edit: `trigger(body)` sends `method path` with the body (JSON, or FormData on OA_BLOB) and resolves to the
 * answer's `_data`; on success the `revalidate` paths are fetched again. Errors reject `trigger` and stay in
 * `error`, so the form that called it keeps what the user typed.
 */
export function useApiMutation<Body = unknown, Result = unknown>(
  request: MutationRequest,
  options: MutationOptions = {},
): SWRMutationResponse<Result, unknown, readonly [string, string, string], Body> {
  const { clients } = useApi();
  const { mutate } = useSWRConfig();
  const { method, path, client = 'OA' } = request;
  const revalidate = options.revalidate ?? [];
  return useSWRMutation<Result, unknown, readonly [string, string, string], Body>(
    // Its own key space: a mutation never shares state with the GET of the same path.
    ['mutation', method, `${client}${path}`],
    async (_key: readonly [string, string, string], { arg }: { arg: Body }) => {
      const response = await clients[client].request<Envelope<Result>>({ method, url: path, data: arg });
      return response.data._data;
    },
    {
      onSuccess: () => {
        if (revalidate.length > 0) void mutate((key) => isKeyUnder(key, revalidate));
      },
    },
  );
}
