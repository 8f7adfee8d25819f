/**
 * 수동 환급's form: the bank (one of BANKS), the account number (10 to 14 digits, hyphens allowed) and the reason
 * (required), checked in Korean as the server checks them. The amount is the quote's (what the rental is owed),
 * confirmed by the operator. The request id is made once per form, so a double click or a retry after a lost
 * answer refunds once.
 */
import type { ManualRefundInput, RefundQuote } from '@oa/contract/cupMoney';
import type { FieldErrors } from '../../../app/forms/useForm';
import { accountInput, accountProblem, bankProblem } from '../refunds/accountForm';
import { reasonProblem } from '../shared/reason';

export interface ManualRefundValues {
  bank: string;
  account: string;
  reason: string;
}

/** A new form: the bank the member registered in the app, if any (the account itself is never sent in clear). */
export const emptyManualRefund = (quote: Pick<RefundQuote, 'memberBank'>): ManualRefundValues => ({
  bank: quote.memberBank ?? '',
  account: '',
  reason: '',
});

export function validateManualRefund(values: ManualRefundValues): FieldErrors {
  const errors: FieldErrors = {};
  const bank = bankProblem(values.bank, true);
  if (bank !== null) errors.bank = bank;
  const account = accountProblem(values.account, true);
  if (account !== null) errors.account = account;
  const reason = reasonProblem(values.reason, '환급 사유');
  if (reason !== null) errors.reason = reason;
  return errors;
}

export const manualRefundInput = (
  values: ManualRefundValues,
  quote: Pick<RefundQuote, 'rentalId' | 'owedKrw'>,
  requestId: string,
): ManualRefundInput => ({
  requestId,
  rentalId: quote.rentalId,
  amountKrw: quote.owedKrw,
  bank: values.bank,
  account: accountInput(values.account),
  reason: values.reason.trim(),
});
