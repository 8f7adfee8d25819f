import { AUTH_MESSAGES } from '@oa/auth';

/** Korean texts of @oa/api that @oa/auth does not already hold. */
export const API_MESSAGES = {
  /** A refresh finished after the session was logged out (another request's 498, or the user): its token is dropped. */
  loggedOut: '로그아웃되었습니다. 다시 로그인해 주세요.',
  /** A read found no server (or a gateway's 502/503/504): the console tries again by itself (swrConfig.ts). */
  unreachableRead: '서버에 연결할 수 없습니다. 연결되면 자동으로 다시 불러옵니다.',
  /** A change found no server: nothing is retried by itself, and what was typed stays. */
  unreachableWrite: '서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.',
} as const;

export type ApiErrorCode =
  'NO_REFRESH_TOKEN' | 'REFRESH_FAILED' | 'MALFORMED_RESPONSE' | 'ACCESS_TOKEN_NOT_ASSIGNED' | 'LOGGED_OUT';

/** spec §8: the message of each refresh error case (Korean, shared with @oa/auth). */
export const API_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  NO_REFRESH_TOKEN: AUTH_MESSAGES.noRefreshToken,
  REFRESH_FAILED: AUTH_MESSAGES.refreshFailed,
  MALFORMED_RESPONSE: AUTH_MESSAGES.malformedResponse,
  ACCESS_TOKEN_NOT_ASSIGNED: AUTH_MESSAGES.accessTokenNotAssigned,
  LOGGED_OUT: API_MESSAGES.loggedOut,
};

/** The errors of the refresh rule; `code` is for programs, `message` (Korean) for people, `cause` the HTTP error. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;

  constructor(code: ApiErrorCode, options?: ErrorOptions) {
    super(API_ERROR_MESSAGES[code], options);
    this.name = 'ApiError';
    this.code = code;
  }
}
