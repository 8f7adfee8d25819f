/**
 * The remitter: sends REQUESTED refunds to the bank in batches and texts each citizen whose money went out.
 * A round claims its refunds (REQUESTED -> PROCESSING, `for update skip locked`, so two processes never send one
 * refund twice), asks the bank for each outside any transaction, and records each answer in its own transaction:
 * COMPLETED (the rental REFUNDED, then the message) or FAILED with the reason, waiting for an operator's retry.
 * Every step is an event of the refund's story (cup_refund_events: who, when, before, after, why).
 *
 * Money is never left in limbo:
 * - One refund's error (the bank, the account's decryption, the database) never stops a round: that refund ends
 *   FAILED with the reason kept. When the bank's answer is lost, the bank is asked what became of the transfer's
 *   reference, and its answer is recorded; the batch always finishes. A message that cannot be sent after a
 *   completed transfer leaves the refund COMPLETED, its message FAILED.
 * - A refund left PROCESSING by a round that died (the process stopped mid-round) is recovered at the start of every
 *   round, once older than `staleAfterMs`: the bank is asked by the attempt's reference and the same reference is
 *   sent again if it never saw it (the bank answers a reference once, so it is paid once at most), and the dead
 *   round's batch finishes.
 * - An attempt after the first (a retry) first asks the bank whether an earlier attempt went through after all;
 *   if one did, the refund completes with that transfer and nothing is sent again.
 */
import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { SecretCipher } from '../secrets';
import { cupMembers, cupRefundEvents, cupRefunds, cupRemittanceBatches, cupRentals } from '../schema';
import type { TransferFailure } from '@oa/contract';
import { transferReference, type Bank, type Messenger } from './bank';

export interface RemittanceRound {
  batchId: number | null;
  sent: number;
  completed: number;
  failed: number;
  /** Refunds of dead rounds settled at this round's start. */
  recovered: number;
}

export interface Remitter {
  /** One round now: at most `batchSize` REQUESTED refunds, oldest first. Rounds of one process never overlap. */
  run(): Promise<RemittanceRound>;
  /** A round soon in this process (after a manual refund or a retry), when started; otherwise nothing (tests call `run`). */
  kick(): void;
  /** From now on, kicks run rounds (server.ts; the rounds on the clock are the fleet's job 'cup-remitter'). */
  start(): void;
  /** No more kicks; resolves when the round under way has finished. */
  stop(): Promise<void>;
  /** The bank it sends to (the books read its ledger). */
  readonly bank: Bank;
}

/** How long a refund may stay PROCESSING before a round takes it for a dead round's. */
export const STALE_AFTER_MS = 60_000;

/** Why a transfer failed when the bank did not refuse it (no failure code: the bank said nothing). */
export const REMITTANCE_FAILURES = {
  unreachable: '은행에 연결하지 못해 송금하지 못했습니다. 다시 보내면 이전 송금 여부를 은행에 먼저 확인합니다.',
  account: '환급 계좌 정보를 읽지 못해 송금하지 않았습니다. 계좌를 고쳐 다시 보내 주세요.',
  error: '송금을 기록하지 못했습니다. 다시 보내면 이전 송금 여부를 은행에 먼저 확인합니다.',
} as const;

const MESSAGE_FAILED = '통신사가 문자를 받지 못했습니다.';
const MESSAGE_ERROR = '문자를 보내는 중 오류가 났습니다.';

export const refundMessage = (amountKrw: number, bank: string, accountMasked: string) =>
  `[서울컵] 컵 보증금 ${amountKrw.toLocaleString('ko-KR')}원이 ${bank} ${accountMasked} 계좌로 환급되었습니다.`;

/** A transfer's outcome as recorded: the bank's answer, or a failure the bank did not name (code null). */
type Outcome = { ok: true; transactionId: string } | { ok: false; code: TransferFailure | null; message: string };

type Claimed = typeof cupRefunds.$inferSelect;

const unreachable: Outcome = { ok: false, code: null, message: REMITTANCE_FAILURES.unreachable };

/**
 * Records a transfer's outcome for a refund still PROCESSING in this attempt: the refund, the rental, the event and
 * the batch's counts, in one transaction. Whether it recorded (false: another round or a recovery did first).
 */
