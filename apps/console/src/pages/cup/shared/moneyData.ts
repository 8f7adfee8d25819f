/**
 * The cup programme's part 2 reads (cupData.ts has the rest of the pattern): refunds, remittances, the
 * reconciliation, refills and retrievals (CUP_MONEY_PATHS).
 */
import { useList, useResource } from '@oa/api';
import {
  CUP_MONEY_PATHS,
  type Reconciliation,
  type Refill,
  type RefundDetail,
  type RefundQuote,
  type Refund,
  type RemittanceBatch,
  type Retrieval,
} from '@oa/contract/cupMoney';
import { SEOUL_CUP, type Query } from './cupClient';

export const useRefunds = (query: Query) => useList<Refund>(CUP_MONEY_PATHS.refunds, query, SEOUL_CUP);

/**
 * One refund's whole story. `poll` (ms, 0 for none) reads it again while it says something is still moving (a
 * transfer the bank has not answered).
 */
export const useRefundDetail = (id: number | null, poll?: (detail: RefundDetail | undefined) => number) =>
  useResource<RefundDetail>(id === null ? null : CUP_MONEY_PATHS.refund(id), {
    ...SEOUL_CUP,
    ...(poll === undefined ? {} : { refreshInterval: (envelope) => poll(envelope?._data) }),
  });

/** What a rental is owed (its deposit, or why not). */
export const useRefundQuote = (rentalId: number | null) =>
  useResource<RefundQuote>(rentalId === null ? null : CUP_MONEY_PATHS.refundQuote(rentalId), SEOUL_CUP);

/** The deposits' books per Seoul day; the server's default period (the last 30 days). */
export const useReconciliation = () => useResource<Reconciliation>(CUP_MONEY_PATHS.reconciliation, SEOUL_CUP);

export const useRemittanceBatches = (query: Query) =>
  useList<RemittanceBatch>(CUP_MONEY_PATHS.batches, query, SEOUL_CUP);

export const useRefills = (query: Query) => useList<Refill>(CUP_MONEY_PATHS.refills, query, SEOUL_CUP);

/** One refill with its cups (the list leaves them out). */
export const useRefill = (id: number | null) =>
  useResource<Refill>(id === null ? null : `${CUP_MONEY_PATHS.refills}/${String(id)}`, SEOUL_CUP);

export const useRetrievals = (query: Query) => useList<Retrieval>(CUP_MONEY_PATHS.retrievals, query, SEOUL_CUP);
