/**
 * Where refunds go out: a bank that transfers money and a messenger that texts the citizen. Both are interfaces; the
 * reference implementations are simulated (no money moves): the bank refuses accounts starting `000` as wrong
 * (always, so a retry needs a corrected account) and a configurable share of the others as the bank being closed or
 * the day's limit reached (so FAILED and its retry are real in `npm start`); the messenger loses a share of texts.
 *
 * A transfer carries our reference (`refund:<id>:<attempt>`), and the bank answers for it once: the same reference
 * sent again pays nothing more and answers the first answer, and `lookup` asks what became of a reference (null:
 * the bank never saw it), which is how a refund left in the middle of a transfer is settled without paying twice.
 * The simulated bank keeps the transfers it made in its own ledger (cup_bank_ledger); the books read it through
 * `ledger`, as they would read a real bank's statement.
 */
import { accountDigits, type TransferFailure } from '@oa/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { Random } from '../../../seed/random';
import { cupBankLedger } from '../schema';

export interface TransferRequest {
  /** Ours, unique per attempt (`refund:<id>:<attempt>`): the bank answers once per reference. */
  reference: string;
  bank: string;
  account: string;
  amountKrw: number;
}

export type TransferAnswer =
  { ok: true; transactionId: string } | { ok: false; code: TransferFailure; message: string };

/** A transfer the bank made, as its statement shows it. */
export interface LedgerEntry {
  reference: string;
  amountKrw: number;
  transactionId: string;
}

export interface Bank {
  /** Sends money, once per reference: a reference sent again answers its first answer and pays nothing more. */
  transfer(request: TransferRequest): Promise<TransferAnswer>;
  /** What became of a reference: its answer, or null when the bank never saw it. */
  lookup(reference: string): Promise<TransferAnswer | null>;
  /** The bank's statement: every transfer it made (money out) since `since`. */
  ledger(since: Date): Promise<LedgerEntry[]>;
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

/** The reference of a refund's attempt: what the bank dedupes on and answers `lookup` for. */
export const transferReference = (refundId: number, attempt: number) => `refund:${String(refundId)}:${String(attempt)}`;

type LedgerRow = typeof cupBankLedger.$inferSelect;

const answerOf = (row: LedgerRow): TransferAnswer =>
  row.transactionId !== null
    ? { ok: true, transactionId: row.transactionId }
    : {
        ok: false,
        code: row.failureCode ?? 'BANK_CLOSED',
        message: TRANSFER_FAILURE_MESSAGES[row.failureCode ?? 'BANK_CLOSED'],
      };

export function simulatedBank(options: { db: Db; failureRate: number; random: Random }): Bank {
  const { db } = options;
  let sequence = 0;
  const find = async (reference: string) =>
    (await db.select().from(cupBankLedger).where(eq(cupBankLedger.reference, reference)))[0];
  return {
    async transfer(request) {
      const earlier = await find(request.reference);
      if (earlier !== undefined) return answerOf(earlier);
      sequence += 1;
      const digits = accountDigits(request.account);
      const failureCode: TransferFailure | null = digits.startsWith(WRONG_ACCOUNT_PREFIX)
        ? 'WRONG_ACCOUNT'
        : options.random.chance(options.failureRate)
          ? options.random.chance(0.7)
            ? 'BANK_CLOSED'
            : 'LIMIT_EXCEEDED'
          : null;
      const transactionId =
        failureCode === null ? `SIM${String(Date.now())}${String(sequence).padStart(6, '0')}` : null;
      // Two sends of one reference at once: the ledger's unique reference keeps the first, the other answers it.
      const [made] = await db
        .insert(cupBankLedger)
        .values({
          reference: request.reference,
          bank: request.bank,
          accountDigits: digits,
          amountKrw: request.amountKrw,
          transactionId,
          failureCode,
          at: new Date(),
        })
        .onConflictDoNothing({ target: cupBankLedger.reference })
        .returning();
      const row = made ?? (await find(request.reference));
      if (row === undefined) throw new Error('the bank lost a transfer');
      return answerOf(row);
    },
    async lookup(reference) {
      const row = await find(reference);
      return row === undefined ? null : answerOf(row);
    },
    async ledger(since) {
      // Plain rows (a statement can be long: no per-row mapping).
      const result: unknown = await db.execute(
        sql`select reference, amount_krw as "amountKrw", transaction_id as "transactionId" from cup_bank_ledger where at >= ${since.toISOString()}::timestamptz and transaction_id is not null`,
      );
      return (result as { rows: LedgerEntry[] }).rows;
    },
  };
}

export function simulatedMessenger(options: { failureRate: number; random: Random }): Messenger {
  return { send: () => Promise.resolve(!options.random.chance(options.failureRate)) };
}