async function settle(db: Db, refund: Claimed, outcome: Outcome, at: Date, note = ''): Promise<boolean> {
  return db.transaction(async (tx) => {
    const still = and(
      eq(cupRefunds.id, refund.id),
      eq(cupRefunds.state, 'PROCESSING'),
      eq(cupRefunds.attempts, refund.attempts),
    );
    const changes = outcome.ok
      ? {
          state: 'COMPLETED' as const,
          completedAt: at,
          transactionId: outcome.transactionId,
          failureCode: null,
          failure: '',
        }
      : { state: 'FAILED' as const, failureCode: outcome.code, failure: outcome.message };
    const [changed] = await tx.update(cupRefunds).set(changes).where(still).returning({ id: cupRefunds.id });
    if (changed === undefined) return false;
    const batch = refund.batchId === null ? undefined : eq(cupRemittanceBatches.id, refund.batchId);
    if (outcome.ok) {
      await tx
        .update(cupRentals)
        .set({ state: 'REFUNDED', updatedAt: at })
        .where(and(eq(cupRentals.id, refund.rentalId), eq(cupRentals.state, 'RETURNED')));
      if (batch !== undefined)
        await tx
          .update(cupRemittanceBatches)
          .set({
            completed: sql`${cupRemittanceBatches.completed} + 1`,
            remittedKrw: sql`${cupRemittanceBatches.remittedKrw} + ${refund.amountKrw}`,
          })
          .where(batch);
    } else if (batch !== undefined)
      await tx
        .update(cupRemittanceBatches)
        .set({ failed: sql`${cupRemittanceBatches.failed} + 1` })
        .where(batch);
    await tx.insert(cupRefundEvents).values({
      refundId: refund.id,
      kind: outcome.ok ? 'TRANSFER_COMPLETED' : 'TRANSFER_FAILED',
      fromState: 'PROCESSING',
      toState: outcome.ok ? 'COMPLETED' : 'FAILED',
      batchId: refund.batchId,
      detail: `${note}${outcome.ok ? `거래번호 ${outcome.transactionId}` : outcome.message}`,
      at,
    });
    return true;
  });
}

