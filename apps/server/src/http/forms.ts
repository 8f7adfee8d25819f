/**
 * What every area's form checks share: a Korean message per wrong field (`error.fields`, the first one per field),
 * text and reference ids, and phone numbers (checked as digits on the way in, masked on the way out). The routes'
 * schemas document the shapes; the areas' validation modules decide, so a person sees why a value is wrong.
 */
import { invalid } from './errors';

/** A checked form: the clean value, or the message of each wrong field (paths like `bins.0.material`). */
export type Checked<T> = { value: T; fields: null } | { value: null; fields: Record<string, string> };

export type Fail = (field: string, message: string) => void;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The wrong fields so far and `fail`, which keeps each field's first message. */
export function collector(): { fields: Record<string, string>; fail: Fail } {
  const fields: Record<string, string> = {};
  const fail: Fail = (field, message) => {
    if (!(field in fields)) fields[field] = message;
  };
  return { fields, fail };
}

/** `value` when no field failed, else the failures. */
export const outcome = <T>(fields: Record<string, string>, value: () => T): Checked<T> =>
  Object.keys(fields).length > 0 ? { value: null, fields } : { value: value(), fields: null };

/** The clean value of a checked form, or 400 INVALID_INPUT with its fields. */
export function validOrThrow<T>(checked: Checked<T>): T {
  if (checked.fields !== null) throw invalid(checked.fields);
  return checked.value;
}

/** Trimmed text up to `max` characters; a required one may not be empty. */
export function text(
  input: Record<string, unknown>,
  field: string,
  max: number,
  label: string,
  fail: Fail,
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
export function optionalId(input: Record<string, unknown>, field: string, message: string, fail: Fail): number | null {
  const value = input[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    fail(field, message);
    return null;
  }
  return value;
}

/** Korean telephone numbers as digits: mobile 010/011/016-019, Seoul 02, the regions' 0xx, 070 and 050x. */
const KOREAN_PHONE = /^(01[016789]\d{7,8}|02\d{7,8}|0[3-6][1-5]\d{7,8}|070\d{8}|050\d{8,9})$/;

/** 010-1234-5678 -> 010-****-5678 (every phone number the console shows unless a permission reveals it). */
export function maskPhone(phone: string | null): string | null {
  if (phone === null) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/**
 * A phone number, stored as digits. `stored` (an edit): the masked value as answered, sent back unchanged, keeps
 * the stored number (the form never sees it in clear).
 */
export function phoneNumber(
  input: Record<string, unknown>,
  field: string,
  fail: Fail,
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
