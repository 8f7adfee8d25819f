/**
 * The users area's Korean messages for the server's answers: the refusals every change may meet (the last user who
 * manages permission groups, one's own account) are said plainly, with the server's own sentence when it sends one.
 */
import { isHttpError, serverError } from '@oa/api';

const CODE_MESSAGES: Record<string, string> = {
  LAST_GROUP_ADMIN:
    '권한 그룹 관리 권한을 가진 활성 사용자가 한 명은 남아 있어야 합니다. 다른 사용자에게 먼저 이 권한을 주세요.',
  OWN_ACCOUNT: '자신의 계정은 이 화면에서 바꿀 수 없습니다.',
  GROUP_HAS_MEMBERS: '이 그룹에 사용자가 있어 삭제할 수 없습니다.',
};

/** The server's error code of a failed request ('LAST_GROUP_ADMIN', ...), if it sent one. */
export function errorCode(error: unknown): string | undefined {
  return serverError(error)?.code;
}

/** What to tell the user about a failed change: the server's message, a known refusal's, or `fallback`. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  const answer = serverError(error);
  if (answer !== undefined) return answer.message === '' ? (CODE_MESSAGES[answer.code] ?? fallback) : answer.message;
  if (isHttpError(error) && error.status === 404)
    return '대상을 찾을 수 없습니다. 목록을 새로 고친 뒤 다시 시도해 주세요.';
  return fallback;
}
