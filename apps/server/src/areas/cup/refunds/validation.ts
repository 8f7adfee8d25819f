/**
 * The refund forms (a manual refund, a retry, a message resent): each wrong field with its Korean message. The
 * amount of a manual refund is checked against its rental by the domain (refunds.ts).
 */
import { BANKS, CREW_REASON_MAX, isAccountNumber } from '@oa/contract';
import { collector, isObject, outcome, type Checked, type Fail } from '../../../http/forms';
import { requestIdOf } from '../../../requests/once';

export const REFUND_MESSAGES = {
  requested: '이미 환급 요청된 대여입니다.',
  notReturned: '아직 반납되지 않은 대여는 환급할 수 없습니다.',
  refunded: '이미 환급된 대여입니다.',
  notFailed: '송금에 실패한 환급만 다시 보낼 수 있습니다.',
  notCompleted: '환급이 완료된 뒤에만 알림을 다시 보낼 수 있습니다.',
  rental: '환급할 대여를 선택해 주세요.',
  amount: '환급액은 원 단위 정수로 입력해 주세요.',
  bank: '은행을 선택해 주세요.',
  account: '계좌번호는 숫자 10~14자리로 입력해 주세요.',
  reason: '환급 사유를 입력해 주세요.',
  reasonLong: `사유는 ${String(CREW_REASON_MAX)}자까지 입력할 수 있습니다.`,
} as const;

function bankAndAccount(input: Record<string, unknown>, fail: Fail, required: boolean) {
  const { bank, account } = input;
  const given = bank !== undefined || account !== undefined;
  if (!required && !given) return null;
  if (typeof bank !== 'string' || !(BANKS as readonly string[]).includes(bank)) fail('bank', REFUND_MESSAGES.bank);
  if (typeof account !== 'string' || !isAccountNumber(account)) fail('account', REFUND_MESSAGES.account);
  return { bank: bank as string, account: account as string };
}

function reasonOf(input: Record<string, unknown>, fail: Fail): string {
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (reason === '') fail('reason', REFUND_MESSAGES.reason);
  else if (reason.length > CREW_REASON_MAX) fail('reason', REFUND_MESSAGES.reasonLong);
  return reason;
}

export interface ValidManualRefund {
  requestId: string;
  rentalId: number;
  amountKrw: number;
  bank: string;
  account: string;
  reason: string;
}

/** The manual refund's fields, each wrong one with its Korean message (the amount is checked against the rental). */
export function checkManualRefund(body: unknown): Checked<ValidManualRefund> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const { rentalId, amountKrw } = input;
  if (typeof rentalId !== 'number' || !Number.isInteger(rentalId) || rentalId < 1)
    fail('rentalId', REFUND_MESSAGES.rental);
  if (typeof amountKrw !== 'number' || !Number.isInteger(amountKrw) || amountKrw < 0)
    fail('amountKrw', REFUND_MESSAGES.amount);
  const target = bankAndAccount(input, fail, true);
  const reason = reasonOf(input, fail);
  return outcome(fields, () => ({
    requestId,
    rentalId: rentalId as number,
    amountKrw: amountKrw as number,
    bank: target?.bank ?? '',
    account: target?.account ?? '',
    reason,
  }));
}

export interface ValidRetry {
  requestId: string;
  /** A corrected account, or null: the same one again. */
  target: { bank: string; account: string } | null;
}

/** A retry's fields: its request id and, optionally, a corrected bank and account (both then). */
export function checkRetry(body: unknown): Checked<ValidRetry> {
  const { fields, fail } = collector();
  const input = isObject(body) ? body : {};
  const requestId = requestIdOf(input, fail);
  const target = bankAndAccount(input, fail, false);
  return outcome(fields, () => ({ requestId, target }));
}

/** A message resent: its request id. */
export function checkResend(body: unknown): Checked<{ requestId: string }> {
  const { fields, fail } = collector();
  const requestId = requestIdOf(isObject(body) ? body : {}, fail);
  return outcome(fields, () => ({ requestId }));
}
