/**
 * 유효기간 연장's form: days (1-30) and a reason (required, up to 200 characters), checked in Korean before
 * sending; the request id made once per dialog, so a second 확인 (or a retry after a lost answer) extends once.
 */
import { EXTEND_DAYS_MAX, EXTEND_REASON_MAX, type ExtendValidityInput } from '@oa/contract/cup';
import type { FieldErrors } from '../../../app/forms/useForm';

export interface ExtendFormValues {
  days: string;
  reason: string;
}

export const EMPTY_EXTEND_FORM: ExtendFormValues = { days: '7', reason: '' };

export const DAY_OPTIONS = [1, 3, 7, 14, EXTEND_DAYS_MAX].map((days) => ({
  value: String(days),
  label: `${String(days)}일`,
}));

export function validateExtendForm(values: ExtendFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > EXTEND_DAYS_MAX)
    errors.days = `연장 기간은 1~${String(EXTEND_DAYS_MAX)}일로 선택해 주세요.`;
  const reason = values.reason.trim();
  if (reason === '') errors.reason = '연장 사유를 입력해 주세요.';
  else if (reason.length > EXTEND_REASON_MAX)
    errors.reason = `연장 사유는 ${String(EXTEND_REASON_MAX)}자까지 입력할 수 있습니다.`;
  return errors;
}

export const extendInput = (values: ExtendFormValues, requestId: string): ExtendValidityInput => ({
  requestId,
  days: Number(values.days),
  reason: values.reason.trim(),
});
