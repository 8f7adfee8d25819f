/**
 * Where refunds go out: a bank that transfers money and a messenger that texts the citizen. Both are interfaces; the
 * reference implementations are simulated (no money moves): the bank refuses accounts starting `000` as wrong
 * (always, so a retry needs a corrected account) and a configurable share of the others as the bank being closed or
 * the day's limit reached (so FAILED and its retry are real in `npm start`); the messenger loses a share of texts.
 */
import { accountDigits, type TransferFailure } from '@oa/contract';
import type { Random } from '../../seed/random';

export interface TransferRequest {
  /** Ours, unique per attempt (`refund:<id>:<attempt>`): a real bank dedupes on it. */
  reference: string;
  bank: string;
  account: string;
  amountKrw: number;
}

export type TransferAnswer =
  { ok: true; transactionId: string } | { ok: false; code: TransferFailure; message: string };

export interface Bank {
  transfer(request: TransferRequest): Promise<TransferAnswer>;
}

export interface Messenger {
  /** Sends a text; whether the carrier took it. */
  send(phone: string, text: string): Promise<boolean>;
}

/** The bank's refusals, in Korean as operators read them. */
export const TRANSFER_FAILURE_MESSAGES: Readonly<Record<TransferFailure, string>> = {
  WRONG_ACCOUNT: '계좌번호가 올바르지 않습니다 (예금주 조회 실패).',
  BANK_CLOSED: '은행 점검 시간이라 이체하지 못했습니다.',
  LIMIT_EXCEEDED: '오늘의 이체 한도를 넘었습니다.',
};

/** Accounts the simulated bank always refuses as wrong. */
export const WRONG_ACCOUNT_PREFIX = '000';

export function simulatedBank(options: { failureRate: number; random: Random }): Bank {
  let sequence = 0;
  return {
    transfer(request) {
      sequence += 1;
      const refuse = (code: TransferFailure): TransferAnswer => ({
        ok: false,
        code,
        message: TRANSFER_FAILURE_MESSAGES[code],
      });
      if (accountDigits(request.account).startsWith(WRONG_ACCOUNT_PREFIX))
        return Promise.resolve(refuse('WRONG_ACCOUNT'));
      if (options.random.chance(options.failureRate))
        return Promise.resolve(refuse(options.random.chance(0.7) ? 'BANK_CLOSED' : 'LIMIT_EXCEEDED'));
      return Promise.resolve({
        ok: true,
        transactionId: `SIM${String(Date.now())}${String(sequence).padStart(6, '0')}`,
      });
    },
  };
}

export function simulatedMessenger(options: { failureRate: number; random: Random }): Messenger {
  return { send: () => Promise.resolve(!options.random.chance(options.failureRate)) };
}
