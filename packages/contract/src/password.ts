/**
 * The password rule the server enforces and the forms check first (sign-up, change password): 10-64 characters
 * with a letter and a digit, not containing the login id. Returns the Korean message of the first rule broken.
 */
export const PASSWORD_RULE_TEXT = '10자 이상 64자 이하, 문자와 숫자를 모두 넣고 아이디는 넣지 마세요.';

export function passwordProblem(password: string, loginId: string): string | null {
  if (password.length < 10 || password.length > 64) return '비밀번호는 10자 이상 64자 이하로 입력해 주세요.';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return '비밀번호에 문자와 숫자를 모두 넣어 주세요.';
  if (loginId !== '' && password.toLowerCase().includes(loginId.toLowerCase())) {
    return '비밀번호에 아이디를 넣을 수 없습니다.';
  }
  return null;
}

/** The login id rule: 4-40 letters, digits, '.', '_' or '-'. */
export const LOGIN_ID_PATTERN = /^[A-Za-z0-9._-]{4,40}$/;
