/**
 * The users area's forms, field by field, each wrong field with its Korean message (`fields`): a user, a permission
 * group, a client and a client's domains. The routes' TypeBox schemas document the shapes; these decide.
 */
import { ALL_PERMISSIONS, isPermission } from '@oa/auth/tables';
import {
  BUSINESS_NUMBER_PATTERN,
  CLIENT_TYPES,
  HOSTNAME_PATTERN,
  LOGIN_ID_PATTERN,
  MAX_CLIENT_DOMAINS,
  SEOUL_DISTRICT_NAMES,
  type ClientDomain,
  type ClientType,
  type SeoulDistrictName,
} from '@oa/contract';
import { maskPhone } from '../../lists/listRoute';
import { isObject } from './common';

export const USER_NAME_MAX = 50;
export const EMAIL_MAX = 100;
export const GROUP_NAME_MAX = 50;
export const GROUP_DESCRIPTION_MAX = 200;
export const CLIENT_NAME_MAX = 50;
export const CONTACT_NAME_MAX = 50;

/** Korean telephone numbers as digits: mobile 010/011/016-019, Seoul 02, the regions' 0xx, 070 and 050x. */
const KOREAN_PHONE = /^(01[016789]\d{7,8}|02\d{7,8}|0[3-6][1-5]\d{7,8}|070\d{8}|050\d{8,9})$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Checked<T> = { value: T; fields: null } | { value: null; fields: Record<string, string> };

function collector() {
  const fields: Record<string, string> = {};
  const fail = (field: string, message: string) => {
    if (!(field in fields)) fields[field] = message;
  };
  return { fields, fail };
}

/** Trimmed text up to `max` characters; a required one may not be empty. */
function text(
  input: Record<string, unknown>,
  field: string,
  max: number,
  label: string,
  fail: (field: string, message: string) => void,
  required: boolean,
): string | null {
  const value = input[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) fail(field, '필수 항목입니다.');
    return null;
  }
  if (typeof value !== 'string') {
    fail(field, `${label}을(를) 글자로 입력해 주세요.`);
    return null;
  }
  const trimmed = value.trim();
  if (trimmed.length > max) fail(field, `${label}은(는) ${String(max)}자까지 입력할 수 있습니다.`);
  return trimmed;
}

/** A nullable reference id (group, client, parent): null, or a positive integer. */
function optionalId(
  input: Record<string, unknown>,
  field: string,
  message: string,
  fail: (field: string, message: string) => void,
): number | null {
  const value = input[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    fail(field, message);
    return null;
  }
  return value;
}

/**
 * A phone number: stored as digits. `stored` (an edit): the masked value as answered, sent back unchanged, keeps
 * the stored number (the form never sees it in clear).
 */
function phoneNumber(
  input: Record<string, unknown>,
  field: string,
  fail: (field: string, message: string) => void,
  stored: string | null | undefined,
): string | null {
  const raw = text(input, field, 20, '전화번호', fail, false);
  if (raw === null) return null;
  if (stored !== undefined && stored !== null && raw === maskPhone(stored)) return stored;
  const digits = raw.replace(/[\s-]/g, '');
  if (!KOREAN_PHONE.test(digits)) {
    fail(field, '전화번호 형식이 올바르지 않습니다. 예: 010-1234-5678');
    return null;
  }
  return digits;
}

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
  if (Object.keys(fields).length > 0) return { value: null, fields };
  return { value: { loginId, name, email, phone, groupId, clientId }, fields: null };
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
  if (Object.keys(fields).length > 0) return { value: null, fields };
  const permissions = ALL_PERMISSIONS.filter((permission) => chosen.has(permission));
  return { value: { name, description, permissions }, fields: null };
}

export interface ValidClientInput {
  name: string;
  type: ClientType;
  businessNumber: string | null;
  contactName: string | null;
  contactPhone: string | null;
  district: SeoulDistrictName | null;
  parentId: number | null;
}

