/**
 * The refund routes (SEOUL_CUP; docs/areas/cup.md "Refunds and remittances"): the list, one refund's story, what a
 * rental is owed, a manual refund, a retry, a message resent, the books and the remittance batches. Each handler
 * parses, authorises (the route's access), calls the domain (refunds.ts, books.ts) and answers.
 */
import { Type } from '@fastify/type-provider-typebox';
import { CUP_MONEY_PATHS, REFUND_LIST, REMITTANCE_BATCH_LIST } from '@oa/contract';
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
import { action, principalOf, screen } from '../../../http/access';
import { validOrThrow } from '../../../http/forms';
import { envelope, errors, IdParams, listSchema } from '../../../http/routeSchemas';
import type { CupPlugin } from '../context';
import { reconcile, reconciliationPeriod, RECONCILIATION_DEFAULT_DAYS, RECONCILIATION_MAX_DAYS } from './books';
import {
  listBatches,
  listRefunds,
  manualRefund,
  refundDetail,
  refundQuote,
  resendMessage,
  retryRefund,
} from './refunds';
import { checkManualRefund, checkResend, checkRetry } from './validation';

export const refundRoutes: CupPlugin = (app, services) => {
  const { db, now, remitter } = services;

  app.get(
    CUP_MONEY_PATHS.refunds,
    {
      config: { access: screen('/cup/seoul-refund-money-manage') },
      schema: listSchema(REFUND_LIST, RefundSchema, {
        tags: ['cup'],
        summary: '보증금 환급 목록 (계좌 마스킹; 알림 상태는 SEOUL_CUP_REFUND_MESSAGE_VIEW만)',
      }),
    },
    async (request) => ({ _data: await listRefunds(db, request.query, principalOf(request)) }),
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
    async (request) => ({ _data: await refundDetail(db, request.params.id, principalOf(request)) }),
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
    async (request) => ({ _data: await refundQuote(db, request.params.id) }),
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
        response: { 200: envelope(RefundResultSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const input = validOrThrow(checkManualRefund(request.body));
      return { _data: await manualRefund(services, principalOf(request), input) };
    },
  );

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
        response: { 200: envelope(RefundResultSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const input = validOrThrow(checkRetry(request.body));
      return { _data: await retryRefund(services, principalOf(request), request.params.id, input) };
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
        response: { 200: envelope(RefundResultSchema), ...errors(400, 404, 409, 422) },
      },
    },
    async (request) => {
      const { requestId } = validOrThrow(checkResend(request.body));
      return { _data: await resendMessage(services, principalOf(request), request.params.id, requestId) };
    },
  );

  app.get(
    CUP_MONEY_PATHS.reconciliation,
    {
      config: { access: screen('/cup/seoul-refund-money-manage') },
      schema: {
        tags: ['cup'],
        summary: '보증금 대사: 대여 한 건씩 (환급, 은행 원장, 송금 묶음), 대여일별 받은 보증금 = 환급 + 보관 중 + 소멸',
        description: `from, to: YYYY-MM-DD (서울 기준, 기본 최근 ${String(RECONCILIATION_DEFAULT_DAYS)}일, 최대 ${String(RECONCILIATION_MAX_DAYS)}일).`,
        querystring: Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()) }),
        response: { 200: envelope(ReconciliationSchema), ...errors(400) },
      },
    },
    async (request) => ({ _data: await reconcile(db, remitter.bank, reconciliationPeriod(request.query, now())) }),
  );

  app.get(
    CUP_MONEY_PATHS.batches,
    {
      config: { access: screen('/cup/view-remittance-information/:refundId?') },
      schema: listSchema(REMITTANCE_BATCH_LIST, RemittanceBatchSchema, { tags: ['cup'], summary: '송금 묶음 목록' }),
    },
    async (request) => ({ _data: await listBatches(db, request.query) }),
  );

  return Promise.resolve();
};
