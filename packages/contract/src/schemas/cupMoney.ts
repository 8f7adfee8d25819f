/**
 * The cup programme's money and crew shapes as schemas (part 2): refunds and their story, remittance batches, the
 * reconciliation of deposits, refills and retrievals. Types and enumerations: ../cupMoney.ts. Money: integer KRW.
 */
import { Type } from 'typebox';
import { MESSAGE_STATES, REFUND_STATES, RENTAL_STATES } from '../cup';
import { CREW_REASON_MAX, RECONCILIATION_MISMATCH_KINDS, REFUND_EVENT_KINDS, TRANSFER_FAILURES } from '../cupMoney';
import { SEOUL_DISTRICT_NAMES } from '../seoul';
import { Nullable, NullableString, NullableTimestamp, StringEnum, Timestamp } from './common';

const RequestId = Type.String({ minLength: 8, maxLength: 64 });

/**
 * A deposit refund as the list answers it: the account masked; the message's state only for a caller with
 * SEOUL_CUP_REFUND_MESSAGE_VIEW (null otherwise). `failure`: the bank's last refusal, in Korean.
 */
export const RefundSchema = Type.Object({
  id: Type.Integer(),
  rentalId: Type.Integer(),
  cuid: Type.String(),
  memberId: Type.Integer(),
  phoneMasked: Type.String(),
  amountKrw: Type.Integer(),
  bank: Type.String(),
  accountMasked: Type.String(),
  state: StringEnum(REFUND_STATES),
  failureCode: Nullable(StringEnum(TRANSFER_FAILURES)),
  failure: Type.String(),
  /** Transfers tried. */
  attempts: Type.Integer(),
  requestedAt: Timestamp,
  completedAt: NullableTimestamp,
  messageState: Nullable(StringEnum(MESSAGE_STATES)),
  messageSentAt: NullableTimestamp,
  /** Entered by an operator (a return the automatic flow missed). */
  manual: Type.Boolean(),
});

/** One step of a refund's story: who (null for the system), what, and the bank's or the operator's words. */
export const RefundEventSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(REFUND_EVENT_KINDS),
  batchId: Nullable(Type.Integer()),
  detail: Type.String(),
  actor: NullableString,
  at: Timestamp,
});

/** A refund's whole story: the rental, where and when the cup came back, each event. */
export const RefundDetailSchema = Type.Object({
  refund: RefundSchema,
  rental: Type.Object({
    id: Type.Integer(),
    state: StringEnum(RENTAL_STATES),
    depositKrw: Type.Integer(),
    rentedAt: Timestamp,
    rentalMachineId: Type.String(),
    returnedAt: NullableTimestamp,
    returnMachineId: NullableString,
  }),
  transactionId: NullableString,
  events: Type.Array(RefundEventSchema),
});

/**
 * What a rental is owed: its whole deposit when it came back and nothing was requested for it yet; otherwise 0 and
 * why (`blocked`, in Korean) with the refund already made, if any.
 */
export const RefundQuoteSchema = Type.Object({
  rentalId: Type.Integer(),
  cuid: Type.String(),
  phoneMasked: Type.String(),
  state: StringEnum(RENTAL_STATES),
  depositKrw: Type.Integer(),
  owedKrw: Type.Integer(),
  returnedAt: NullableTimestamp,
  blocked: NullableString,
  refundId: Nullable(Type.Integer()),
  /** The member's registered account (masked), when the app has one. */
  memberBank: NullableString,
  memberAccountMasked: NullableString,
});

/** A manual refund: the amount the operator confirmed (the whole deposit); the same requestId twice refunds once. */
export const ManualRefundInputSchema = Type.Object({
  requestId: RequestId,
  rentalId: Type.Integer({ minimum: 1 }),
  amountKrw: Type.Integer({ minimum: 0 }),
  bank: Type.String({ maxLength: 20 }),
  account: Type.String({ maxLength: 30 }),
  reason: Type.String({ maxLength: CREW_REASON_MAX }),
});

/** Retry a failed remittance, with a corrected account if the bank said it was wrong. */
export const RetryRefundInputSchema = Type.Object({
  requestId: RequestId,
  bank: Type.Optional(Type.String({ maxLength: 20 })),
  account: Type.Optional(Type.String({ maxLength: 30 })),
});

export const ResendMessageInputSchema = Type.Object({ requestId: RequestId });

