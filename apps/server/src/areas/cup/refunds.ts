/**
 * Deposit refunds (SEOUL_CUP; docs/areas/cup.md "Refunds and remittances"): the list (accounts masked; the
 * message's state only for SEOUL_CUP_REFUND_MESSAGE_VIEW), one refund's whole story (SEOUL_CUP_REFUND_DETAIL_VIEW),
 * what a rental is owed, a manual refund, a failed remittance sent again, a message resent, and the remittance
 * batches. A rental is refunded at most once whatever the clicks, tabs or operators do: the rental's row is locked,
 * its state and refund checked and the refund inserted in one transaction, under a unique rental id and a unique
 * request id (the same request twice answers the first one). Every operator action is an audit record and an event
 * of the refund's story; the remitter (remitter.ts) does the rest.
 */
import { Type } from '@fastify/type-provider-typebox';
import { can } from '@oa/auth';
import {
  BANKS,
  CREW_REASON_MAX,
  CUP_MONEY_PATHS,
  isAccountNumber,
  maskAccount,
  REFUND_LIST,
  REMITTANCE_BATCH_LIST,
  type Refund,
  type RefundQuote,
  type RemittanceBatch,
} from '@oa/contract';
import {
  ManualRefundInputSchema,
  ReconciliationSchema,
  RefundDetailSchema,
  RefundQuoteSchema,
  RefundResultSchema,
  RefundSchema,
  RemittanceBatchSchema,
  ResendMessageInputSchema,
  RetryRefundInputSchema,
} from '@oa/contract/schemas/cupMoney';
import { asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit';
import { users } from '../users/schema';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { lookup } from '../../db/lookup';
import { action, principalOf, screen, type Principal } from '../../http/access';
import { HttpError, notFound } from '../../http/errors';
import { collector, isObject, outcome, validOrThrow, type Checked, type Fail } from '../../http/forms';
import { envelope, errors, IdParams, listSchema } from '../../http/routeSchemas';
import { listSpec, runList } from '../../lists/listEngine';
import type { CupPlugin } from './context';
import {
  reconcile,
  reconciliationPeriod,
  RECONCILIATION_DEFAULT_DAYS,
  RECONCILIATION_MAX_DAYS,
} from './reconciliation';
import { sendRefundMessage } from './remitter';
import { cupMachines, cupMembers, cupRefundEvents, cupRefunds, cupRemittanceBatches, cupRentals, cups } from './schema';

export const REFUND_MESSAGES = {
  requested: '이미 환급 요청된 대여입니다.',
  notReturned: '아직 반납되지 않은 대여는 환급할 수 없습니다.',
  refunded: '이미 환급된 대여입니다.',
  requestReused: '이 요청 ID는 다른 환급에 이미 쓰였습니다.',
  notFailed: '송금에 실패한 환급만 다시 보낼 수 있습니다.',
  notCompleted: '환급이 완료된 뒤에만 알림을 다시 보낼 수 있습니다.',
  bank: '은행을 선택해 주세요.',
  account: '계좌번호는 숫자 10~14자리로 입력해 주세요.',
  reason: '환급 사유를 입력해 주세요.',
  reasonLong: `사유는 ${String(CREW_REASON_MAX)}자까지 입력할 수 있습니다.`,
  requestId: '요청 ID가 필요합니다.',
} as const;

const STATE_WORDS: Record<Refund['state'], string> = {
  REQUESTED: '요청',
  PROCESSING: '송금 중',
  COMPLETED: '완료',
  FAILED: '실패',
};

const isRequestId = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 8 && value.length <= 64;

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
  if (!isRequestId(input.requestId)) fail('requestId', REFUND_MESSAGES.requestId);
  const { rentalId, amountKrw } = input;
  if (typeof rentalId !== 'number' || !Number.isInteger(rentalId) || rentalId < 1)
    fail('rentalId', '환급할 대여를 선택해 주세요.');
  if (typeof amountKrw !== 'number' || !Number.isInteger(amountKrw) || amountKrw < 0)
    fail('amountKrw', '환급액은 원 단위 정수로 입력해 주세요.');
  const target = bankAndAccount(input, fail, true);
  const reason = reasonOf(input, fail);
  return outcome(fields, () => ({
    requestId: input.requestId as string,
    rentalId: rentalId as number,
    amountKrw: amountKrw as number,
    bank: target?.bank ?? '',
    account: target?.account ?? '',
    reason,
  }));
}

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

