/**
 * The Korean texts and the error of the session and token code (session.ts, token.ts): the part of the auth
 * layer's vocabulary (messages.ts) that the console's first load carries.
 */
export const SESSION_MESSAGES = {
  /** spec §5: a token to store must exist. */
  tokenMissing: '저장할 토큰이 없습니다.',
  /** spec §5 / §8: the token to decode must be a decodable string. */
  invalidToken: '유효하지 않은 토큰입니다.',
  /** spec §4: logout without a refresh token is only logged (free log). */
  logoutWithoutRefreshToken: '로그아웃: 리프레시 토큰이 없습니다.',
  /** A logout hook that threw is logged, and the remaining hooks still run. */
  logoutHookFailed: '로그아웃 처리 중 오류가 발생했습니다.',
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
