/**
 * 재송금's form: a failed refund goes to the bank again, to the same account or to a corrected one (the bank said
 * the account was wrong). Both fields may stay empty; an account typed must be a real one, and a new bank needs
 * its account. The request id is made once per dialog, so a second 재송금 (or a retry after a lost answer) sends
 * one transfer.
 */
import type { Refund, RetryRefundInput } from '@oa/contract/cupMoney';
import type { FieldErrors } from '../../../app/forms/useForm';
import { accountInput, accountProblem, bankProblem } from './accountForm';

export interface RetryFormValues {
  /** '' keeps the refund's bank. */
  bank: string;
  /** '' keeps the refund's account. */
  account: string;
}

export const EMPTY_RETRY_FORM: RetryFormValues = { bank: '', account: '' };

export function validateRetryForm(values: RetryFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const bank = bankProblem(values.bank, false);
  if (bank !== null) errors.bank = bank;
  const account = accountProblem(values.account, values.bank !== '');
  if (account !== null)
    errors.account = values.account.trim() === '' ? '은행을 바꾸면 계좌번호도 입력해 주세요.' : account;
  return errors;
}

/** The body: the corrected account with its bank (the refund's own bank when none was chosen), or nothing. */
export function retryInput(values: RetryFormValues, refund: Pick<Refund, 'bank'>, requestId: string): RetryRefundInput {
  if (values.account.trim() === '') return { requestId };
  return { requestId, bank: values.bank === '' ? refund.bank : values.bank, account: accountInput(values.account) };
}
