/**
 * spec §4 / §7 / §8 and security.md "Client: the 410 / 498 rule": ONE coordinator shared by the five clients.
 *
 * - 410: refresh the access token (POST {host}/v1/auth/token/access, refresh token as bearer, no body, through a
 *   bare client without this middleware), store it, retry the original request once.
 * - Exactly one refresh in flight, for every client and every concurrent failure; requests started meanwhile wait.
 * - A 410 for a request sent with an older token than the stored one retries without refreshing (late 410).
 * - A retried request that gets 410 again is rejected (no loop).
 * - 498 anywhere, a refresh answered with an error status, a malformed refresh answer, or no refresh token: ONE
 *   logout. A network error during the refresh is not a logout: the waiting requests are rejected with it.
 * - Across tabs: the refresh runs under a lock (Web Locks when present), then storage is read again, so a token
 *   another tab stored meanwhile is used instead of a second refresh.
 */
import type { Session } from '@oa/auth';
import type { ApiName } from './baseUrls';
import { ApiError } from './errors';
import { createHttpClient, isHttpError, type HttpClient, type Middleware, type RequestConfig } from './http';

export const REFRESH_PATH = '/v1/auth/token/access';
export const REFRESH_LOCK_NAME = 'oa-token-refresh';

/** Runs `task` while holding the named lock (exclusive across the tabs of one origin). */
export type RefreshLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The Web Locks API when the platform has it (every current browser), otherwise no cross-tab lock. */
export function defaultRefreshLock(): RefreshLock {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks === undefined) return (_name, task) => task();
  return <T>(name: string, task: () => Promise<T>) => locks.request(name, { mode: 'exclusive' }, task) as Promise<T>;
}

