/**
 * A refund account as the refund forms take it (수동 환급, 재송금): a bank of the contract's BANKS and an account
 * number of 10 to 14 digits (hyphens allowed), checked in Korean as the server checks it; sent as digits.
 */
import { ACCOUNT_DIGITS_MAX, ACCOUNT_DIGITS_MIN, accountDigits, BANKS, isAccountNumber } from '@oa/contract/cupMoney';

export const bankOptions = BANKS.map((bank) => ({ value: bank, label: bank }));

export const ACCOUNT_PLACEHOLDER = '예: 110-234-567890';
export const ACCOUNT_INVALID = `계좌번호는 숫자 ${String(ACCOUNT_DIGITS_MIN)}~${String(ACCOUNT_DIGITS_MAX)}자리로 입력해 주세요.`;

const isBank = (bank: string) => (BANKS as readonly string[]).includes(bank);

/** The problem of a bank ('' when none is chosen and none is `required`). */
export function bankProblem(bank: string, required: boolean): string | null {
  if (bank === '') return required ? '은행을 선택해 주세요.' : null;
  return isBank(bank) ? null : '목록에 있는 은행을 선택해 주세요.';
}

/** The problem of an account number ('' when none is typed and none is `required`). */
export function accountProblem(account: string, required: boolean): string | null {
  if (account.trim() === '') return required ? '계좌번호를 입력해 주세요.' : null;
  return isAccountNumber(account) ? null : ACCOUNT_INVALID;
}

/** The account as sent: its digits. */
export const accountInput = (account: string) => accountDigits(account.trim());
