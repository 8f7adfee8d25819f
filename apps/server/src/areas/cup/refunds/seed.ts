/**
 * The seed's refunds: every returned rental of a member with a refund account was refunded by the remitter within
 * half an hour (a daily remittance batch), except a few the bank refused (FAILED, waiting for a retry) and the last
 * hour's (REQUESTED: the remitter sends them at start). The last STORY_DAYS' refunds carry their story (requested,
 * transferred or refused, texted); older ones only their outcome, which keeps the first start quick (a story is
 * three rows a refund). Returns of members without an account stay RETURNED: what the manual refund is for. The
 * simulated bank's ledger holds each transfer it answered (made or refused), so the books agree with it.
 */
import { accountDigits, DEPOSIT_KRW, maskAccount } from '@oa/contract';
import { insertRows } from '../../../db/bulk';
import type { Db } from '../../../db/database';
import { seoulDate } from '../../../geo/placeFields';
import type { Random } from '../../../seed/random';
import { cupBankLedger, cupRefundEvents, cupRefunds, cupRemittanceBatches } from '../schema';
import type { SecretCipher } from '../secrets';
import { TRANSFER_FAILURE_MESSAGES, transferReference } from './bank';

type Account = { bank: string; encrypted: string; masked: string } | null;

/** Days back whose refunds are seeded with their story. */
export const STORY_DAYS = 60;

interface Batch {
  id: number;
  startedAt: number;
  finishedAt: number;
  count: number;
  completed: number;
  failed: number;
  amountKrw: number;
  remittedKrw: number;
}

