/**
 * The remitter: sends REQUESTED refunds to the bank in batches and texts each citizen whose money went out.
 * A round claims its refunds (REQUESTED -> PROCESSING, `for update skip locked`, so two processes never send one
 * refund twice), asks the bank for each outside any transaction, and records each answer in its own transaction:
 * COMPLETED (the rental REFUNDED, then the message) or FAILED with the bank's reason, waiting for an operator's
 * retry. Every step is an event of the refund's story (cup_refund_events: who, when, before, after, why).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Bank, Messenger } from './bank';
import type { SecretCipher } from './secrets';
import { cupMembers, cupRefundEvents, cupRefunds, cupRemittanceBatches, cupRentals } from './schema';

export interface RemittanceRound {
  batchId: number | null;
  sent: number;
  completed: number;
  failed: number;
}

export interface Remitter {
  /** One round now: at most `batchSize` REQUESTED refunds, oldest first. Rounds of one process never overlap. */
  run(): Promise<RemittanceRound>;
  /** A round soon (after a manual refund or a retry), when started; otherwise nothing (tests call `run`). */
  kick(): void;
  /** Rounds every `intervalMs` from now on. */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export const refundMessage = (amountKrw: number, bank: string, accountMasked: string) =>
  `[서울컵] 컵 보증금 ${amountKrw.toLocaleString('ko-KR')}원이 ${bank} ${accountMasked} 계좌로 환급되었습니다.`;

