/**
 * Deposit refunds, the domain (docs/areas/cup.md "Refunds and remittances"): the list and one refund's whole story,
 * what a rental is owed, a manual refund, a failed remittance sent again, a message resent, and the remittance
 * batches. A rental is refunded at most once whatever the clicks, tabs or operators do: the rental's row is locked,
 * its state and refund checked and the refund inserted in one transaction under a unique rental id; every operator
 * action runs once per request id (requests/once.ts: the same id and body answers the first answer, another body
 * is refused). Every operator action is an audit record and an event of the refund's story; the remitter
 * (remitter.ts) sends the money (and, before sending a retry, makes sure no earlier attempt went through).
 */
import { can } from '@oa/auth';
import {
  LIST_COUNT_CAP,
  maskAccount,
  REFUND_LIST,
  REMITTANCE_BATCH_LIST,
  type Refund,
  type RefundDetail,
  type RefundQuote,
  type RefundResult,
  type RemittanceBatch,
} from '@oa/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../../audit/writeAudit';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { lookup } from '../../../db/lookup';
import type { Principal } from '../../../http/access';
import { HttpError, notFound } from '../../../http/errors';
import { listSpec, runList, type ListPage } from '../../../lists/listEngine';
import { once, onceOutside } from '../../../requests/once';
import { users } from '../../users/schema';
import type { CupContext } from '../context';
import {
  cupMachines,
  cupMembers,
  cupRefundEvents,
  cupRefunds,
  cupRemittanceBatches,
  cupRentals,
  cups,
} from '../schema';
import { sendRefundMessage } from './remitter';
import { REFUND_MESSAGES, type ValidManualRefund, type ValidRetry } from './validation';

const STATE_WORDS: Record<Refund['state'], string> = {
  REQUESTED: '요청',
  PROCESSING: '송금 중',
  COMPLETED: '완료',
  FAILED: '실패',
};

/** What a refund's actions need of the cup area's services. */
export type RefundServices = Pick<CupContext, 'db' | 'now' | 'secrets' | 'remitter' | 'messenger'>;

/** Why a rental cannot be refunded now (null: it is owed its deposit). */
export function refundBlock(rental: { state: string; returnedAt: Date | null }, refund: { state: string } | undefined) {
  if (refund !== undefined)
    return `${REFUND_MESSAGES.requested} (상태: ${STATE_WORDS[refund.state as Refund['state']]})`;
  if (rental.state === 'REFUNDED') return REFUND_MESSAGES.refunded;
  if (rental.returnedAt === null || rental.state !== 'RETURNED') return REFUND_MESSAGES.notReturned;
  return null;
}

type RefundRow = Omit<Refund, 'requestedAt' | 'completedAt' | 'messageSentAt'> & {
  requestedAt: Date;
  completedAt: Date | null;
  messageSentAt: Date | null;
};

export const refundProjection = {
  id: cupRefunds.id,
  rentalId: cupRefunds.rentalId,
  cuid: lookup<string>(cups.cuid, cups.id, cupRefunds.cupId),
  memberId: lookup<number>(cupRentals.memberId, cupRentals.id, cupRefunds.rentalId),
  phoneMasked: sql<string>`(select ${cupMembers.phoneMasked} from ${cupMembers} where ${cupMembers.id} = (select ${cupRentals.memberId} from ${cupRentals} where ${cupRentals.id} = ${cupRefunds.rentalId}))`,
  amountKrw: cupRefunds.amountKrw,
  bank: cupRefunds.bank,
  accountMasked: cupRefunds.accountMasked,
  state: cupRefunds.state,
  failureCode: cupRefunds.failureCode,
  failure: cupRefunds.failure,
  attempts: cupRefunds.attempts,
  requestedAt: cupRefunds.requestedAt,
  completedAt: cupRefunds.completedAt,
  messageState: cupRefunds.messageState,
  messageSentAt: cupRefunds.messageSentAt,
  manual: cupRefunds.manual,
};

const toRefund = (row: RefundRow, showMessage: boolean): Refund => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
  messageState: showMessage ? row.messageState : null,
  messageSentAt: showMessage ? (row.messageSentAt?.toISOString() ?? null) : null,
});

/** Whether this user sees a refund's message state (SEOUL_CUP_REFUND_MESSAGE_VIEW). */
export const showsMessages = (principal: Principal) =>
  can({ permissions: [...principal.permissions] }, 'viewRefundMessages');

