/** The rental forms: a validity extended (its days and reason, once per request id), each wrong field in Korean. */
import { EXTEND_DAYS_MAX, EXTEND_REASON_MAX } from '@oa/contract';
import { collector, isObject, outcome, type Checked } from '../../../http/forms';
import { requestIdOf } from '../../../requests/once';

export const RENTAL_MESSAGES = {
  returned: '이미 반납된 대여는 유효기간을 연장할 수 없습니다.',
  days: `연장 기간은 1~${String(EXTEND_DAYS_MAX)}일로 입력해 주세요.`,
  reason: '연장 사유를 입력해 주세요.',
  reasonLong: `연장 사유는 ${String(EXTEND_REASON_MAX)}자까지 입력할 수 있습니다.`,
} as const;

export interface ValidExtension {
  requestId: string;
  days: number;
  reason: string;
}

/** The extension's fields, each wrong one with its Korean message. */
export function checkExtension(body: unknown): Checked<ValidExtension> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const { days } = input;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > EXTEND_DAYS_MAX)
    fail('days', RENTAL_MESSAGES.days);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason === '') fail('reason', RENTAL_MESSAGES.reason);
  else if (reason.length > EXTEND_REASON_MAX) fail('reason', RENTAL_MESSAGES.reasonLong);
  return outcome(fields, () => ({ requestId, days: days as number, reason }));
}
