import { AuthError, SESSION_MESSAGES } from './sessionMessages';
import {
  appendBounded,
  readJsonArray,
  STORAGE_KEYS,
  type FreeLogEntry,
  type StorageKey,
  type StorageLike,
  type TokenLogEntry,
  type TokenLogStatus,
} from './storage';
import { decodeUser, toLoggedInUser, type LoggedInUser } from './token';

const OUR_KEYS = new Set<string>(Object.values(STORAGE_KEYS));

/** What changed: one of our keys, or null when the whole storage was cleared (another tab's `clear()`). */
export interface SessionChange {
  key: StorageKey | null;
  /** true when the change came from another tab (the `storage` event). */
  external: boolean;
}

/** The shape of `window` this package needs to hear other tabs (the `storage` event). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: { key: string | null; storageArea?: unknown }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { key: string | null; storageArea?: unknown }) => void): void;
}

export interface SessionOptions {
  /** Where tokens live; `window.localStorage` in the console (spec §3). */
  storage: StorageLike;
  /** Source of other tabs' `storage` events; `window` in the console. Omit to hear only this tab. */
  events?: StorageEventSource;
  /** The clock for log entries (tests pin it). */
  now?: () => Date;
}

export type LogoutHook = () => void | Promise<void>;
export type SessionListener = (change: SessionChange) => void;

/** The session API; @oa/api reads tokens from it at send time, the console logs out through it. */
export interface Session {
  /** The access token now in storage (read at call time, so another tab's refresh is seen). */
  getAccessToken(): string | null;
  /** The refresh token now in storage. */
  getRefreshToken(): string | null;
  /** Stores the access token. spec §5: throws `AuthError('TOKEN_MISSING')` for an empty or missing token. */
  setAccessToken(token: unknown): void;
  /** Stores the refresh token. spec §5: throws `AuthError('TOKEN_MISSING')` for an empty or missing token. */
  setRefreshToken(token: unknown): void;
  /**
   * spec §7: stores whichever of accessToken / refreshToken a response's `_data` carries. Absent keys are
   * skipped; a key that is present but empty throws `TOKEN_MISSING`. A new access token while a user is stored
   * stores the user decoded from it (its permissions as they are now). Returns which were stored.
   */
  storeTokens(data: { accessToken?: unknown; refreshToken?: unknown }): { access: boolean; refresh: boolean };
  /** The stored user (`userInfo`), or null when absent or malformed. */
  getUser(): LoggedInUser | null;
  /** Stores the user under `userInfo` (spec §3). */
  setUser(user: LoggedInUser): void;
  /** Decodes the stored access token, stores the user and returns it (spec §4 "token present, user not loaded"). */
  loadUser(): LoggedInUser;
  /** Appends to oa-token_token_log (bounded, LOG_LIMIT). */
  logToken(status: TokenLogStatus, url: string): void;
  /** Appends to oa-token_free_log (bounded, LOG_LIMIT). */
  logFree(message: string): void;
  readTokenLog(): TokenLogEntry[];
  readFreeLog(): FreeLogEntry[];
  /** Calls `listener` on every change of our keys, here or (with `events`) in another tab. Returns unsubscribe. */
  subscribe(listener: SessionListener): () => void;
  /** Registers a hook run by logout, in registration order (api: drop the SWR cache; console: go to /login). */
  onLogout(hook: LogoutHook): () => void;
  /**
   * spec §4: removes userInfo, oa-token and oa-refresh, then runs the hooks. A missing refresh token is only
   * logged. Idempotent: calls while one runs share its promise; calls after it do nothing while no token
   * has been stored since (here or in another tab, i.e. until the next login).
   */
  logout(): Promise<void>;
}

function assertToken(token: unknown): asserts token is string {
  if (typeof token !== 'string' || token.trim() === '') {
    throw new AuthError('TOKEN_MISSING', SESSION_MESSAGES.tokenMissing);
  }
}