export async function readRefund(db: Db, id: number, principal: Principal): Promise<Refund> {
  const [row] = await db.select(refundProjection).from(cupRefunds).where(eq(cupRefunds.id, id));
  if (row === undefined) throw notFound();
  return toRefund(row, showsMessages(principal));
}

const refundList = listSpec(
  REFUND_LIST,
  {
    batchId: cupRefunds.batchId,
    state: cupRefunds.state,
    messageState: cupRefunds.messageState,
    manual: cupRefunds.manual,
    cuid: { column: cups.cuid, through: { key: cupRefunds.cupId, id: cups.id } },
    amountKrw: cupRefunds.amountKrw,
    requestedAt: cupRefunds.requestedAt,
    completedAt: cupRefunds.completedAt,
  },
  cupRefunds.id,
);

/** A page of the refund list (accounts masked; the message's state only for its permission). */
export async function listRefunds(
  db: Db,
  query: Record<string, unknown>,
  principal: Principal,
): Promise<ListPage<Refund>> {
  const page = await runList<RefundRow>({
    db,
    from: cupRefunds,
    projection: refundProjection,
    spec: refundList,
    query,
    // As many as the rentals returned (millions a year): counted up to LIST_COUNT_CAP, as the rentals list is.
    countCap: LIST_COUNT_CAP,
  });
  const show = showsMessages(principal);
  return { ...page, items: page.items.map((row) => toRefund(row, show)) };
}

