/**
 * Every Korean text of the auth layer in one place (spec §8 leaves the exact texts open; labels-ko.md asks for
 * one vocabulary). The refresh texts are used by @oa/api (spec §8: no refresh token, failed refresh, missing
 * _data, non-string token), so both packages say the same thing.
 */
export const AUTH_MESSAGES = {
  /** spec §5: a token to store must exist. */
  tokenMissing: '저장할 토큰이 없습니다.',
  /** spec §5 / §8: the token to decode must be a decodable string. */
  invalidToken: '유효하지 않은 토큰입니다.',
  /** spec §4 / §8: no route the user may use. */
  noPermissionAnywhere: '접근 가능한 메뉴에 대한 권한이 없습니다. 관리자에게 문의해 주세요.',
  /** spec §8: an unexpected error during the auth check (the error's own message follows). */
  unexpectedAuthError: '인증 확인 중 오류가 발생했습니다.',
  /** spec §4: logout without a refresh token is only logged (free log). */
  logoutWithoutRefreshToken: '로그아웃: 리프레시 토큰이 없습니다.',
  /** A logout hook that threw is logged, and the remaining hooks still run. */
  logoutHookFailed: '로그아웃 처리 중 오류가 발생했습니다.',
  /** spec §8, for @oa/api: no refresh token. */
  noRefreshToken: '리프레시 토큰이 없습니다. 다시 로그인해 주세요.',
  /** spec §8, for @oa/api: the refresh call failed. */
  refreshFailed: '토큰 갱신에 실패했습니다. 다시 로그인해 주세요.',
  /** spec §8, for @oa/api: a refresh response without _data. */
  malformedResponse: '응답 데이터 형식이 올바르지 않습니다.',
  /** spec §8, for @oa/api: the new access token is not a string. */
  accessTokenNotAssigned: '새 액세스 토큰이 할당되지 않았습니다.',
} as const;

export type AuthErrorCode = 'TOKEN_MISSING' | 'INVALID_TOKEN';

/** The errors this package throws; `code` is for programs, `message` (Korean) for people. */
export class AuthError extends Error {
  readonly code: AuthErrorCode;

  constructor(code: AuthErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AuthError';
    this.code = code;
  }
}