export function createSession({ storage, events, now = () => new Date() }: SessionOptions): Session {
  const listeners = new Set<SessionListener>();
  const hooks: LogoutHook[] = [];
  // The last logout, running or finished. A finished one is reused while no token has come back since (this
  // tab or another), so a second call does nothing twice.
  let logoutRun: Promise<void> | null = null;
  let logoutFinished = false;

  const notify = (key: StorageKey | null, external: boolean) => {
    for (const listener of [...listeners]) listener({ key, external });
  };
  const write = (key: StorageKey, value: string) => {
    storage.setItem(key, value);
    notify(key, false);
  };
  const remove = (key: StorageKey) => {
    storage.removeItem(key);
    notify(key, false);
  };
  const onStorageEvent = (event: { key: string | null; storageArea?: unknown }) => {
    if (event.storageArea !== undefined && event.storageArea !== null && event.storageArea !== storage) return;
    if (event.key === null) notify(null, true);
    else if (OUR_KEYS.has(event.key)) notify(event.key as StorageKey, true);
  };

  const session: Session = {
    getAccessToken: () => storage.getItem(STORAGE_KEYS.accessToken),
    getRefreshToken: () => storage.getItem(STORAGE_KEYS.refreshToken),
    setAccessToken(token) {
      assertToken(token);
      write(STORAGE_KEYS.accessToken, token);
    },
    setRefreshToken(token) {
      assertToken(token);
      write(STORAGE_KEYS.refreshToken, token);
    },
    storeTokens(data) {
      const hasAccess = 'accessToken' in data;
      const hasRefresh = 'refreshToken' in data;
      // Validate both before writing either, so a bad pair never leaves half a session.
      if (hasAccess) assertToken(data.accessToken);
      if (hasRefresh) assertToken(data.refreshToken);
      if (hasAccess) session.setAccessToken(data.accessToken);
      if (hasRefresh) session.setRefreshToken(data.refreshToken);
      // A new access token carries the user's permissions as they are now (a changed permission group): the
      // signed-in user is decoded again from it, so the menu and the guard follow at the next refresh. A token
      // that does not decode leaves the user as it was; the guard refuses it at the next navigation (spec §5).
      if (hasAccess && session.getUser() !== null) {
        try {
          session.loadUser();
        } catch {
          // kept as it was
        }
      }
      return { access: hasAccess, refresh: hasRefresh };
    },
    getUser() {
      const raw = storage.getItem(STORAGE_KEYS.userInfo);
      if (raw === null) return null;
      try {
        return toLoggedInUser(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    setUser(user) {
      write(STORAGE_KEYS.userInfo, JSON.stringify(user));
    },
    loadUser() {
      const user = decodeUser(session.getAccessToken());
      session.setUser(user);
      return user;
    },
    logToken(status, url) {
      const entry: TokenLogEntry = { status, time: now().toISOString(), url };
      appendBounded(storage, STORAGE_KEYS.tokenLog, entry);
      notify(STORAGE_KEYS.tokenLog, false);
    },
    logFree(message) {
      const entry: FreeLogEntry = { time: now().toISOString(), message };
      appendBounded(storage, STORAGE_KEYS.freeLog, entry);
      notify(STORAGE_KEYS.freeLog, false);
    },
    readTokenLog: () => readJsonArray(storage, STORAGE_KEYS.tokenLog) as TokenLogEntry[],
    readFreeLog: () => readJsonArray(storage, STORAGE_KEYS.freeLog) as FreeLogEntry[],
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorageEvent);
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) events?.removeEventListener('storage', onStorageEvent);
      };
    },
    onLogout(hook) {
      hooks.push(hook);
      return () => {
        const index = hooks.indexOf(hook);
        if (index >= 0) hooks.splice(index, 1);
      };
    },
    logout() {
      const signedOut = session.getAccessToken() === null && session.getRefreshToken() === null;
      if (logoutRun !== null && (!logoutFinished || signedOut)) return logoutRun;
      logoutFinished = false;
      logoutRun = (async () => {
        // spec §4: a missing refresh token is only logged, never an error.
        if (session.getRefreshToken() === null) session.logFree(SESSION_MESSAGES.logoutWithoutRefreshToken);
        remove(STORAGE_KEYS.userInfo);
        remove(STORAGE_KEYS.accessToken);
        remove(STORAGE_KEYS.refreshToken);
        for (const hook of [...hooks]) {
          try {
            await hook();
          } catch (error) {
            // One failing hook (e.g. the cache) must not keep the user on the page: log it and go on.
            const detail = error instanceof Error ? error.message : String(error);
            session.logFree(`${SESSION_MESSAGES.logoutHookFailed} ${detail}`);
          }
        }
        logoutFinished = true;
      })();
      return logoutRun;
    },
  };
  return session;
}
