/**
 * The React side of the data layer: `ApiProvider` once at the root, `useList` for every list screen (keys carry
 * page/size/sort/filters, the previous page stays while the next loads), `useApiMutation` for every edit (through
 * `useSWRMutation`, then the affected lists revalidated), per security.md "Client: data and storage".
 */
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { Api } from './api';
import type { ApiName } from './baseUrls';
import type { Envelope } from '@oa/contract/envelope';
import { ListQueryError, type ListQuery, type ListResponse } from '@oa/contract/listQuery';
import { ApiError } from './errors';
import { listKey, swrKeyToUrl, type SwrKey } from './swrConfig';

const ApiContext = createContext<Api | null>(null);

export interface ApiProviderProps {
  api: Api;
  children?: ReactNode;
}

/**
 * Provides the clients and the SWR configuration. On every logout the SWR subtree is remounted on a fresh cache
 * (security.md item 9), so nothing the previous user loaded can render for the next one.
 */
export function ApiProvider({ api, children }: ApiProviderProps) {
  const generation = useSyncExternalStore(api.swr.subscribe, api.swr.getGeneration, api.swr.getGeneration);
  return (
    <ApiContext value={api}>
      <SWRConfig key={generation} value={api.swr.config}>
        {children}
      </SWRConfig>
    </ApiContext>
  );
}

/** The app's `Api` (clients, session); throws outside `ApiProvider`. */
export function useApi(): Api {
  const api = use(ApiContext);
  if (api === null) throw new Error('useApi needs an <ApiProvider> above it');
  return api;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The checks a hook can make for the price of a few comparisons (docs/decisions.md "Issue 30"): the answer is an
 * envelope (`{ _data }`); a list's `_data` holds its `items` as an array and its `total` as a number. Anything else
 * is spec §8's malformed data: `ApiError` MALFORMED_RESPONSE, shown by the screen as an error in Korean (serverError).
 * The rows themselves are not checked against the contract's schemas (their validator is heavier than a screen).
 */
export function envelope<T>(body: unknown): Envelope<T> {
  if (!isObject(body) || !('_data' in body)) throw new ApiError('MALFORMED_RESPONSE');
  return body as unknown as Envelope<T>;
}

/** As `envelope`, for a list page (domain.md "Lists"). */
export function listEnvelope<T>(body: unknown): Envelope<ListResponse<T>> {
  const data = envelope<unknown>(body)._data;
  if (!isObject(data) || !Array.isArray(data.items) || typeof data.total !== 'number') {
    throw new ApiError('MALFORMED_RESPONSE');
  }
  return body as Envelope<ListResponse<T>>;
}

/** A single resource: `GET /{key[0]}` on OA (the default fetcher); `null` waits. Resolves to `_data`. */
export function useResource<T>(key: SwrKey | null, options?: SWRConfiguration<Envelope<T>> & { client?: ApiName }) {
  const { client = 'OA', ...swrOptions } = options ?? {};
  const { clients } = useApi();
  // As useList: another client's resource has its name in the key (not sent) and reads through that client.
  const clientKey: SwrKey | null =
    key === null || client === 'OA' ? key : typeof key === 'string' ? [key, undefined, client] : [...key, client];
  const response = useSWR<Envelope<T>>(clientKey, {
    // Read through the resource's client; an answer that is not an envelope is the malformed-data case.
    fetcher: async (resource: SwrKey) => envelope<T>((await clients[client].get(swrKeyToUrl(resource))).data),
    ...swrOptions,
  });
  return { ...pick(response), value: response.data?._data };
}

/** The signed-in user as the server knows them (GET /v1/me): what the token does not carry, like the client. */
export interface Me {
  id: string;
  name: string;
  email: string | null;
  permissions: string[];
  /** The permission group's name. */
  group: string | null;
  /** The client organisation; `null` for staff of the operating company. */
  client: { id: number; name: string } | null;
  /** Signed in with a one-time password (a new account, a reset): the console keeps them on change password. */
  mustChangePassword: boolean;
}

/** GET /v1/me on OA. */
export function useMe() {
  return useResource<Me>('/v1/me');
}

function pick<T>(response: SWRResponse<T>) {
  return {
    error: response.error as unknown,
    isLoading: response.isLoading,
    isValidating: response.isValidating,
    mutate: response.mutate,
  };
}

export interface ListState<T> {
  /** The page on screen: the previous one while the next loads (`keepPreviousData`). */
  list: ListResponse<T> | undefined;
  items: readonly T[];
  total: number;
  /** The server stopped counting at `total` (its biggest lists): at least that many rows match. */
  totalCapped: boolean;
  /** An HTTP error, or a `ListQueryError` when the query itself is invalid (no request is sent then). */
  error: unknown;
  /** Nothing to show yet (first load of this list). */
  isLoading: boolean;
  /** A request is running (the shown page may be the previous one). */
  isValidating: boolean;
  /** Fetches the list again. */
  reload: () => Promise<unknown>;
}

const EMPTY: readonly never[] = Object.freeze([]);

/**
 * A server-side list (domain.md "Lists"): `GET {path}?page&size&sort&filter` on OA, or on `options.client`
 * (e.g. APPS). `path` or `query` null waits. Screens call their area's typed hook (`useRobots(query)`), which
 * names the path and the item type once.
 * The key is the path plus the canonical query string, so each page/sort/filter combination is cached once.
 */
export function useList<T>(
  path: string | null,
  query: ListQuery | null = {},
  options?: SWRConfiguration & { client?: ApiName },
): ListState<T> {
  const { client = 'OA', ...swrOptions } = options ?? {};
  const { clients } = useApi();
  // SWR hashes array keys by value, so a new query object with the same contents is the same list.
  let key: readonly [string, string] | readonly [string, string, ApiName] | null = null;
  let queryError: ListQueryError | null = null;
  if (path !== null && query !== null) {
    try {
      // Another client's list gets its name in the key (not sent), so it never shares OA's cache entry.
      key = client === 'OA' ? listKey(path, query) : [...listKey(path, query), client];
    } catch (error) {
      if (!(error instanceof ListQueryError)) throw error;
      queryError = error;
    }
  }
  const response = useSWR<Envelope<ListResponse<T>>>(key, {
    keepPreviousData: true,
    // Read through the list's client; an answer that is not a list page is the malformed-data case.
    fetcher: async (listKeyOf: SwrKey) => listEnvelope<T>((await clients[client].get(swrKeyToUrl(listKeyOf))).data),
    ...swrOptions,
  });
  const list = response.data?._data;
  return {
    list,
    items: list?.items ?? EMPTY,
    total: list?.total ?? 0,
    totalCapped: list?.totalCapped ?? false,
    error: queryError ?? (response.error as unknown),
    // SWR's isLoading is true for a new key even while the previous page is shown; ours means "nothing to show".
    isLoading: queryError === null && response.isLoading && list === undefined,
    isValidating: response.isValidating,
    reload: () => response.mutate(),
  };
}