const showsMessages = (principal: Principal) => can({ permissions: [...principal.permissions] }, 'viewRefundMessages');

async function readRefund(db: Db, id: number, principal: Principal): Promise<Refund> {
  const [row] = await db.select(refundProjection).from(cupRefunds).where(eq(cupRefunds.id, id));
  if (row === undefined) throw notFound();
  return toRefund(row, showsMessages(principal));
}

export const refundRoutes: CupPlugin = (app, { db, now, secrets, remitter, messenger }) => {
  const spec = listSpec(
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
  const batchSpec = listSpec(
    REMITTANCE_BATCH_LIST,
    { startedAt: cupRemittanceBatches.startedAt },
    cupRemittanceBatches.id,
  );

  app.get(
    CUP_MONEY_PATHS.refunds,
    {
      config: { access: screen('/cup/seoul-refund-money-manage') },
      schema: listSchema(REFUND_LIST, RefundSchema, {
        tags: ['cup'],
        summary: '보증금 환급 목록 (계좌 마스킹; 알림 상태는 SEOUL_CUP_REFUND_MESSAGE_VIEW만)',
      }),
    },
    async (request) => {
      const page = await runList<RefundRow>({
        db,
        from: cupRefunds,
        projection: refundProjection,
        spec,
        query: request.query,
      });
      const show = showsMessages(principalOf(request));
      return { _data: { ...page, items: page.items.map((row) => toRefund(row, show)) } };
    },
  );

  app.get(
    '/v1/refunds/:id',
    {
      config: { access: action('viewRemittanceDetail') },
      schema: {
        tags: ['cup'],
        summary: '환급 한 건의 전체 이력 (대여, 반납, 요청, 송금 시도, 알림, 처리자)',
        params: IdParams,
        response: { 200: envelope(RefundDetailSchema), ...errors(404) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const refund = await readRefund(db, request.params.id, principal);
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
        .where(eq(cupRefunds.id, refund.id));
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
        .where(eq(cupRefundEvents.refundId, refund.id))
        .orderBy(asc(cupRefundEvents.at), asc(cupRefundEvents.id));
      return {
        _data: {
          refund,
          rental: {
            ...rental,
            rentedAt: rental.rentedAt.toISOString(),
            returnedAt: rental.returnedAt?.toISOString() ?? null,
          },
          transactionId: extra?.transactionId ?? null,
          events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
        },
      };
    },
  );

  app.get(
    '/v1/rentals/:id/refund-quote',
    {
      config: { access: screen('/cup/seoul-refund-money-edit') },
      schema: {
        tags: ['cup'],
        summary: '대여에 돌려줄 금액 (반납되고 아직 요청되지 않았으면 보증금 전액, 아니면 0과 그 이유)',
        params: IdParams,
        response: { 200: envelope(RefundQuoteSchema), ...errors(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
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
        .where(eq(cupRentals.id, id));
      if (rental === undefined) throw notFound();
      const [refund] = await db
        .select({ id: cupRefunds.id, state: cupRefunds.state })
        .from(cupRefunds)
        .where(eq(cupRefunds.rentalId, id));
      const blocked = refundBlock(rental, refund);
      const quote: RefundQuote = {
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
      return { _data: quote };
    },
  );

  app.post(
    CUP_MONEY_PATHS.refunds,
    {
      config: { access: action('manualRefund') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '수동 환급 (requestId로 멱등; 대여 한 건에 환급은 한 번)',
        description: '반납되었고 아직 환급 요청이 없는 대여에 보증금 전액을 환급 요청합니다. 송금은 곧 이어서 합니다.',
        body: ManualRefundInputSchema,
        response: { 200: envelope(RefundResultSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const input = validOrThrow(checkManualRefund(request.body));
      const repeat = async () => {
        const [done] = await db
          .select({ id: cupRefunds.id, rentalId: cupRefunds.rentalId })
          .from(cupRefunds)
          .where(eq(cupRefunds.requestId, input.requestId));
        if (done === undefined) return undefined;
        if (done.rentalId !== input.rentalId)
          throw new HttpError(409, 'REQUEST_ID_REUSED', REFUND_MESSAGES.requestReused);
        return { refund: await readRefund(db, done.id, principal), changed: false };
      };
      const earlier = await repeat();
      if (earlier !== undefined) return { _data: earlier };
      let id: number | null;
      try {
        id = await db.transaction(async (tx) => {
          const [rental] = await tx.select().from(cupRentals).where(eq(cupRentals.id, input.rentalId)).for('update');
          if (rental === undefined) throw notFound();
          const [existing] = await tx
            .select({ id: cupRefunds.id, state: cupRefunds.state, requestId: cupRefunds.requestId })
            .from(cupRefunds)
            .where(eq(cupRefunds.rentalId, rental.id));
          // The same request waited for the lock while the first one made the refund: it is a repeat.
          if (existing?.requestId === input.requestId) return null;
          const blocked = refundBlock(rental, existing);
          if (blocked !== null)
            throw new HttpError(409, existing === undefined ? 'NOT_REFUNDABLE' : 'ALREADY_REQUESTED', blocked);
          if (input.amountKrw !== rental.depositKrw) {
            const message =
              input.amountKrw > rental.depositKrw
                ? `환급액은 보증금(${rental.depositKrw.toLocaleString('ko-KR')}원)을 넘을 수 없습니다.`
                : `보증금 전액(${rental.depositKrw.toLocaleString('ko-KR')}원)을 환급합니다.`;
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
              requestId: input.requestId,
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
          return created.id;
        });
      } catch (error) {
        // Two at once: the unique request id answers the second as a repeat; the unique rental id refuses another.
        if (isUniqueViolation(error)) {
          const repeated = await repeat();
          if (repeated !== undefined) return { _data: repeated };
          throw new HttpError(409, 'ALREADY_REQUESTED', REFUND_MESSAGES.requested);
        }
        throw error;
      }
      if (id === null) {
        const repeated = await repeat();
        if (repeated === undefined) throw new Error('the repeated refund vanished');
        return { _data: repeated };
      }
      remitter.kick();
      return { _data: { refund: await readRefund(db, id, principal), changed: true } };
    },
  );

  /** Whether an action on a refund already used this request id (checked again once its row is locked). */
  const requestIdUsed = async (tx: Db, requestId: string) =>
    (await tx.select({ id: cupRefundEvents.id }).from(cupRefundEvents).where(eq(cupRefundEvents.requestId, requestId)))
      .length > 0;

  /** An operator's action on a refund, once per request id: the earlier answer when it was already done. */
  const repeatedAction = async (requestId: string, refundId: number, principal: Principal) => {
    const [done] = await db
      .select({ refundId: cupRefundEvents.refundId })
      .from(cupRefundEvents)
      .where(eq(cupRefundEvents.requestId, requestId));
    if (done === undefined) return undefined;
    if (done.refundId !== refundId) throw new HttpError(409, 'REQUEST_ID_REUSED', REFUND_MESSAGES.requestReused);
    return { refund: await readRefund(db, refundId, principal), changed: false };
  };

  app.post(
    '/v1/refunds/:id/retry',
    {
      config: { access: action('retryRemittance') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '송금 실패한 환급을 다시 보내기 (계좌를 고쳐서; requestId로 멱등)',
        params: IdParams,
        body: RetryRefundInputSchema,
        response: { 200: envelope(RefundResultSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const { fields, fail } = collector();
      const input: Record<string, unknown> = isObject(request.body) ? request.body : {};
      if (!isRequestId(input.requestId)) fail('requestId', REFUND_MESSAGES.requestId);
      const target = bankAndAccount(input, fail, false);
      const requestId = validOrThrow(outcome(fields, () => input.requestId as string));
      const earlier = await repeatedAction(requestId, id, principal);
      if (earlier !== undefined) return { _data: earlier };
      let acted: boolean;
      try {
        acted = await db.transaction(async (tx) => {
          const [refund] = await tx.select().from(cupRefunds).where(eq(cupRefunds.id, id)).for('update');
          if (refund === undefined) throw notFound();
          if (await requestIdUsed(tx, requestId)) return false;
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
            .where(eq(cupRefunds.id, id));
          await tx.insert(cupRefundEvents).values({
            refundId: id,
            kind: 'RETRY_REQUESTED',
            fromState: 'FAILED',
            toState: 'REQUESTED',
            detail:
              target === null ? '같은 계좌로 다시 송금' : `계좌 변경: ${target.bank} ${maskAccount(target.account)}`,
            requestId,
            actorId: principal.userId,
            at,
          });
          await writeAudit(
            tx,
            principal,
            'refund.retry',
            `refund:${String(id)}`,
            { state: 'FAILED', bank: refund.bank, accountMasked: refund.accountMasked, reason: refund.failure },
            {
              state: 'REQUESTED',
              bank: target?.bank ?? refund.bank,
              accountMasked: changes.accountMasked ?? refund.accountMasked,
            },
          );
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const repeated = await repeatedAction(requestId, id, principal);
          if (repeated !== undefined) return { _data: repeated };
        }
        throw error;
      }
      if (!acted) return { _data: { refund: await readRefund(db, id, principal), changed: false } };
      remitter.kick();
      return { _data: { refund: await readRefund(db, id, principal), changed: true } };
    },
  );

  app.post(
    '/v1/refunds/:id/message/resend',
    {
      config: { access: action('resendRefundMessage') },
      attachValidation: true,
      schema: {
        tags: ['cup'],
        summary: '환급 알림 문자 재발송 (requestId로 멱등)',
        params: IdParams,
        body: ResendMessageInputSchema,
        response: { 200: envelope(RefundResultSchema), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const input: Record<string, unknown> = isObject(request.body) ? request.body : {};
      const { fields, fail } = collector();
      if (!isRequestId(input.requestId)) fail('requestId', REFUND_MESSAGES.requestId);
      const requestId = validOrThrow(outcome(fields, () => input.requestId as string));
      const earlier = await repeatedAction(requestId, id, principal);
      if (earlier !== undefined) return { _data: earlier };
      let claimed: number;
      try {
        claimed = await db.transaction(async (tx) => {
          const [refund] = await tx.select().from(cupRefunds).where(eq(cupRefunds.id, id)).for('update');
          if (refund === undefined) throw notFound();
          if (refund.state !== 'COMPLETED')
            throw new HttpError(
              409,
              'NOT_COMPLETED',
              `${REFUND_MESSAGES.notCompleted} (지금: ${STATE_WORDS[refund.state]})`,
            );
          // The claim: this request id resends once, even when two arrive together.
          const [event] = await tx
            .insert(cupRefundEvents)
            .values({
              refundId: id,
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
            `refund:${String(id)}`,
            { messageState: refund.messageState },
            { messageState: 'PENDING' },
          );
          return event?.id ?? 0;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const repeated = await repeatedAction(requestId, id, principal);
          if (repeated !== undefined) return { _data: repeated };
        }
        throw error;
      }
      await sendRefundMessage({ db, messenger, secrets, now }, id, { claimedEventId: claimed });
      return { _data: { refund: await readRefund(db, id, principal), changed: true } };
    },
  );

  app.get(
    CUP_MONEY_PATHS.reconciliation,
    {
      config: { access: screen('/cup/seoul-refund-money-manage') },
      schema: {
        tags: ['cup'],
        summary: '보증금 대사: 대여일별 받은 보증금 = 환급 + 보관 중 + 소멸',
        description: `from, to: YYYY-MM-DD (서울 기준, 기본 최근 ${String(RECONCILIATION_DEFAULT_DAYS)}일, 최대 ${String(RECONCILIATION_MAX_DAYS)}일).`,
        querystring: Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()) }),
        response: { 200: envelope(ReconciliationSchema), ...errors(400) },
      },
    },
    async (request) => ({ _data: await reconcile(db, reconciliationPeriod(request.query, now())) }),
  );

  app.get(
    CUP_MONEY_PATHS.batches,
    {
      config: { access: screen('/cup/view-remittance-information/:refundId?') },
      schema: listSchema(REMITTANCE_BATCH_LIST, RemittanceBatchSchema, { tags: ['cup'], summary: '송금 묶음 목록' }),
    },
    async (request) => {
      type BatchRow = Omit<RemittanceBatch, 'startedAt' | 'finishedAt'> & { startedAt: Date; finishedAt: Date | null };
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
        spec: batchSpec,
        query: request.query,
      });
      return {
        _data: {
          ...page,
          items: page.items.map((row) => ({
            ...row,
            startedAt: row.startedAt.toISOString(),
            finishedAt: row.finishedAt?.toISOString() ?? null,
          })),
        },
      };
    },
  );

  return Promise.resolve();
};
