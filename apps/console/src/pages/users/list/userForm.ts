/**
 * The user form (사용자 등록 / 수정) as plain values, its checks with Korean messages, and the body sent
 * (UserInput). Pure functions, unit-tested. An edit shows the phone number masked as the server answers it; sent back
 * unchanged, the server keeps the stored number.
 */
import { LOGIN_ID_PATTERN, type ConsoleUser, type UserInput } from '@oa/api';

export const USER_NAME_MAX = 50;
export const EMAIL_MAX = 100;

export interface UserFormValues {
  loginId: string;
  name: string;
  email: string;
  phone: string;
  /** A group's id as text; '' for none. */
  groupId: string;
  /** A client's id as text; '' for none (staff of the operating company). */
  clientId: string;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = {
  loginId: '',
  name: '',
  email: '',
  phone: '',
  groupId: '',
  clientId: '',
};

export function userFormValues(user: ConsoleUser): UserFormValues {
  return {
    loginId: user.loginId,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    groupId: user.groupId === null ? '' : String(user.groupId),
    clientId: user.clientId === null ? '' : String(user.clientId),
  };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Korean numbers: mobile, Seoul 02, the regions, 070 and 050x (digits only, 9 to 12). */
const PHONE = /^(01[016789]\d{7,8}|02\d{7,8}|0[3-6][1-5]\d{7,8}|070\d{8}|050\d{8,9})$/;

/**
 * Every problem, by field. `storedPhone` (an edit): the masked number as loaded, which may be sent back unchanged.
 */
export function validateUserForm(
  values: UserFormValues,
  mode: 'create' | 'edit',
  storedPhone: string | null = null,
): UserFormErrors {
  const errors: UserFormErrors = {};
  const loginId = values.loginId.trim();
  if (mode === 'create') {
    if (loginId === '') errors.loginId = '아이디를 입력해 주세요.';
    else if (!LOGIN_ID_PATTERN.test(loginId)) {
      errors.loginId = '아이디는 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-) 4~40자로 입력해 주세요.';
    }
  }
  const name = values.name.trim();
  if (name === '') errors.name = '이름을 입력해 주세요.';
  else if (name.length > USER_NAME_MAX) errors.name = `이름은 ${String(USER_NAME_MAX)}자 이하로 입력해 주세요.`;
  const email = values.email.trim();
  if (email.length > EMAIL_MAX) errors.email = `이메일은 ${String(EMAIL_MAX)}자 이하로 입력해 주세요.`;
  else if (email !== '' && !EMAIL.test(email)) errors.email = '이메일 형식이 올바르지 않습니다. 예: name@example.com';
  const phone = values.phone.trim();
  const unchanged = storedPhone !== null && phone === storedPhone;
  if (phone !== '' && !unchanged && !PHONE.test(phone.replace(/-/g, ''))) {
    errors.phone = '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678';
  }
  return errors;
}

const idOrNull = (text: string) => (text === '' ? null : Number(text));
const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The body of POST /v1/users (create) and PUT /v1/users/:id (edit: loginId is the user's own, unchanged). */
export function userInput(values: UserFormValues): UserInput {
  return {
    loginId: values.loginId.trim(),
    name: values.name.trim(),
    email: textOrNull(values.email),
    phone: textOrNull(values.phone),
    groupId: idOrNull(values.groupId),
    clientId: idOrNull(values.clientId),
  };
}