/** One refund's whole story: the rental, the bank's transaction id, every event with who did it. */
export async function refundDetail(db: Db, id: number, principal: Principal): Promise<RefundDetail> {
  const refund = await readRefund(db, id, principal);
  const [rental] = await db
    .select({
      id: cupRentals.id,
      state: cupRentals.state,
      depositKrw: cupRentals.depositKrw,
      rentedAt: cupRentals.rentedAt,
      rentalMachineId: lookup<string>(cupMachines.machineId, cupMachines.id, cupRentals.rentalMachineId),
      returnedAt: cupRentals.returnedAt,
      returnMachineId: lookup<string | null>(cupMachines.machineId, cupMachines.id, cupRentals.returnMachineId),
    })
    .from(cupRentals)
    .where(eq(cupRentals.id, refund.rentalId));
  if (rental === undefined) throw notFound();
  const [extra] = await db
    .select({ transactionId: cupRefunds.transactionId })
    .from(cupRefunds)
    .where(eq(cupRefunds.id, id));
  const events = await db
    .select({
      id: cupRefundEvents.id,
      kind: cupRefundEvents.kind,
      batchId: cupRefundEvents.batchId,
      detail: cupRefundEvents.detail,
      actor: lookup<string | null>(users.name, users.id, cupRefundEvents.actorId),
      at: cupRefundEvents.at,
    })
    .from(cupRefundEvents)
    .where(eq(cupRefundEvents.refundId, id))
    .orderBy(asc(cupRefundEvents.at), asc(cupRefundEvents.id));
  return {
    refund,
    rental: {
      ...rental,
      rentedAt: rental.rentedAt.toISOString(),
      returnedAt: rental.returnedAt?.toISOString() ?? null,
    },
    transactionId: extra?.transactionId ?? null,
    events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** What a rental is owed: its deposit when returned and not yet requested, else 0 and why. */
export async function refundQuote(db: Db, rentalId: number): Promise<RefundQuote> {
  const [rental] = await db
    .select({
      id: cupRentals.id,
      state: cupRentals.state,
      depositKrw: cupRentals.depositKrw,
      returnedAt: cupRentals.returnedAt,
      cuid: lookup<string>(cups.cuid, cups.id, cupRentals.cupId),
      phoneMasked: cupMembers.phoneMasked,
      memberBank: cupMembers.bank,
      memberAccountMasked: cupMembers.accountMasked,
    })
    .from(cupRentals)
    .innerJoin(cupMembers, eq(cupMembers.id, cupRentals.memberId))
    .where(eq(cupRentals.id, rentalId));
  if (rental === undefined) throw notFound();
  const [refund] = await db
    .select({ id: cupRefunds.id, state: cupRefunds.state })
    .from(cupRefunds)
    .where(eq(cupRefunds.rentalId, rentalId));
  const blocked = refundBlock(rental, refund);
  return {
    rentalId: rental.id,
    cuid: rental.cuid,
    phoneMasked: rental.phoneMasked,
    state: rental.state,
    depositKrw: rental.depositKrw,
    owedKrw: blocked === null ? rental.depositKrw : 0,
    returnedAt: rental.returnedAt?.toISOString() ?? null,
    blocked,
    refundId: refund?.id ?? null,
    memberBank: rental.memberBank,
    memberAccountMasked: rental.memberAccountMasked,
  };
}

/** What a refund action records for its request id: the refund as the action left it (a repeat answers it). */
interface Acted {
  refund: Refund;
}

/** The answer to an action: the refund as the first request left it, and whether this request made the change. */
const resultOf = (done: { answer: Acted; repeated: boolean }): RefundResult => ({
  refund: done.answer.refund,
  changed: !done.repeated,
});

/**
 * A manual refund of a returned rental's deposit, once per request id: the refund REQUESTED for the account given,
 * the remitter asked for a round. Refused (409) when the rental is not returned or already has its refund.
 */
export async function manualRefund(
  services: RefundServices,
  principal: Principal,
  input: ValidManualRefund,
): Promise<RefundResult> {
  const { db, now, secrets, remitter } = services;
  const { requestId, ...body } = input;
  let done: { answer: Acted; repeated: boolean };
  try {
    done = await once(db, { actorId: principal.userId, action: 'refund.create', key: requestId, body }, async (tx) => {
      const [rental] = await tx.select().from(cupRentals).where(eq(cupRentals.id, input.rentalId)).for('update');
      if (rental === undefined) throw notFound();
      const [existing] = await tx
        .select({ id: cupRefunds.id, state: cupRefunds.state })
        .from(cupRefunds)
        .where(eq(cupRefunds.rentalId, rental.id));
      const blocked = refundBlock(rental, existing);
      if (blocked !== null)
        throw new HttpError(409, existing === undefined ? 'NOT_REFUNDABLE' : 'ALREADY_REQUESTED', blocked);
      if (input.amountKrw !== rental.depositKrw) {
        const deposit = rental.depositKrw.toLocaleString('ko-KR');
        const message =
          input.amountKrw > rental.depositKrw
            ? `환급액은 보증금(${deposit}원)을 넘을 수 없습니다.`
            : `보증금 전액(${deposit}원)을 환급합니다.`;
        throw new HttpError(400, 'INVALID_INPUT', message, { amountKrw: message });
      }
      const at = now();
      const accountMasked = maskAccount(input.account);
      const [created] = await tx
        .insert(cupRefunds)
        .values({
          rentalId: rental.id,
          cupId: rental.cupId,
          amountKrw: input.amountKrw,
          bank: input.bank,
          accountEncrypted: secrets.encrypt(input.account),
          accountMasked,
          state: 'REQUESTED',
          requestedAt: at,
          manual: true,
          requestId,
          actorId: principal.userId,
        })
        .returning({ id: cupRefunds.id });
      if (created === undefined) throw new Error('the refund was not inserted');
      await tx.insert(cupRefundEvents).values({
        refundId: created.id,
        kind: 'REQUESTED',
        toState: 'REQUESTED',
        detail: input.reason,
        actorId: principal.userId,
        at,
      });
      await writeAudit(tx, principal, 'refund.create', `refund:${String(created.id)}`, null, {
        rentalId: rental.id,
        amountKrw: input.amountKrw,
        bank: input.bank,
        accountMasked,
        reason: input.reason,
        state: 'REQUESTED',
      });
      return { refund: await readRefund(tx, created.id, principal) };
    });
  } catch (error) {
    // Two requests for one rental at once: the unique rental id lets one refund through.
    if (isUniqueViolation(error)) throw new HttpError(409, 'ALREADY_REQUESTED', REFUND_MESSAGES.requested);
    throw error;
  }
  if (!done.repeated) remitter.kick();
  return resultOf(done);
}

/**
 * A failed remittance sent again, once per request id, to the same account or a corrected one: the refund
 * REQUESTED again and the remitter asked for a round (which first asks the bank whether an earlier attempt went
 * through after all, and then pays nothing more). Only a FAILED refund is retried (409 otherwise).
 */
export async function retryRefund(
  services: RefundServices,
  principal: Principal,
  refundId: number,
  input: ValidRetry,
): Promise<RefundResult> {
  const { db, now, secrets, remitter } = services;
  const { target } = input;
  const request = {
    actorId: principal.userId,
    action: 'refund.retry',
    key: input.requestId,
    body: { refundId, target },
  };
  const done = await once(db, request, async (tx) => {
    const [refund] = await tx.select().from(cupRefunds).where(eq(cupRefunds.id, refundId)).for('update');
    if (refund === undefined) throw notFound();
    if (refund.state !== 'FAILED')
      throw new HttpError(409, 'NOT_FAILED', `${REFUND_MESSAGES.notFailed} (지금: ${STATE_WORDS[refund.state]})`);
    const at = now();
    const changes =
      target === null
        ? {}
        : {
            bank: target.bank,
            accountEncrypted: secrets.encrypt(target.account),
            accountMasked: maskAccount(target.account),
          };
    await tx
      .update(cupRefunds)
      .set({ state: 'REQUESTED', failureCode: null, failure: '', ...changes })
      .where(eq(cupRefunds.id, refundId));
    await tx.insert(cupRefundEvents).values({
      refundId,
      kind: 'RETRY_REQUESTED',
      fromState: 'FAILED',
      toState: 'REQUESTED',
      detail: target === null ? '같은 계좌로 다시 송금' : `계좌 변경: ${target.bank} ${maskAccount(target.account)}`,
      requestId: input.requestId,
      actorId: principal.userId,
      at,
    });
    await writeAudit(
      tx,
      principal,
      'refund.retry',
      `refund:${String(refundId)}`,
      { state: 'FAILED', bank: refund.bank, accountMasked: refund.accountMasked, reason: refund.failure },
      {
        state: 'REQUESTED',
        bank: target?.bank ?? refund.bank,
        accountMasked: changes.accountMasked ?? refund.accountMasked,
      },
    );
    return { refund: await readRefund(tx, refundId, principal) };
  });
  if (!done.repeated) remitter.kick();
  return resultOf(done);
}

/**
 * A completed refund's message sent again, once per request id (it calls the carrier, so the key is claimed first:
 * a repeat while it runs is a 409). Only a COMPLETED refund's message is resent (409 otherwise).
 */
export async function resendMessage(
  services: RefundServices,
  principal: Principal,
  refundId: number,
  requestId: string,
): Promise<RefundResult> {
  const { db, now, secrets, messenger } = services;
  const request = { actorId: principal.userId, action: 'refund.message-resend', key: requestId, body: { refundId } };
  const done = await onceOutside(db, request, async () => {
    const claimed = await db.transaction(async (tx) => {
      const [refund] = await tx.select().from(cupRefunds).where(eq(cupRefunds.id, refundId)).for('update');
      if (refund === undefined) throw notFound();
      if (refund.state !== 'COMPLETED')
        throw new HttpError(
          409,
          'NOT_COMPLETED',
          `${REFUND_MESSAGES.notCompleted} (지금: ${STATE_WORDS[refund.state]})`,
        );
      const [event] = await tx
        .insert(cupRefundEvents)
        .values({
          refundId,
          kind: 'MESSAGE_RESENT',
          fromState: 'COMPLETED',
          toState: 'COMPLETED',
          detail: '발송 중',
          requestId,
          actorId: principal.userId,
          at: now(),
        })
        .returning({ id: cupRefundEvents.id });
      await writeAudit(
        tx,
        principal,
        'refund.message-resend',
        `refund:${String(refundId)}`,
        { messageState: refund.messageState },
        { messageState: 'PENDING' },
      );
      return event?.id ?? 0;
    });
    await sendRefundMessage({ db, messenger, secrets, now }, refundId, { claimedEventId: claimed });
    return { refund: await readRefund(db, refundId, principal) };
  });
  return resultOf(done);
}

type BatchRow = Omit<RemittanceBatch, 'startedAt' | 'finishedAt'> & { startedAt: Date; finishedAt: Date | null };

const batchList = listSpec(
  REMITTANCE_BATCH_LIST,
  { startedAt: cupRemittanceBatches.startedAt },
  cupRemittanceBatches.id,
);

/** A page of the remittance batches. */
export async function listBatches(db: Db, query: Record<string, unknown>): Promise<ListPage<RemittanceBatch>> {
  const page = await runList<BatchRow>({
    db,
    from: cupRemittanceBatches,
    projection: {
      id: cupRemittanceBatches.id,
      startedAt: cupRemittanceBatches.startedAt,
      finishedAt: cupRemittanceBatches.finishedAt,
      count: cupRemittanceBatches.count,
      completed: cupRemittanceBatches.completed,
      failed: cupRemittanceBatches.failed,
      amountKrw: cupRemittanceBatches.amountKrw,
      remittedKrw: cupRemittanceBatches.remittedKrw,
    },
    spec: batchList,
    query,
  });
  return {
    ...page,
    items: page.items.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
    })),
  };
}