export function createRemitter(options: {
  db: Db;
  bank: Bank;
  messenger: Messenger;
  secrets: SecretCipher;
  now: () => Date;
  batchSize?: number;
  /** How long a refund may stay PROCESSING before it is taken for a dead round's (default 60 s). */
  staleAfterMs?: number;
  onError?: (error: unknown) => void;
}): Remitter {
  const { db, bank, messenger, secrets, now } = options;
  const batchSize = options.batchSize ?? 200;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const report = (error: unknown) => options.onError?.(error);
  let running: Promise<RemittanceRound> | null = null;
  let again = false;
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

  /** The bank's answer for a reference whose transfer threw: asked by reference, or unreachable. */
  const ask = async (reference: string): Promise<Outcome> => {
    try {
      return (await bank.lookup(reference)) ?? unreachable;
    } catch (error) {
      report(error);
      return unreachable;
    }
  };

  /** Sends one attempt, once: an earlier attempt that went through after all is the answer, nothing is sent. */
  const transfer = async (refund: Claimed): Promise<Outcome> => {
    for (let attempt = 1; attempt < refund.attempts; attempt += 1) {
      const earlier = await bank.lookup(transferReference(refund.id, attempt));
      if (earlier?.ok === true) return earlier;
    }
    let account: string;
    try {
      account = secrets.decrypt(refund.accountEncrypted);
    } catch (error) {
      report(error);
      return { ok: false, code: null, message: REMITTANCE_FAILURES.account };
    }
    const reference = transferReference(refund.id, refund.attempts);
    try {
      return await bank.transfer({ reference, bank: refund.bank, account, amountKrw: refund.amountKrw });
    } catch (error) {
      report(error);
      return ask(reference);
    }
  };

  /** The outcome of whatever threw: unreachable when the bank could not be asked, else recorded failed. */
  const outcomeOf = async (refund: Claimed): Promise<Outcome> => {
    try {
      return await transfer(refund);
    } catch (error) {
      report(error);
      return unreachable;
    }
  };

  /** Texts the citizen of a refund just completed; a failure leaves the refund COMPLETED, the message FAILED. */
  const text = async (refundId: number) => {
    try {
      await sendRefundMessage({ db, messenger, secrets, now }, refundId);
    } catch (error) {
      report(error);
    }
  };

  /** Sends one claimed refund: 'completed', 'failed', or null when someone else settled it. */
  const send = async (refundId: number, batchId: number | null): Promise<'completed' | 'failed' | null> => {
    const [refund] = await db.select().from(cupRefunds).where(eq(cupRefunds.id, refundId));
    if (refund?.state !== 'PROCESSING' || refund.batchId !== batchId) return null;
    const outcome = await outcomeOf(refund);
    let settled: boolean;
    try {
      settled = await settle(db, refund, outcome, now());
    } catch (error) {
      report(error);
      // The answer could not be written: the refund must not stay PROCESSING (a retry asks the bank first).
      settled = await settle(db, refund, { ok: false, code: null, message: REMITTANCE_FAILURES.error }, now());
      if (settled) return 'failed';
    }
    if (!settled) return null;
    if (outcome.ok) await text(refundId);
    return outcome.ok ? 'completed' : 'failed';
  };

  /** Settles a refund of a dead round: the bank is asked by reference, and sent the same reference if it never saw it. */
  const recoverOne = async (refund: Claimed): Promise<boolean> => {
    const reference = transferReference(refund.id, refund.attempts);
    let outcome: Outcome;
    try {
      const answer = await bank.lookup(reference);
      outcome = answer ?? (await transfer(refund));
    } catch (error) {
      report(error);
      outcome = unreachable;
    }
    const settled = await settle(db, refund, outcome, now(), '중단된 송금을 은행에 확인했습니다. ');
    if (settled && outcome.ok) await text(refund.id);
    return settled;
  };

  const recover = async (): Promise<number> => {
    const cutoff = new Date(now().getTime() - staleAfterMs);
    const stale = await db
      .select({ refund: cupRefunds })
      .from(cupRefunds)
      .leftJoin(cupRemittanceBatches, eq(cupRemittanceBatches.id, cupRefunds.batchId))
      .where(
        and(
          eq(cupRefunds.state, 'PROCESSING'),
          or(isNull(cupRemittanceBatches.id), lt(cupRemittanceBatches.startedAt, cutoff)),
        ),
      )
      .orderBy(cupRefunds.id)
      .limit(batchSize);
    let recovered = 0;
    for (const { refund } of stale) {
      try {
        if (await recoverOne(refund)) recovered += 1;
      } catch (error) {
        report(error);
      }
    }
    // The dead rounds' batches finish once none of their refunds is in flight.
    await db
      .update(cupRemittanceBatches)
      .set({ finishedAt: now() })
      .where(
        and(
          isNull(cupRemittanceBatches.finishedAt),
          lt(cupRemittanceBatches.startedAt, cutoff),
          notExists(
            db
              .select({ id: cupRefunds.id })
              .from(cupRefunds)
              .where(and(eq(cupRefunds.batchId, cupRemittanceBatches.id), eq(cupRefunds.state, 'PROCESSING'))),
          ),
        ),
      );
    return recovered;
  };

  const round = async (): Promise<RemittanceRound> => {
    let recovered = 0;
    try {
      recovered = await recover();
    } catch (error) {
      report(error);
    }
    const claimed = await claim();
    if (claimed === null) return { batchId: null, sent: 0, completed: 0, failed: 0, recovered };
    let completed = 0;
    let failed = 0;
    try {
      for (const id of claimed.ids) {
        try {
          const result = await send(id, claimed.batchId);
          if (result === 'completed') completed += 1;
          else if (result === 'failed') failed += 1;
        } catch (error) {
          report(error);
        }
      }
    } finally {
      if (claimed.batchId !== null)
        await db
          .update(cupRemittanceBatches)
          .set({ finishedAt: now() })
          .where(eq(cupRemittanceBatches.id, claimed.batchId));
    }
    return { batchId: claimed.batchId, sent: claimed.ids.length, completed, failed, recovered };
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
      run().catch(report);
    }, 0);
  };

  return {
    bank,
    run,
    kick,
    start() {
      started = true;
    },
    async stop() {
      started = false;
      await running?.catch(() => undefined);
    },
  };
}

/**
 * Sends (or resends) a completed refund's text and records its state and an event: a new one for the remitter's
 * first text, or the operator's claimed event (`claimedEventId`: their resend, already recorded with who and when).
 * A carrier or a phone's decryption that throws is a message FAILED. Whether the carrier took it.
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
  let sent = false;
  let detail = MESSAGE_FAILED;
  try {
    sent = await messenger.send(
      secrets.decrypt(row.phoneEncrypted),
      refundMessage(row.amountKrw, row.bank, row.accountMasked),
    );
  } catch {
    detail = MESSAGE_ERROR;
  }
  if (sent) detail = '';
  const at = now();
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
