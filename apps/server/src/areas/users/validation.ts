/**
 * The users area's forms, field by field, each wrong field with its Korean message (`fields`): a user and a
 * permission group; and the one-time passwords it hands out.
 */
import { ALL_PERMISSIONS, isPermission } from '@oa/auth/tables';
import { LOGIN_ID_PATTERN } from '@oa/contract';
import { collector, isObject, optionalId, outcome, phoneNumber, text, type Checked } from '../../http/forms';

const USER_NAME_MAX = 50;
const EMAIL_MAX = 100;
const GROUP_NAME_MAX = 50;
const GROUP_DESCRIPTION_MAX = 200;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export interface ValidUserInput {
  /** Create only. */
  loginId: string;
  name: string;
  email: string | null;
  phone: string | null;
  groupId: number | null;
  clientId: number | null;
}

/**
 * A user form. Create: `loginId` required (LOGIN_ID_PATTERN). Edit: `loginId`, if sent, must be the user's own
 * (it cannot change); `storedPhone` lets the masked number come back unchanged.
 */
export function checkUserInput(
  body: unknown,
  mode: { kind: 'create' } | { kind: 'update'; loginId: string; storedPhone: string | null },
): Checked<ValidUserInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  let loginId = '';
  if (mode.kind === 'create') {
    const raw = input.loginId;
    if (raw === undefined || raw === null || raw === '') fail('loginId', '필수 항목입니다.');
    else if (typeof raw !== 'string' || !LOGIN_ID_PATTERN.test(raw.trim())) {
      fail('loginId', '아이디는 영문, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 4~40자여야 합니다.');
    } else loginId = raw.trim();
  } else {
    loginId = mode.loginId;
    if (input.loginId !== undefined && input.loginId !== mode.loginId) fail('loginId', '아이디는 바꿀 수 없습니다.');
  }
  const name = text(input, 'name', USER_NAME_MAX, '이름', fail, true) ?? '';
  const email = text(input, 'email', EMAIL_MAX, '이메일', fail, false);
  if (email !== null && !EMAIL.test(email)) fail('email', '이메일 형식이 올바르지 않습니다. 예: name@example.com');
  const phone = phoneNumber(input, 'phone', fail, mode.kind === 'update' ? mode.storedPhone : undefined);
  const groupId = optionalId(input, 'groupId', '권한 그룹을 선택해 주세요.', fail);
  const clientId = optionalId(input, 'clientId', '고객사를 선택해 주세요.', fail);
  return outcome(fields, () => ({ loginId, name, email, phone, groupId, clientId }));
}

export interface ValidGroupInput {
  name: string;
  description: string;
  /** Known spec §6 strings, each once, in the permission table's order. */
  permissions: string[];
}

export function checkGroupInput(body: unknown): Checked<ValidGroupInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const name = text(input, 'name', GROUP_NAME_MAX, '그룹 이름', fail, true) ?? '';
  const description = text(input, 'description', GROUP_DESCRIPTION_MAX, '설명', fail, false) ?? '';
  const raw = input.permissions;
  const chosen = new Set<string>();
  if (raw === undefined || raw === null) fail('permissions', '필수 항목입니다. 권한이 없으면 빈 목록을 보내 주세요.');
  else if (!Array.isArray(raw)) fail('permissions', '권한 목록을 보내 주세요.');
  else if (raw.length > ALL_PERMISSIONS.length * 2) fail('permissions', '권한이 너무 많습니다.');
  else
    raw.forEach((value: unknown, index) => {
      if (typeof value !== 'string' || !isPermission(value)) {
        fail(`permissions.${String(index)}`, `알 수 없는 권한입니다: ${String(value).slice(0, 60)}`);
      } else chosen.add(value);
    });
  // Each once, in the permission table's order.
  return outcome(fields, () => ({
    name,
    description,
    permissions: ALL_PERMISSIONS.filter((permission) => chosen.has(permission)),
  }));
}

/** A temporary password's characters: no look-alikes (0/O, 1/l/I). */
const TEMP_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const TEMP_DIGITS = '23456789';

/** A random one-time password of 14 characters satisfying the password rule (passwordProblem) for `loginId`. */
export function temporaryPassword(
  loginId: string,
  randomInt: (max: number) => number,
  problem: (password: string, loginId: string) => string | null,
): string {
  const all = TEMP_LETTERS + TEMP_DIGITS;
  for (;;) {
    const chars = Array.from({ length: 14 }, () => all[randomInt(all.length)] ?? 'a');
    // At least one letter and one digit, at random places.
    chars[randomInt(7)] = TEMP_LETTERS[randomInt(TEMP_LETTERS.length)] ?? 'a';
    chars[7 + randomInt(7)] = TEMP_DIGITS[randomInt(TEMP_DIGITS.length)] ?? '2';
    const password = chars.join('');
    if (problem(password, loginId) === null) return password;
  }
}
