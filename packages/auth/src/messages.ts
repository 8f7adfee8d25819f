/**
 * Every Korean text of the auth layer in one place (spec §8 leaves the exact texts open; labels-ko.md asks for
 * one vocabulary). The refresh texts are used by @oa/api (spec §8: no refresh token, failed refresh, missing
 * _data, non-string token), so both packages say the same thing. The session's own texts are in
 * sessionMessages.ts, which the console's first load carries without the rest.
 */
import { SESSION_MESSAGES } from './sessionMessages';

export { AuthError, type AuthErrorCode } from './sessionMessages';

export const AUTH_MESSAGES = {
  ...SESSION_MESSAGES,
  /** spec §4 / §8: no route the user may use. */
  noPermissionAnywhere: '접근 가능한 메뉴에 대한 권한이 없습니다. 관리자에게 문의해 주세요.',
  /** spec §8: an unexpected error during the auth check (the error's own message follows). */
  unexpectedAuthError: '인증 확인 중 오류가 발생했습니다.',
  /** spec §8, for @oa/api: no refresh token. */
  noRefreshToken: '리프레시 토큰이 없습니다. 다시 로그인해 주세요.',
  /** spec §8, for @oa/api: the refresh call failed. */
  refreshFailed: '토큰 갱신에 실패했습니다. 다시 로그인해 주세요.',
  /** spec §8, for @oa/api: a refresh response without _data. */
  malformedResponse: '응답 데이터 형식이 올바르지 않습니다.',
  /** spec §8, for @oa/api: the new access token is not a string. */
  accessTokenNotAssigned: '새 액세스 토큰이 할당되지 않았습니다.',
} as const;