/** A client form; `storedContactPhone` (an edit) lets the masked number come back unchanged. */
export function checkClientInput(body: unknown, storedContactPhone?: string | null): Checked<ValidClientInput> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const name = text(input, 'name', CLIENT_NAME_MAX, '고객사 이름', fail, true) ?? '';
  const type = input.type;
  if (type === undefined || type === null || type === '') fail('type', '필수 항목입니다.');
  else if (!(CLIENT_TYPES as readonly unknown[]).includes(type)) fail('type', '고객사 유형을 선택해 주세요.');
  const rawNumber = text(input, 'businessNumber', 12, '사업자등록번호', fail, false);
  let businessNumber: string | null = null;
  if (rawNumber !== null) {
    if (!BUSINESS_NUMBER_PATTERN.test(rawNumber)) {
      fail('businessNumber', '사업자등록번호는 000-00-00000 형식으로 입력해 주세요.');
    } else {
      const digits = rawNumber.replace(/-/g, '');
      businessNumber = `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    }
  }
  const contactName = text(input, 'contactName', CONTACT_NAME_MAX, '담당자 이름', fail, false);
  const contactPhone = phoneNumber(input, 'contactPhone', fail, storedContactPhone);
  const district = input.district;
  if (district !== undefined && district !== null && !(SEOUL_DISTRICT_NAMES as readonly unknown[]).includes(district)) {
    fail('district', '서울시의 구를 선택해 주세요.');
  }
  const parentId = optionalId(input, 'parentId', '상위 고객사를 선택해 주세요.', fail);
  if (Object.keys(fields).length > 0) return { value: null, fields };
  return {
    value: {
      name,
      type: type as ClientType,
      businessNumber,
      contactName,
      contactPhone,
      district: (district ?? null) as SeoulDistrictName | null,
      parentId,
    },
    fields: null,
  };
}

/**
 * A client's domains: up to MAX_CLIENT_DOMAINS host names (trimmed, lower-cased, HOSTNAME_PATTERN), each once,
 * exactly one primary when there is any.
 */
export function checkDomainsInput(body: unknown): Checked<ClientDomain[]> {
  const { fields, fail } = collector();
  const raw = isObject(body) ? body.domains : undefined;
  if (!Array.isArray(raw)) {
    fail('domains', '도메인 목록을 보내 주세요.');
    return { value: null, fields };
  }
  if (raw.length > MAX_CLIENT_DOMAINS) {
    fail('domains', `도메인은 ${String(MAX_CLIENT_DOMAINS)}개까지 등록할 수 있습니다.`);
    return { value: null, fields };
  }
  const domains: ClientDomain[] = [];
  const seen = new Set<string>();
  raw.forEach((item: unknown, index) => {
    const at = `domains.${String(index)}`;
    const entry = isObject(item) ? item : {};
    const hostname = typeof entry.hostname === 'string' ? entry.hostname.trim().toLowerCase() : '';
    if (hostname === '') fail(`${at}.hostname`, '필수 항목입니다.');
    else if (!HOSTNAME_PATTERN.test(hostname)) {
      fail(`${at}.hostname`, '도메인 형식이 올바르지 않습니다. 예: gangnam.oa-console.kr');
    } else if (seen.has(hostname)) fail(`${at}.hostname`, '같은 도메인이 두 번 들어 있습니다.');
    seen.add(hostname);
    if (typeof entry.primary !== 'boolean') fail(`${at}.primary`, '대표 도메인 여부를 보내 주세요.');
    domains.push({ hostname, primary: entry.primary === true });
  });
  const primaries = domains.filter((domain) => domain.primary).length;
  if (domains.length > 0 && primaries !== 1) fail('domains', '대표 도메인을 하나 지정해 주세요.');
  if (Object.keys(fields).length > 0) return { value: null, fields };
  return { value: domains, fields: null };
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
