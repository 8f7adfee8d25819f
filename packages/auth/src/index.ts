/** spec §3 and §9: where the console keeps its session and diagnostic logs in localStorage. */
export const STORAGE_KEYS = {
  accessToken: 'oa-token',
  refreshToken: 'oa-refresh',
  userInfo: 'userInfo',
  tokenLog: 'oa-token_token_log',
  freeLog: 'oa-token_free_log',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
