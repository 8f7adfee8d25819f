/**
 * One object per app: the five clients, the refresh coordinator and the SWR configuration, with the logout hooks
 * wired in order (security.md item 6): drop the data cache (`unload`), then go to /login.
 */
import type { Session } from '@oa/auth';
import { createApiClients, type ApiClients, type ApiClientsOptions } from './clients';
import type { RefreshCoordinator } from './refresh';
import { createSwrConfig, type SwrConfigHandle } from './swrConfig';

export const LOGIN_PATH = '/login';

export interface ApiOptions extends ApiClientsOptions {
  /**
   * Where a logout goes. The console passes its router's navigation (replace, so Back does not return to the
   * signed-out screen); without it the browser is sent to /login, which also drops everything held in memory.
   */
  goToLogin?: () => void;
  /** The SWR cache lifetime; 5 minutes by default. */
  cacheTtlMs?: number;
  /** The clock of the SWR cache (tests). */
  now?: () => number;
}

export interface Api {
  session: Session;
  clients: ApiClients;
  coordinator: RefreshCoordinator;
  swr: SwrConfigHandle;
  /** Ejects the interceptors and removes the logout hooks (tests; hot reload). */
  dispose(): void;
}

/** Goes to /login with a full page load, unless already there. */
export function assignLoginPage(): void {
  const location = (globalThis as { location?: Location }).location;
  if (location !== undefined && location.pathname !== LOGIN_PATH) location.assign(LOGIN_PATH);
}

export function createApi(options: ApiOptions): Api {
  const { goToLogin = assignLoginPage, cacheTtlMs, now, ...clientOptions } = options;
  const handle = createApiClients(clientOptions);
  const swr = createSwrConfig({
    clients: handle.clients,
    ...(cacheTtlMs === undefined ? {} : { cacheTtlMs }),
    ...(now === undefined ? {} : { now }),
  });
  const { session } = options;
  // Other tabs share the tokens (localStorage): a logout there logs this tab out too (its hooks run here), and a
  // different account appearing in `userInfo` drops this tab's data (security.md item 9 across tabs).
  let userId = session.getUser()?.id;
  const removeHooks = [
    session.onLogout(() => {
      swr.unload();
    }),
    session.onLogout(() => {
      goToLogin();
    }),
    session.subscribe((change) => {
      const nextUserId = session.getUser()?.id;
      if (userId !== undefined && nextUserId !== undefined && nextUserId !== userId) swr.unload();
      userId = nextUserId;
      if (change.external && session.getAccessToken() === null && session.getRefreshToken() === null) {
        void session.logout();
      }
    }),
  ];
  return {
    session,
    clients: handle.clients,
    coordinator: handle.coordinator,
    swr,
    dispose() {
      for (const remove of removeHooks) remove();
      handle.dispose();
    },
  };
}