export function seedRefunds(random: Random, accounts: readonly Account[], cipher: SecretCipher, now: Date) {
  const refunds: Record<string, unknown>[] = [];
  const story: Record<string, unknown>[] = [];
  const batches = new Map<string, Batch>();
  const wrongAccount = '000-000000-00-000';
  const wrongEncrypted = cipher.encrypt(wrongAccount);
  const storySince = now.getTime() - STORY_DAYS * 24 * 60 * 60 * 1000;
  const ledger: Record<string, unknown>[] = [];
  const digits = new Map<string, string>();
  const digitsOf = (encrypted: string) => {
    let known = digits.get(encrypted);
    if (known === undefined) {
      known = accountDigits(cipher.decrypt(encrypted));
      digits.set(encrypted, known);
    }
    return known;
  };

  return {
    /** The refund of rental `rentalId` (1-based, in insertion order) returned at `returnedAt`; whether it completed. */
    add(rentalId: number, cupId: number, memberId: number, returnedAt: Date): boolean {
      const account = accounts[memberId - 1];
      if (account === undefined || account === null) return false;
      const refundId = refunds.length + 1;
      const requestedAt = new Date(returnedAt.getTime() + 1000);
      const recent = now.getTime() - returnedAt.getTime() < 60 * 60 * 1000;
      const told = returnedAt.getTime() >= storySince;
      const events = told ? story : [];
      const base = {
        rentalId,
        cupId,
        amountKrw: DEPOSIT_KRW,
        bank: account.bank,
        accountEncrypted: account.encrypted,
        accountMasked: account.masked,
        requestedAt: requestedAt.toISOString(),
        manual: false,
      };
      events.push({ refundId, kind: 'REQUESTED', toState: 'REQUESTED', detail: '', at: requestedAt.toISOString() });
      if (recent) {
        refunds.push({
          ...base,
          state: 'REQUESTED',
          completedAt: null,
          failureCode: null,
          failure: '',
          attempts: 0,
          batchId: null,
          transactionId: null,
          messageState: 'PENDING',
          messageSentAt: null,
        });
        return false;
      }
      const at = new Date(requestedAt.getTime() + random.int(1, 30) * 60_000);
      const day = seoulDate(at);
      let batch = batches.get(day);
      if (batch === undefined) {
        batch = {
          id: batches.size + 1,
          startedAt: at.getTime(),
          finishedAt: at.getTime(),
          count: 0,
          completed: 0,
          failed: 0,
          amountKrw: 0,
          remittedKrw: 0,
        };
        batches.set(day, batch);
      }
      batch.startedAt = Math.min(batch.startedAt, at.getTime() - 1000);
      batch.finishedAt = Math.max(batch.finishedAt, at.getTime());
      batch.count += 1;
      batch.amountKrw += DEPOSIT_KRW;
      const fails = random.chance(0.01);
      if (fails) {
        const code = random.chance(0.5) ? 'WRONG_ACCOUNT' : 'BANK_CLOSED';
        batch.failed += 1;
        ledger.push({
          reference: transferReference(refundId, 1),
          bank: account.bank,
          accountDigits: code === 'WRONG_ACCOUNT' ? accountDigits(wrongAccount) : digitsOf(account.encrypted),
          amountKrw: DEPOSIT_KRW,
          transactionId: null,
          failureCode: code,
          at: at.toISOString(),
        });
        refunds.push({
          ...base,
          ...(code === 'WRONG_ACCOUNT'
            ? { accountEncrypted: wrongEncrypted, accountMasked: maskAccount(wrongAccount) }
            : {}),
          state: 'FAILED',
          completedAt: null,
          failureCode: code,
          failure: TRANSFER_FAILURE_MESSAGES[code],
          attempts: 1,
          batchId: batch.id,
          transactionId: null,
          messageState: 'PENDING',
          messageSentAt: null,
        });
        events.push({
          refundId,
          kind: 'TRANSFER_FAILED',
          fromState: 'PROCESSING',
          toState: 'FAILED',
          batchId: batch.id,
          detail: TRANSFER_FAILURE_MESSAGES[code],
          at: at.toISOString(),
        });
        return false;
      }
      batch.completed += 1;
      batch.remittedKrw += DEPOSIT_KRW;
      const transactionId = `SIM${String(at.getTime())}${String(refundId).padStart(6, '0')}`;
      ledger.push({
        reference: transferReference(refundId, 1),
        bank: account.bank,
        accountDigits: digitsOf(account.encrypted),
        amountKrw: DEPOSIT_KRW,
        transactionId,
        failureCode: null,
        at: at.toISOString(),
      });
      const texted = random.chance(0.98);
      const textedAt = new Date(at.getTime() + 5000).toISOString();
      refunds.push({
        ...base,
        state: 'COMPLETED',
        completedAt: at.toISOString(),
        failureCode: null,
        failure: '',
        attempts: 1,
        batchId: batch.id,
        transactionId,
        messageState: texted ? 'SENT' : 'FAILED',
        messageSentAt: texted ? textedAt : null,
      });
      events.push(
        {
          refundId,
          kind: 'TRANSFER_COMPLETED',
          fromState: 'PROCESSING',
          toState: 'COMPLETED',
          batchId: batch.id,
          detail: `거래번호 ${transactionId}`,
          at: at.toISOString(),
        },
        {
          refundId,
          kind: texted ? 'MESSAGE_SENT' : 'MESSAGE_FAILED',
          fromState: 'COMPLETED',
          toState: 'COMPLETED',
          detail: texted ? '' : '통신사가 문자를 받지 못했습니다.',
          at: textedAt,
        },
      );
      return true;
    },
    async insert(db: Db) {
      await insertRows(
        db,
        cupRemittanceBatches,
        [...batches.values()].map((batch) => ({
          startedAt: new Date(batch.startedAt).toISOString(),
          finishedAt: new Date(batch.finishedAt).toISOString(),
          count: batch.count,
          completed: batch.completed,
          failed: batch.failed,
          amountKrw: batch.amountKrw,
          remittedKrw: batch.remittedKrw,
        })),
      );
      await insertRows(db, cupRefunds, refunds);
      await insertRows(db, cupBankLedger, ledger);
      await insertRows(
        db,
        cupRefundEvents,
        story.map((event) => ({ fromState: null, batchId: null, ...event })),
      );
    },
  };
}
