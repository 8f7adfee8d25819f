/**
 * The city cup programme's money and crew work (part 2; docs/areas/cup.md "Refunds and remittances"): deposit
 * refunds, their remittance through a bank and the citizen's text message, the daily reconciliation of deposits,
 * refills of rental machines and retrievals from return machines. Wire shapes: ./schemas/cupMoney.ts.
 */
import type { Static } from 'typebox';
import { MESSAGE_STATES, REFUND_STATES } from './cup';
import { defineList } from './listFields';
import type {
  ManualReceivingInputSchema,
  ManualRefillInputSchema,
  ManualRefundInputSchema,
  ReconciliationDaySchema,
  ReconciliationMismatchSchema,
  ReconciliationSchema,
  RefillSchema,
  RefundDetailSchema,
  RefundEventSchema,
  RefundQuoteSchema,
  RefundResultSchema,
  RefundSchema,
  RemittanceBatchSchema,
  ResendMessageInputSchema,
  RetrievalSchema,
  RetryRefundInputSchema,
} from './schemas/cupMoney';
import { SEOUL_DISTRICT_NAMES } from './seoul';

/** The banks a citizen's refund account may be at (what the refund form offers). */
export const BANKS = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'NH농협은행',
  'IBK기업은행',
  'SC제일은행',
  '카카오뱅크',
  '토스뱅크',
  '케이뱅크',
  '부산은행',
  '대구은행',
] as const;
export type Bank = (typeof BANKS)[number];

/** An account number: digits, with hyphens or not; 10 to 14 digits. */
export const ACCOUNT_DIGITS_MIN = 10;
export const ACCOUNT_DIGITS_MAX = 14;
export const accountDigits = (account: string) => account.replace(/[\s-]/g, '');
export function isAccountNumber(account: string): boolean {
  const digits = accountDigits(account);
  return /^\d+$/.test(digits) && digits.length >= ACCOUNT_DIGITS_MIN && digits.length <= ACCOUNT_DIGITS_MAX;
}

/** What everyone sees of an account: its last four digits (`****-****-1234`). */
export function maskAccount(account: string): string {
  const digits = accountDigits(account);
  return `****-****-${digits.slice(-4)}`;
}

/** Why a bank refused a transfer (the simulated bank refuses with these too). */
export const TRANSFER_FAILURES = ['WRONG_ACCOUNT', 'BANK_CLOSED', 'LIMIT_EXCEEDED'] as const;
export type TransferFailure = (typeof TRANSFER_FAILURES)[number];

/**
 * What the books found wrong, each naming its rental (and refund) or its remittance batch: a rental REFUNDED
 * without a completed refund, a completed refund whose rental is not REFUNDED, a refund not of the deposit, the
 * bank's ledger not agreeing (no transfer, another amount, a transfer for a refund not completed, two for one
 * rental), a batch's completed count or sum remitted not what its refunds say.
 */
export const RECONCILIATION_MISMATCH_KINDS = [
  'REFUNDED_WITHOUT_REFUND',
  'REFUND_NOT_MARKED',
  'AMOUNT_DIFFERS',
  'NOT_IN_BANK',
  'BANK_AMOUNT_DIFFERS',
  'BANK_PAID_NOT_COMPLETED',
  'PAID_TWICE',
  'BATCH_COUNT_DIFFERS',
  'BATCH_AMOUNT_DIFFERS',
] as const;

/** A refund's story, one event at a time (the remittance detail's timeline). */
export const REFUND_EVENT_KINDS = [
  'REQUESTED',
  'TRANSFER_STARTED',
  'TRANSFER_COMPLETED',
  'TRANSFER_FAILED',
  'RETRY_REQUESTED',
  'MESSAGE_SENT',
  'MESSAGE_FAILED',
  'MESSAGE_RESENT',
] as const;
export type RefundEventKind = (typeof REFUND_EVENT_KINDS)[number];

/** A manual action's reason (manual refund, retry, refill, receiving). */
export const CREW_REASON_MAX = 200;

export const CUP_MONEY_PATHS = {
  refunds: '/v1/refunds',
  refund: (id: number) => `/v1/refunds/${String(id)}`,
  /** What a rental is owed: its deposit, unless refunded or requested already (and why not). */
  refundQuote: (rentalId: number) => `/v1/rentals/${String(rentalId)}/refund-quote`,
  retryRefund: (id: number) => `/v1/refunds/${String(id)}/retry`,
  resendMessage: (id: number) => `/v1/refunds/${String(id)}/message/resend`,
  reconciliation: '/v1/refunds/reconciliation',
  batches: '/v1/remittance-batches',
  refills: '/v1/refills',
  retrievals: '/v1/retrievals',
} as const;

/** GET /seoul-cup/v1/refunds: newest request first. `cuid`: the rental's cup; `batchId`: its last remittance batch. */
export const REFUND_LIST = defineList({
  fields: {
    batchId: { type: 'integer' },
    state: { type: 'enum', values: REFUND_STATES },
    messageState: { type: 'enum', values: MESSAGE_STATES },
    manual: { type: 'boolean' },
    cuid: { type: 'text' },
    amountKrw: { type: 'integer', sortable: true, filterable: false },
    requestedAt: { type: 'timestamp', sortable: true },
    completedAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'requestedAt',
});

/** GET /seoul-cup/v1/remittance-batches: newest first. */
export const REMITTANCE_BATCH_LIST = defineList({
  fields: { startedAt: { type: 'timestamp', sortable: true } },
  defaultSort: 'startedAt',
});

/** GET /seoul-cup/v1/refills: refills of rental machines, newest first. `machineId`, `district`: the machine's. */
export const REFILL_LIST = defineList({
  fields: {
    machineId: { type: 'text' },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES },
    manual: { type: 'boolean' },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});

/** GET /seoul-cup/v1/retrievals: return machines emptied and receivings at the washing site, newest first. */
export const RETRIEVAL_LIST = REFILL_LIST;

export type Refund = Static<typeof RefundSchema>;
export type RefundEvent = Static<typeof RefundEventSchema>;
export type RefundDetail = Static<typeof RefundDetailSchema>;
export type RefundQuote = Static<typeof RefundQuoteSchema>;
export type RefundResult = Static<typeof RefundResultSchema>;
export type ManualRefundInput = Static<typeof ManualRefundInputSchema>;
export type RetryRefundInput = Static<typeof RetryRefundInputSchema>;
export type ResendMessageInput = Static<typeof ResendMessageInputSchema>;
export type RemittanceBatch = Static<typeof RemittanceBatchSchema>;
export type ReconciliationDay = Static<typeof ReconciliationDaySchema>;
export type Reconciliation = Static<typeof ReconciliationSchema>;
export type ReconciliationMismatch = Static<typeof ReconciliationMismatchSchema>;
export type Refill = Static<typeof RefillSchema>;
export type Retrieval = Static<typeof RetrievalSchema>;
export type ManualRefillInput = Static<typeof ManualRefillInputSchema>;
export type ManualReceivingInput = Static<typeof ManualReceivingInputSchema>;
