/**
 * spec §7: the five clients. Default JSON headers that disable caching; the bearer token is read from the session
 * at send time; every response whose `_data` carries tokens stores them; 410/498 go to the ONE shared coordinator.
 */
import type { Session } from '@oa/auth';
import { API_NAMES, type ApiName } from './baseUrls';
import { createHttpClient, type HttpClient } from './http';
import { createRefreshCoordinator, type RefreshCoordinator, type RefreshLock } from './refresh';

export const DEFAULT_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
} as const;

export type ApiClients = Record<ApiName, HttpClient>;

export interface ApiClientsOptions {
  session: Session;
  /** From `apiBaseUrls(import.meta.env)`. */
  baseUrls: Record<ApiName, string>;
  /** The cross-tab refresh lock; defaults to Web Locks when present (tests inject `createMemoryLock()`). */
  lock?: RefreshLock;
  /** Request timeout in ms; none by default. */
  timeout?: number;
  /** The transport of the five clients and of the refresh call; the global `fetch` by default (tests inject). */
  fetch?: typeof fetch;
}

export interface ApiClientsHandle {
  clients: ApiClients;
  coordinator: RefreshCoordinator;
  /** Stops listening to the session (tests; hot reload). */
  dispose(): void;
}

/** The five clients, sharing one refresh coordinator. */
export function createApiClients(options: ApiClientsOptions): ApiClientsHandle {
  const { session, baseUrls, lock, timeout, fetch } = options;
  const coordinator = createRefreshCoordinator({
    session,
    baseUrls,
    ...(lock === undefined ? {} : { lock }),
    ...(fetch === undefined ? {} : { fetch }),
  });
  const make = (name: ApiName): HttpClient =>
    createHttpClient({
      baseURL: baseUrls[name],
      // OA_BLOB is multipart; a FormData body goes with the browser's `multipart/form-data; boundary=…`.
      headers: name === 'OA_BLOB' ? { ...DEFAULT_HEADERS, 'Content-Type': 'multipart/form-data' } : DEFAULT_HEADERS,
      middleware: coordinator.middleware(name),
      ...(timeout === undefined ? {} : { timeout }),
      ...(fetch === undefined ? {} : { fetch }),
    });
  const clients = Object.fromEntries(API_NAMES.map((name) => [name, make(name)])) as ApiClients;
  return {
    clients,
    coordinator,
    dispose: () => {
      coordinator.dispose();
    },
  };
}
