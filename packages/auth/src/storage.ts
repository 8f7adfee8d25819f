/** spec §3 and §9: where the console keeps its session and diagnostic logs in localStorage. */
export const STORAGE_KEYS = {
  accessToken: 'oa-token',
  refreshToken: 'oa-refresh',
  userInfo: 'userInfo',
  tokenLog: 'oa-token_token_log',
  freeLog: 'oa-token_free_log',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The part of the Web Storage API this package uses. `window.localStorage` fits; tests pass
 * `createMemoryStorage()` so they need no DOM.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** An in-memory Storage, for tests (here and in @oa/api) and for environments without localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  readonly entries: () => Record<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
    entries: () => Object.fromEntries(data),
  };
}

/**
 * Each diagnostic log keeps its newest 100 entries: enough to follow a few refresh storms, small enough that a
 * long-open tab cannot fill the ~5 MB localStorage quota (which would make storing a token fail).
 */
export const LOG_LIMIT = 100;

/** spec §4: the states of a refresh attempt, written to oa-token_token_log by @oa/api. */
export const TOKEN_LOG_STATUSES = ['try', 'success', 'fail', 'retry', 'retry_success', 'retry_fail'] as const;
export type TokenLogStatus = (typeof TOKEN_LOG_STATUSES)[number];

/** spec §3: one entry of oa-token_token_log. `time` is an ISO 8601 string. */
export interface TokenLogEntry {
  status: TokenLogStatus;
  time: string;
  url: string;
}

/** spec §3: one entry of oa-token_free_log. `time` is an ISO 8601 string. */
export interface FreeLogEntry {
  time: string;
  message: string;
}

/** Reads a JSON array; anything else (missing, corrupt, written by an old build) reads as empty. */
export function readJsonArray(storage: StorageLike, key: string): unknown[] {
  const raw = storage.getItem(key);
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as unknown[]) : [];
  } catch {
    return [];
  }
}

/** Appends to a bounded JSON log, dropping the oldest entries beyond `limit`. */
export function appendBounded(storage: StorageLike, key: string, entry: unknown, limit = LOG_LIMIT): void {
  const next = [...readJsonArray(storage, key), entry].slice(-limit);
  storage.setItem(key, JSON.stringify(next));
}