/** One process-local lock per name: what Web Locks does across tabs, for tests that simulate two tabs. */
export function createMemoryLock(): RefreshLock {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

export interface RefreshCoordinatorOptions {
  session: Session;
  baseUrls: Record<ApiName, string>;
  /** The cross-tab lock; defaults to Web Locks when present. */
  lock?: RefreshLock;
  /** The transport of the refresh call (a bare client without the rule); the global `fetch` by default. */
  fetch?: typeof fetch;
}

export interface RefreshCoordinator {
  /** Resolves when no refresh runs; rejects with the refresh's error when the running one fails. */
  whenIdle(): Promise<void>;
  /** The rule as one client's middleware (`createHttpClient({ middleware })`). */
  middleware(name: ApiName): Middleware;
  /** Stops listening to the session's logout. */
  dispose(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createRefreshCoordinator({
  session,
  baseUrls,
  lock = defaultRefreshLock(),
  fetch,
}: RefreshCoordinatorOptions): RefreshCoordinator {
  const http: HttpClient = createHttpClient({ baseURL: '', ...(fetch === undefined ? {} : { fetch }) });
  let inFlight: Promise<string> | null = null;
  // Bumped by every logout (ours or the console's), so a refresh or retry that outlives one is dropped.
  let epoch = 0;
  const stopListening = session.onLogout(() => {
    epoch += 1;
  });

  let ourLogout: Promise<void> | null = null;
  const logout = (): Promise<void> => {
    // One logout per session: session.logout() is idempotent too, this also keeps the epoch bump synchronous.
    if (ourLogout !== null && session.getAccessToken() === null && session.getRefreshToken() === null) {
      return ourLogout;
    }
    epoch += 1;
    ourLogout = session.logout();
    return ourLogout;
  };

  const fail = async (code: 'REFRESH_FAILED' | 'MALFORMED_RESPONSE' | 'ACCESS_TOKEN_NOT_ASSIGNED', cause?: unknown) => {
    await logout();
    return new ApiError(code, { cause });
  };

  const runRefresh = async (host: string, before: string | null, startEpoch: number): Promise<string> =>
    lock(REFRESH_LOCK_NAME, async () => {
      if (epoch !== startEpoch) throw new ApiError('LOGGED_OUT');
      // Another tab may have refreshed while we waited for the lock: use its token.
      const current = session.getAccessToken();
      if (current !== null && current !== before) return current;

      const refreshToken = session.getRefreshToken();
      if (refreshToken === null) {
        await logout();
        throw new ApiError('NO_REFRESH_TOKEN');
      }
      const url = `${host}${REFRESH_PATH}`;
      session.logToken('try', url);
      let body: unknown;
      try {
        const response = await http.post(url, undefined, {
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${refreshToken}`,
            'Cache-Control': 'no-cache',
            Pragma: 'no-cache',
          },
        });
        body = response.data;
      } catch (error) {
        session.logToken('fail', url);
        // An answer with an error status (498 included) ends the session; no answer at all (network) does not.
        if (isHttpError(error) && error.response !== undefined) throw await fail('REFRESH_FAILED', error);
        throw error;
      }
      if (epoch !== startEpoch) {
        session.logToken('fail', url);
        throw new ApiError('LOGGED_OUT');
      }
      const data = isRecord(body) ? body._data : undefined;
      if (!isRecord(data)) {
        session.logToken('fail', url);
        throw await fail('MALFORMED_RESPONSE');
      }
      const accessToken = data.accessToken;
      if (typeof accessToken !== 'string' || accessToken.trim() === '') {
        session.logToken('fail', url);
        throw await fail('ACCESS_TOKEN_NOT_ASSIGNED');
      }
      try {
        // Stores the rotated refresh token too when the answer carries one.
        session.storeTokens(data);
      } catch (error) {
        session.logToken('fail', url);
        throw await fail('REFRESH_FAILED', error);
      }
      session.logToken('success', url);
      return accessToken;
    });

  /** The one refresh: joins the running one, or starts it. Synchronous check-and-set, so never two. */
  const refresh = (host: string): Promise<string> => {
    inFlight ??= runRefresh(host, session.getAccessToken(), epoch).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  /** The token to retry a 410 with. */
  const tokenAfter410 = (sentToken: string | null, host: string): Promise<string> => {
    if (inFlight !== null) return inFlight;
    const current = session.getAccessToken();
    // Late 410: the request left with an older token than the one stored now; retry with the current one.
    if (current !== null && current !== sentToken) return Promise.resolve(current);
    return refresh(host);
  };

  const whenIdle = async (): Promise<void> => {
    if (inFlight !== null) await inFlight;
  };

  const middleware = (name: ApiName): Middleware => {
    // spec §7: to the failed request's host if OA (OA_BLOB is OA's host) or APPS, otherwise OA.
    const refreshHost = name === 'APPS' ? baseUrls.APPS : baseUrls.OA;
    const describe = (config: RequestConfig): string => `${baseUrls[name]}${config.url}`;

    return async (config, send) => {
      const attempt = async () => {
        // security.md item 5: wait for a running refresh, then read the token at send time.
        await whenIdle();
        const token = session.getAccessToken();
        const sent = { token, epoch };
        try {
          const response = await send({
            ...config,
            headers: { ...config.headers, Authorization: token === null ? null : `Bearer ${token}` },
          });
          return { response, sent };
        } catch (error) {
          return { error, sent };
        }
      };

      let outcome = await attempt();
      let retried = false;
      for (;;) {
        // security.md item 9: an answer to a request of an earlier session (sent before a logout) is never
        // delivered, its tokens are never stored, and its failure neither logs out nor refreshes the next session.
        if (outcome.sent.epoch !== epoch) throw new ApiError('LOGGED_OUT', { cause: outcome.error });
        if (!('error' in outcome)) {
          const body: unknown = outcome.response.data;
          // spec §7: every response whose _data carries accessToken / refreshToken stores them.
          if (isRecord(body) && isRecord(body._data)) session.storeTokens(body._data);
          if (retried) session.logToken('retry_success', describe(config));
          return outcome.response;
        }
        const { error } = outcome;
        const status = isHttpError(error) ? error.status : undefined;
        if (status === 498) {
          if (retried) session.logToken('retry_fail', describe(config));
          await logout();
          throw error;
        }
        if (retried) {
          // security.md item 3: the one retry failed (a second 410 included): no second refresh, no loop.
          session.logToken('retry_fail', describe(config));
          throw error;
        }
        if (status !== 410) throw error;
        const startEpoch = epoch;
        await tokenAfter410(outcome.sent.token, refreshHost);
        if (epoch !== startEpoch) throw new ApiError('LOGGED_OUT', { cause: error });
        session.logToken('retry', describe(config));
        retried = true;
        outcome = await attempt();
      }
    };
  };

  return { whenIdle, middleware, dispose: stopListening };
}