/** What a refund action answers: the refund now, and whether this request made the change (false: a repeat). */
export const RefundResultSchema = Type.Object({ refund: RefundSchema, changed: Type.Boolean() });

/** The transfers sent to the bank together. */
export const RemittanceBatchSchema = Type.Object({
  id: Type.Integer(),
  startedAt: Timestamp,
  finishedAt: NullableTimestamp,
  count: Type.Integer(),
  completed: Type.Integer(),
  failed: Type.Integer(),
  amountKrw: Type.Integer(),
  /** Completed transfers' sum. */
  remittedKrw: Type.Integer(),
});

/**
 * One Seoul day of rentals' deposits: taken = refunded + held + forfeited when the books agree. `difference` is
 * taken minus the other three (0 when they agree).
 */
export const ReconciliationDaySchema = Type.Object({
  day: Type.String({ format: 'date' }),
  rentals: Type.Integer(),
  takenKrw: Type.Integer(),
  refundedKrw: Type.Integer(),
  heldKrw: Type.Integer(),
  forfeitedKrw: Type.Integer(),
  differenceKrw: Type.Integer(),
  /** The rentals of this day the rental-by-rental check found wrong (also in `mismatches`). */
  mismatches: Type.Optional(Type.Integer()),
});

/** One thing the books found wrong: its rental (and refund) or its batch, what was expected and found. */
export const ReconciliationMismatchSchema = Type.Object({
  kind: StringEnum(RECONCILIATION_MISMATCH_KINDS),
  rentalId: Nullable(Type.Integer()),
  refundId: Nullable(Type.Integer()),
  batchId: Nullable(Type.Integer()),
  /** The rental's Seoul day (null for a batch). */
  day: Nullable(Type.String({ format: 'date' })),
  /** The amount or count expected and found, where the kind has them (KRW or a count). */
  expected: Nullable(Type.Integer()),
  actual: Nullable(Type.Integer()),
  /** What is wrong, in Korean. */
  message: Type.String(),
});

export const ReconciliationSchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  days: Type.Array(ReconciliationDaySchema),
  /** The days whose books do not agree, by their sums or rental by rental (also in `days`). */
  mismatched: Type.Integer(),
  totals: Type.Object({
    takenKrw: Type.Integer(),
    refundedKrw: Type.Integer(),
    heldKrw: Type.Integer(),
    forfeitedKrw: Type.Integer(),
    differenceKrw: Type.Integer(),
  }),
  /** Every mismatch found (rentals, the bank's ledger, batches). */
  mismatchCount: Type.Optional(Type.Integer()),
  /** The mismatches, the first 200, by day and rental, then batches. */
  mismatches: Type.Optional(Type.Array(ReconciliationMismatchSchema)),
});

const District = StringEnum(SEOUL_DISTRICT_NAMES);

/** A rental machine refilled: by the crew's round (automatic) or entered by hand, from a box or not. */
export const RefillSchema = Type.Object({
  id: Type.Integer(),
  machineId: Type.String(),
  machineName: Type.String(),
  district: District,
  boxNumber: NullableString,
  count: Type.Integer(),
  levelBefore: Type.Integer(),
  manual: Type.Boolean(),
  actor: NullableString,
  reason: Type.String(),
  at: Timestamp,
  /** The cups that went in (CUIDs), for one refill's detail; empty in the list. */
  cuids: Type.Array(Type.String()),
});

/** A return machine emptied (its cups collected for washing), or cups received at the washing site by hand. */
export const RetrievalSchema = Type.Object({
  id: Type.Integer(),
  machineId: NullableString,
  machineName: NullableString,
  district: Nullable(District),
  count: Type.Integer(),
  manual: Type.Boolean(),
  actor: NullableString,
  reason: Type.String(),
  at: Timestamp,
});

/** Load a delivered box's cups into a rental machine by hand. */
export const ManualRefillInputSchema = Type.Object({
  requestId: RequestId,
  machineId: Type.String({ maxLength: 64 }),
  boxNumber: Type.String({ maxLength: 32 }),
  reason: Type.String({ maxLength: CREW_REASON_MAX }),
});

/** Receive a return machine's cups at the washing site by hand (the machine did not report its emptying). */
export const ManualReceivingInputSchema = Type.Object({
  requestId: RequestId,
  machineId: Type.String({ maxLength: 64 }),
  reason: Type.String({ maxLength: CREW_REASON_MAX }),
});
