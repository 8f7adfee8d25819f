/**
 * The SWR global configuration (spec §9, security.md "Client: data and storage"): reads retried with backoff only
 * while the server cannot be reached (no answer, 502/503/504: `isUnreachable`), never after an answer the server
 * meant (a 4xx, a 500), dedupe 100 ms, no
 * refetch on focus, entries dropped after 5 minutes unused, the default fetcher on the OA client, and a cache the
 * logout hook empties (`unload`).
 */
import type { Cache, SWRConfiguration } from 'swr';
import type { ApiClients } from './clients';
import { isUnreachable, queryString, type QueryParams } from './http';
import { buildListQueryString, type ListQuery } from '@oa/contract/listQuery';

/** 5 minutes (spec §9 "cache time"). */
export const SWR_CACHE_TTL_MS = 5 * 60 * 1000;

export interface TtlCacheOptions {
  /** An entry neither read nor written for this long is dropped. */
  ttlMs: number;
  /** The clock (ms); `Date.now` by default, a fake in tests. */
  now?: () => number;
}

/**
 * A Map-compatible cache (the `keys`/`get`/`set`/`delete` SWR needs, plus `has`, `size`, `clear`) whose entries
 * expire `ttlMs` after their last use; expired entries are swept on every access, so no timer runs.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; usedAt: number }>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: TtlCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  /** Drops every entry unused for `ttlMs` or more. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.usedAt >= this.ttlMs) this.entries.delete(key);
    }
  }

  get(key: string): V | undefined {
    this.sweep();
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    entry.usedAt = this.now();
    return entry.value;
  }

  has(key: string): boolean {
    this.sweep();
    return this.entries.has(key);
  }

  set(key: string, value: V): this {
    this.sweep();
    this.entries.set(key, { value, usedAt: this.now() });
    return this;
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  keys(): MapIterator<string> {
    this.sweep();
    return this.entries.keys();
  }

  get size(): number {
    this.sweep();
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Query parameters as the second element of a key: a query string, or parameters as the clients take them. */
export type SwrKeyParams = string | QueryParams;
/** `'/v1/robots'`, `['/v1/robots', params]`; further elements only make the key distinct and are not sent. */
export type SwrKey = string | readonly [string, (SwrKeyParams | undefined)?, ...unknown[]];

/** The list key of a list hook: `[path, 'page=1&size=10&sort=createdAt,DESC&filter=...']` (validated). */
export function listKey(path: string, query: ListQuery = {}): readonly [string, string] {
  return [path, buildListQueryString(query)];
}

function toSearch(params: SwrKeyParams | undefined): string {
  if (params === undefined) return '';
  return typeof params === 'string' ? params.replace(/^\?/, '') : queryString(params);
}

/** The URL a key stands for: `/{first element}` plus the second element as the query string. */
export function swrKeyToUrl(key: SwrKey): string {
  const [path, params] = typeof key === 'string' ? [key, undefined] : key;
  if (path === '') throw new TypeError('an SWR key needs a path');
  const search = toSearch(params);
  const url = path.startsWith('/') ? path : `/${path}`;
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** The default fetcher: GET on the OA client, resolving to the response body (spec §7); errors reject with `HttpError`. */
export function createDefaultFetcher(clients: Pick<ApiClients, 'OA'>): (key: SwrKey) => Promise<unknown> {
  return async (key) => {
    const response = await clients.OA.get(swrKeyToUrl(key));
    return response.data;
  };
}

/** The first retry of a read that found no server waits about this long (ms); each next one twice as long. */
export const RETRY_FIRST_MS = 1000;
/** ... up to about this long (ms), so a screen is back within seconds of its server. */
export const RETRY_MAX_MS = 10_000;

/**
 * How long the `retryCount`th retry (1, 2, ...) of an unreachable read waits: 1 s, 2 s, 4 s, 8 s, then 10 s, each
 * spread by ±25 % (`random` in [0, 1)) so that many consoles do not all come back at the same moment.
 */
export function retryDelay(retryCount: number, random: number = Math.random()): number {
  const base = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, retryCount - 1), RETRY_MAX_MS);
  return Math.round(base * (0.75 + random / 2));
}

export interface SwrConfigOptions {
  clients: Pick<ApiClients, 'OA'>;
  /** The clock of the cache (tests). */
  now?: () => number;
  /** 5 minutes by default. */
  cacheTtlMs?: number;
}

export interface SwrConfigHandle {
  /** Pass to `<SWRConfig value={config}>` at the root (`ApiProvider` does, keyed by `getGeneration()`). */
  config: SWRConfiguration & { provider: () => Cache };
  /** The cache of the current generation. */
  readonly cache: TtlCache<ReturnType<Cache['get']>>;
  /** Empties the current cache in place (mounted hooks keep what they show). */
  clearCache(): void;
  /**
   * security.md items 6 and 9, the logout hook: drops the whole cache AND starts a new generation with a fresh
   * one. `ApiProvider` remounts its `SWRConfig` on a new generation, so no mounted hook keeps a previous user's
   * rows (not even as `keepPreviousData`), and SWR's in-flight bookkeeping of the old cache is dropped with it.
   */
  unload(): void;
  /** Bumped by `unload`. */
  getGeneration: () => number;
  /** Called after every `unload`; returns the unsubscribe function (a `useSyncExternalStore` source). */
  subscribe: (listener: () => void) => () => void;
}

export function createSwrConfig(options: SwrConfigOptions): SwrConfigHandle {
  const makeCache = () =>
    new TtlCache<ReturnType<Cache['get']>>({
      ttlMs: options.cacheTtlMs ?? SWR_CACHE_TTL_MS,
      ...(options.now === undefined ? {} : { now: options.now }),
    });
  let cache = makeCache();
  let generation = 0;
  const listeners = new Set<() => void>();
  return {
    config: {
      // A screen whose server is away says so (serverError: UNREACHABLE) and comes back by itself when it returns.
      shouldRetryOnError: isUnreachable,
      onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
        setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount));
      },
      dedupingInterval: 100,
      revalidateOnFocus: false,
      fetcher: createDefaultFetcher(options.clients),
      provider: () => cache as Cache,
    },
    get cache() {
      return cache;
    },
    clearCache() {
      cache.clear();
    },
    unload() {
      cache.clear();
      cache = makeCache();
      generation += 1;
      for (const listener of [...listeners]) listener();
    },
    getGeneration: () => generation,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
