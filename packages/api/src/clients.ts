/**
 * spec §7: the five clients. Default JSON headers that disable caching; the bearer token is read from the session
 * at send time; every response whose `_data` carries tokens stores them; 410/498 go to the ONE shared coordinator.
 */
import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import type { Session } from '@oa/auth';
import { API_NAMES, type ApiName } from './baseUrls';
import { createRefreshCoordinator, type RefreshCoordinator, type RefreshLock } from './refresh';

export const DEFAULT_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
} as const;

export type ApiClients = Record<ApiName, AxiosInstance>;

export interface ApiClientsOptions {
  session: Session;
  /** From `apiBaseUrls(import.meta.env)`. */
  baseUrls: Record<ApiName, string>;
  /** The cross-tab refresh lock; defaults to Web Locks when present (tests inject `createMemoryLock()`). */
  lock?: RefreshLock;
  /** The bare instance for the refresh call (never has the clients' interceptors); defaults to `axios.create()`. */
  refreshHttp?: AxiosInstance;
  /** Request timeout in ms (axios's `timeout`); none by default. */
  timeout?: number;
  /**
   * Further axios defaults for the five instances (e.g. the test-automation agent and redirect limit of
   * `MOCK_HTTP_DEFAULTS`); the base URL and the default headers above always win.
   */
  defaults?: CreateAxiosDefaults;
}

export interface ApiClientsHandle {
  clients: ApiClients;
  coordinator: RefreshCoordinator;
  /** Ejects the interceptors and stops listening to the session (tests; hot reload). */
  dispose(): void;
}

/** The five axios instances, sharing one refresh coordinator. */
export function createApiClients(options: ApiClientsOptions): ApiClientsHandle {
  const { session, baseUrls, lock, refreshHttp, timeout, defaults } = options;
  const coordinator = createRefreshCoordinator({
    session,
    baseUrls,
    ...(lock === undefined ? {} : { lock }),
    ...(refreshHttp === undefined ? {} : { http: refreshHttp }),
  });
  const ejects: (() => void)[] = [];
  const make = (name: ApiName): AxiosInstance => {
    const client = axios.create({
      ...defaults,
      baseURL: baseUrls[name],
      headers: {
        ...DEFAULT_HEADERS,
        ...(name === 'OA_BLOB' ? { 'Content-Type': 'multipart/form-data' } : {}),
      },
      ...(timeout === undefined ? {} : { timeout }),
    });
    ejects.push(coordinator.install(client, name));
    return client;
  };
  const clients = Object.fromEntries(API_NAMES.map((name) => [name, make(name)])) as ApiClients;
  return {
    clients,
    coordinator,
    dispose() {
      for (const eject of ejects) eject();
      coordinator.dispose();
    },
  };
}