export function createRemitter(options: {
  db: Db;
  bank: Bank;
  messenger: Messenger;
  secrets: SecretCipher;
  now: () => Date;
  batchSize?: number;
  onError?: (error: unknown) => void;
}): Remitter {
  const { db, bank, messenger, secrets, now } = options;
  const batchSize = options.batchSize ?? 200;
  let running: Promise<RemittanceRound> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let started = false;

  const claim = () =>
    db.transaction(async (tx) => {
      const due = await tx
        .select({ id: cupRefunds.id, amountKrw: cupRefunds.amountKrw })
        .from(cupRefunds)
        .where(eq(cupRefunds.state, 'REQUESTED'))
        .orderBy(cupRefunds.requestedAt, cupRefunds.id)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return null;
      const at = now();
      const [batch] = await tx
        .insert(cupRemittanceBatches)
        .values({ startedAt: at, count: due.length, amountKrw: due.reduce((sum, row) => sum + row.amountKrw, 0) })
        .returning({ id: cupRemittanceBatches.id });
      const batchId = batch?.id ?? null;
      const ids = due.map((row) => row.id);
      await tx
        .update(cupRefunds)
        .set({ state: 'PROCESSING', batchId, attempts: sql`${cupRefunds.attempts} + 1` })
        .where(inArray(cupRefunds.id, ids));
      await tx.insert(cupRefundEvents).values(
        ids.map((refundId) => ({
          refundId,
          kind: 'TRANSFER_STARTED' as const,
          fromState: 'REQUESTED' as const,
          toState: 'PROCESSING' as const,
          batchId,
          at,
        })),
      );
      return { batchId, ids };
    });

  const send = async (refundId: number, batchId: number | null): Promise<boolean> => {
    const [refund] = await db.select().from(cupRefunds).where(eq(cupRefunds.id, refundId));
    if (refund === undefined) return false;
    const answer = await bank.transfer({
      reference: `refund:${String(refund.id)}:${String(refund.attempts)}`,
      bank: refund.bank,
      account: secrets.decrypt(refund.accountEncrypted),
      amountKrw: refund.amountKrw,
    });
    const at = now();
    await db.transaction(async (tx) => {
      const still = eq(cupRefunds.state, 'PROCESSING');
      if (answer.ok) {
        await tx
          .update(cupRefunds)
          .set({
            state: 'COMPLETED',
            completedAt: at,
            transactionId: answer.transactionId,
            failureCode: null,
            failure: '',
          })
          .where(and(eq(cupRefunds.id, refundId), still));
        await tx
          .update(cupRentals)
          .set({ state: 'REFUNDED', updatedAt: at })
          .where(and(eq(cupRentals.id, refund.rentalId), eq(cupRentals.state, 'RETURNED')));
        await tx.insert(cupRefundEvents).values({
          refundId,
          kind: 'TRANSFER_COMPLETED',
          fromState: 'PROCESSING',
          toState: 'COMPLETED',
          batchId,
          detail: `거래번호 ${answer.transactionId}`,
          at,
        });
        if (batchId !== null)
          await tx
            .update(cupRemittanceBatches)
            .set({
              completed: sql`${cupRemittanceBatches.completed} + 1`,
              remittedKrw: sql`${cupRemittanceBatches.remittedKrw} + ${refund.amountKrw}`,
            })
            .where(eq(cupRemittanceBatches.id, batchId));
      } else {
        await tx
          .update(cupRefunds)
          .set({ state: 'FAILED', failureCode: answer.code, failure: answer.message })
          .where(and(eq(cupRefunds.id, refundId), still));
        await tx.insert(cupRefundEvents).values({
          refundId,
          kind: 'TRANSFER_FAILED',
          fromState: 'PROCESSING',
          toState: 'FAILED',
          batchId,
          detail: answer.message,
          at,
        });
        if (batchId !== null)
          await tx
            .update(cupRemittanceBatches)
            .set({ failed: sql`${cupRemittanceBatches.failed} + 1` })
            .where(eq(cupRemittanceBatches.id, batchId));
      }
    });
    if (answer.ok) await sendRefundMessage({ db, messenger, secrets, now }, refundId);
    return answer.ok;
  };

  const round = async (): Promise<RemittanceRound> => {
    const claimed = await claim();
    if (claimed === null) return { batchId: null, sent: 0, completed: 0, failed: 0 };
    let completed = 0;
    for (const id of claimed.ids) if (await send(id, claimed.batchId)) completed += 1;
    if (claimed.batchId !== null)
      await db
        .update(cupRemittanceBatches)
        .set({ finishedAt: now() })
        .where(eq(cupRemittanceBatches.id, claimed.batchId));
    return { batchId: claimed.batchId, sent: claimed.ids.length, completed, failed: claimed.ids.length - completed };
  };

  const run = (): Promise<RemittanceRound> => {
    if (running !== null) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = null;
      if (again && started) {
        again = false;
        kick();
      }
    });
    return running;
  };

  const kick = () => {
    if (!started) return;
    setTimeout(() => {
      run().catch((error: unknown) => options.onError?.(error));
    }, 0);
  };

  return {
    run,
    kick,
    start(intervalMs) {
      started = true;
      timer = setInterval(() => {
        run().catch((error: unknown) => options.onError?.(error));
      }, intervalMs);
    },
    async stop() {
      started = false;
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Sends (or resends) a completed refund's text and records its state and an event: a new one for the remitter's
 * first text, or the operator's claimed event (`claimedEventId`: their resend, already recorded with who and when).
 * Whether the carrier took it.
 */
export async function sendRefundMessage(
  context: { db: Db; messenger: Messenger; secrets: SecretCipher; now: () => Date },
  refundId: number,
  options: { claimedEventId?: number } = {},
): Promise<boolean> {
  const { db, messenger, secrets, now } = context;
  const [row] = await db
    .select({
      amountKrw: cupRefunds.amountKrw,
      bank: cupRefunds.bank,
      accountMasked: cupRefunds.accountMasked,
      phoneEncrypted: cupMembers.phoneEncrypted,
    })
    .from(cupRefunds)
    .innerJoin(cupRentals, eq(cupRentals.id, cupRefunds.rentalId))
    .innerJoin(cupMembers, eq(cupMembers.id, cupRentals.memberId))
    .where(eq(cupRefunds.id, refundId));
  if (row === undefined) return false;
  const sent = await messenger.send(
    secrets.decrypt(row.phoneEncrypted),
    refundMessage(row.amountKrw, row.bank, row.accountMasked),
  );
  const at = now();
  const detail = sent ? '' : MESSAGE_FAILED;
  await db.transaction(async (tx) => {
    await tx
      .update(cupRefunds)
      .set({ messageState: sent ? 'SENT' : 'FAILED', ...(sent ? { messageSentAt: at } : {}) })
      .where(eq(cupRefunds.id, refundId));
    if (options.claimedEventId === undefined)
      await tx.insert(cupRefundEvents).values({
        refundId,
        kind: sent ? 'MESSAGE_SENT' : 'MESSAGE_FAILED',
        fromState: 'COMPLETED',
        toState: 'COMPLETED',
        detail,
        at,
      });
    else
      await tx
        .update(cupRefundEvents)
        .set({ kind: sent ? 'MESSAGE_RESENT' : 'MESSAGE_FAILED', detail, at })
        .where(eq(cupRefundEvents.id, options.claimedEventId));
  });
  return sent;
}

const MESSAGE_FAILED = '통신사가 문자를 받지 못했습니다.';
