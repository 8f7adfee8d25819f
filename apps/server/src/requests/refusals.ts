/**
 * The platform's refusal and reason helpers (every area uses these, none writes its own): a refusal is a 409 with a
 * code and a Korean message (also under the field it is about, so a form shows it there); a reason is the trimmed
 * text a person gives for a change, required or not, up to a length.
 */
import { HttpError } from '../http/errors';
import type { Fail } from '../http/forms';

/** 409: the request is well formed but the state of things refuses it (Korean, naming what was found). */
export const refusal = (code: string, message: string, field?: string): HttpError =>
  new HttpError(409, code, message, field === undefined ? undefined : { [field]: message });

export const REASON_MESSAGES = {
  required: '사유를 입력해 주세요.',
  tooLong: (max: number) => `사유는 ${String(max)}자까지 입력할 수 있습니다.`,
} as const;

/** The form's `reason` (trimmed), at most `max` characters; required unless `optional`. */
export function reasonOf(
  input: Record<string, unknown>,
  fail: Fail,
  { max, optional = false, field = 'reason' }: { max: number; optional?: boolean; field?: string },
): string {
  const value = input[field];
  const reason = typeof value === 'string' ? value.trim() : '';
  if (reason === '' && !optional) fail(field, REASON_MESSAGES.required);
  else if (reason.length > max) fail(field, REASON_MESSAGES.tooLong(max));
  return reason;
}
