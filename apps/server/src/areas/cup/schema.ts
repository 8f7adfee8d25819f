/**
 * The city cup programme's tables (docs/areas/cup.md): machines and their alerts, members (phones encrypted),
 * cups and boxes with their event histories, rentals and their validity extensions, return events, refunds and
 * remittances, refills, retrievals, shipments and ID ranges. Enumerations and shapes: packages/contract/src/cup.ts.
 * Money is integer KRW; times are timestamptz (UTC).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  BoxState,
  CupMachineKind,
  CupMachineState,
  CupState,
  LevelBand,
  MachineAlertKind,
  MessageState,
  RefundEventKind,
  RefundState,
  RentalState,
  ReturnResult,
  TransferFailure,
} from '@oa/contract';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../users/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Rental machines (stock: cups to hand out) and return machines (fill: cups taken back). `level_band` repeats
 * the level against the capacity (contract `levelBand`) so lists filter by it with an index. `revision` counts
 * operator edits (optimistic concurrency); level and heartbeat are moved by the machines (the simulator).
 */
export const cupMachines = pgTable(
  'cup_machines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: text('machine_id').notNull(),
    kind: text('kind').$type<CupMachineKind>().notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    district: text('district').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    installedAt: date('installed_at').notNull(),
    state: text('state').$type<CupMachineState>().notNull().default('NORMAL'),
    capacity: integer('capacity').notNull(),
    level: integer('level').notNull().default(0),
    levelBand: text('level_band').$type<LevelBand>().notNull().default('EMPTY'),
    lastHeartbeatAt: at('last_heartbeat_at'),
    memo: text('memo').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('cup_machines_machine_id_key').on(table.machineId),
    index('cup_machines_kind_created_at_idx').on(table.kind, table.createdAt),
    index('cup_machines_kind_district_idx').on(table.kind, table.district),
    index('cup_machines_kind_level_band_idx').on(table.kind, table.levelBand),
  ],
);

/** A machine's alert: open until its cause clears (`cleared_at`); an operator may acknowledge it meanwhile. */
export const cupMachineAlerts = pgTable(
  'cup_machine_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => cupMachines.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MachineAlertKind>().notNull(),
    detail: text('detail').notNull().default(''),
    raisedAt: at('raised_at').notNull(),
    clearedAt: at('cleared_at'),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('cup_machine_alerts_raised_at_idx').on(table.raisedAt),
    index('cup_machine_alerts_machine_id_raised_at_idx').on(table.machineId, table.raisedAt),
    // One open alert of a kind per machine: raising again while open is a no-op.
    uniqueIndex('cup_machine_alerts_open_key')
      .on(table.machineId, table.kind)
      .where(sql`cleared_at IS NULL`),
  ],
);

/**
 * The citizens who rent (APPS members, as far as the programme needs them). The phone number is stored encrypted
 * (AES-256-GCM, secrets.ts); `phone_masked` is what everyone sees (010-****-5678), `phone_hash` (HMAC) finds a number.
 */
export const cupMembers = pgTable(
  'cup_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phoneEncrypted: text('phone_encrypted').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    phoneHash: text('phone_hash').notNull(),
    /** The refund account the citizen registered in the app (encrypted like the phone), or none. */
    bank: text('bank'),
    accountEncrypted: text('account_encrypted'),
    accountMasked: text('account_masked'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('cup_members_phone_hash_key').on(table.phoneHash)],
);

/** Boxes of cups (box number, printed as a QR code), between the washing site and the machines. */
export const cupBoxes = pgTable(
  'cup_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boxNumber: text('box_number').notNull(),
    state: text('state').$type<BoxState>().notNull().default('EMPTY'),
    location: text('location').notNull().default(''),
    /** Out of service (part 3): an empty box retired with a reason is never packed again. */
    retiredAt: at('retired_at'),
    retireReason: text('retire_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('cup_boxes_box_number_key').on(table.boxNumber),
    index('cup_boxes_state_idx').on(table.state),
  ],
);

/** Cups by CUID, where each is in its life (contract CUP_STATES): in a machine, in a box, or neither. */
export const cups = pgTable(
  'cups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cuid: text('cuid').notNull(),
    state: text('state').$type<CupState>().notNull().default('REGISTERED'),
    useCount: integer('use_count').notNull().default(0),
    machineId: integer('machine_id').references(() => cupMachines.id, { onDelete: 'set null' }),
    boxId: integer('box_id').references(() => cupBoxes.id, { onDelete: 'set null' }),
    discardReason: text('discard_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('cups_cuid_key').on(table.cuid),
    index('cups_state_idx').on(table.state),
    index('cups_machine_id_idx').on(table.machineId),
    index('cups_box_id_idx').on(table.boxId),
  ],
);

/** Every change of a cup's state: who (a user, or null for a machine), where, manual or automatic, and why. */
export const cupEvents = pgTable(
  'cup_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cupId: integer('cup_id')
      .notNull()
      .references(() => cups.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<CupState>(),
    toState: text('to_state').$type<CupState>().notNull(),
    machineId: integer('machine_id').references(() => cupMachines.id, { onDelete: 'set null' }),
    boxId: integer('box_id').references(() => cupBoxes.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    manual: boolean('manual').notNull().default(false),
    reason: text('reason').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [
    // A cup's history, and a range's (its cups first: no index by time alone, which the planner would walk backwards
    // hoping to meet a range's few cups among tens of millions of events; docs/decisions.md).
    index('cup_events_cup_id_at_idx').on(table.cupId, table.at),
    // The washing site's days: the cups that reached a stage, per day.
    index('cup_events_to_state_at_idx').on(table.toState, table.at),
  ],
);

/** Every change of a box's state. */
export const cupBoxEvents = pgTable(
  'cup_box_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boxId: integer('box_id')
      .notNull()
      .references(() => cupBoxes.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<BoxState>(),
    toState: text('to_state').$type<BoxState>().notNull(),
    location: text('location').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    manual: boolean('manual').notNull().default(false),
    reason: text('reason').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [index('cup_box_events_box_id_at_idx').on(table.boxId, table.at)],
);

/**
 * Rentals, the programme's biggest table (10 million rows in the load bench): a cup from a rental machine to a
 * member for a deposit, due back by `due_at`. Indexed for the raw list's newest-first pages, by machine and
 * period, and for the overdue ones (not returned, by due).
 */
export const cupRentals = pgTable(
  'cup_rentals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cupId: integer('cup_id')
      .notNull()
      .references(() => cups.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => cupMembers.id),
    rentalMachineId: integer('rental_machine_id')
      .notNull()
      .references(() => cupMachines.id),
    depositKrw: integer('deposit_krw').notNull(),
    rentedAt: at('rented_at').notNull(),
    dueAt: at('due_at').notNull(),
    returnedAt: at('returned_at'),
    returnMachineId: integer('return_machine_id').references(() => cupMachines.id),
    state: text('state').$type<RentalState>().notNull().default('RENTED'),
    extensions: integer('extensions').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('cup_rentals_rented_at_id_idx').on(table.rentedAt, table.id),
    index('cup_rentals_machine_rented_at_id_idx').on(table.rentalMachineId, table.rentedAt, table.id),
    index('cup_rentals_cup_id_idx').on(table.cupId),
    index('cup_rentals_member_id_idx').on(table.memberId),
    index('cup_rentals_open_due_at_idx')
      .on(table.dueAt, table.id)
      .where(sql`returned_at IS NULL`),
  ],
);

/** Each extension of a rental's validity, once per request id (a double click extends once); audited too. */
export const cupRentalExtensions = pgTable(
  'cup_rental_extensions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => cupRentals.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    days: integer('days').notNull(),
    previousDueAt: at('previous_due_at').notNull(),
    dueAt: at('due_at').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [
    index('cup_rental_extensions_request_id_idx').on(table.requestId),
    index('cup_rental_extensions_rental_id_idx').on(table.rentalId),
  ],
);

/** What return machines saw: a cup taken back (and its rental closed) or refused (not ours, damaged, full). */
export const cupReturnEvents = pgTable(
  'cup_return_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => cupMachines.id),
    cupId: integer('cup_id').references(() => cups.id),
    rentalId: integer('rental_id').references(() => cupRentals.id),
    result: text('result').$type<ReturnResult>().notNull(),
    reason: text('reason').notNull().default(''),
    at: at('at').notNull(),
  },
  (table) => [
    index('cup_return_events_at_id_idx').on(table.at, table.id),
    index('cup_return_events_machine_at_idx').on(table.machineId, table.at),
  ],
);

/**
 * Deposit refunds (one per rental: its unique index is what makes a rental refunded at most once) and their
 * remittance: the bank account encrypted like phones, with its masked form beside it; the bank's last refusal; the
 * citizen's text message and its state. `request_id` makes a manual refund idempotent.
 */
export const cupRefunds = pgTable(
  'cup_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => cupRentals.id),
    /** The rental's cup (repeated so the list finds a cup's refunds without a join). */
    cupId: integer('cup_id')
      .notNull()
      .references(() => cups.id),
    amountKrw: integer('amount_krw').notNull(),
    bank: text('bank').notNull(),
    accountEncrypted: text('account_encrypted').notNull(),
    accountMasked: text('account_masked').notNull(),
    state: text('state').$type<RefundState>().notNull().default('REQUESTED'),
    requestedAt: at('requested_at').notNull(),
    completedAt: at('completed_at'),
    remittance: jsonb('remittance').$type<Record<string, unknown>>(),
    failureCode: text('failure_code').$type<TransferFailure>(),
    failure: text('failure').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    batchId: integer('batch_id').references(() => cupRemittanceBatches.id, { onDelete: 'set null' }),
    transactionId: text('transaction_id'),
    messageState: text('message_state').$type<MessageState>().notNull().default('PENDING'),
    messageSentAt: at('message_sent_at'),
    manual: boolean('manual').notNull().default(false),
    requestId: text('request_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('cup_refunds_rental_id_key').on(table.rentalId),
    index('cup_refunds_request_id_idx').on(table.requestId),
    index('cup_refunds_requested_at_idx').on(table.requestedAt),
    index('cup_refunds_state_idx').on(table.state),
    index('cup_refunds_batch_id_idx').on(table.batchId),
    index('cup_refunds_cup_id_idx').on(table.cupId),
  ],
);

/** Transfers sent to the bank together (the remitter's rounds): how many, how many went through, how much. */
export const cupRemittanceBatches = pgTable(
  'cup_remittance_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    count: integer('count').notNull(),
    completed: integer('completed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    amountKrw: integer('amount_krw').notNull(),
    remittedKrw: integer('remitted_krw').notNull().default(0),
  },
  (table) => [index('cup_remittance_batches_started_at_idx').on(table.startedAt)],
);

/**
 * A refund's story and its audit trail: requested, each transfer tried and its answer, retries, messages sent and
 * resent: who (null: the system), when, the state before and after, and the bank's or the operator's words. An
 * operator's action carries its request id (unique: a double click acts once) and is in the audit log too.
 */
export const cupRefundEvents = pgTable(
  'cup_refund_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => cupRefunds.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RefundEventKind>().notNull(),
    /** The refund's state before and after (the same for a message). */
    fromState: text('from_state').$type<RefundState>(),
    toState: text('to_state').$type<RefundState>().notNull(),
    batchId: integer('batch_id').references(() => cupRemittanceBatches.id, { onDelete: 'set null' }),
    detail: text('detail').notNull().default(''),
    requestId: text('request_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [
    index('cup_refund_events_refund_id_at_idx').on(table.refundId, table.at),
    index('cup_refund_events_request_id_idx').on(table.requestId),
  ],
);

/** Refills of rental machines (cups loaded, from a box), by the field crew or entered by hand. */
export const cupRefills = pgTable(
  'cup_refills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => cupMachines.id),
    boxId: integer('box_id').references(() => cupBoxes.id, { onDelete: 'set null' }),
    count: integer('count').notNull(),
    levelBefore: integer('level_before').notNull(),
    manual: boolean('manual').notNull().default(false),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [
    index('cup_refills_at_idx').on(table.at),
    index('cup_refills_machine_at_idx').on(table.machineId, table.at),
    index('cup_refills_request_id_idx').on(table.requestId),
  ],
);

/** Retrievals: return machines emptied (cups collected for washing), or received at the washing site by hand. */
export const cupRetrievals = pgTable(
  'cup_retrievals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: integer('machine_id').references(() => cupMachines.id),
    count: integer('count').notNull(),
    manual: boolean('manual').notNull().default(false),
    reason: text('reason').notNull().default(''),
    requestId: text('request_id'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [
    index('cup_retrievals_at_idx').on(table.at),
    index('cup_retrievals_machine_at_idx').on(table.machineId, table.at),
    index('cup_retrievals_request_id_idx').on(table.requestId),
  ],
);

/** A box's trip from the washing site to a rental machine: SHIPPING until delivered (DELIVERED). */
export const cupShipments = pgTable(
  'cup_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    boxId: integer('box_id')
      .notNull()
      .references(() => cupBoxes.id),
    fromLocation: text('from_location').notNull(),
    toLocation: text('to_location').notNull(),
    /** The rental machine it goes to. */
    machineId: integer('machine_id').references(() => cupMachines.id, { onDelete: 'set null' }),
    state: text('state').$type<BoxState>().notNull(),
    cupCount: integer('cup_count').notNull().default(0),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: text('request_id'),
    shippedAt: at('shipped_at').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    index('cup_shipments_shipped_at_idx').on(table.shippedAt),
    index('cup_shipments_box_id_idx').on(table.boxId),
    index('cup_shipments_state_shipped_at_idx').on(table.state, table.shippedAt),
    index('cup_shipments_request_id_idx').on(table.requestId),
  ],
);

/** Ranges of cup IDs or box numbers registered at once (printed as QR labels); discarded with a reason. */
export const cupIdRanges = pgTable(
  'cup_id_ranges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'CUP' | 'BOX'>().notNull(),
    prefix: text('prefix').notNull(),
    fromNumber: integer('from_number').notNull(),
    toNumber: integer('to_number').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    discardedAt: at('discarded_at'),
    discardReason: text('discard_reason'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('cup_id_ranges_created_at_idx').on(table.createdAt),
    index('cup_id_ranges_kind_from_idx').on(table.kind, table.fromNumber),
    index('cup_id_ranges_request_id_idx').on(table.requestId),
  ],
);

/** A manual state change of many cups or boxes at once (part 3): its request id answers a repeat. */
export const cupStateChanges = pgTable(
  'cup_state_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'CUP' | 'BOX' | 'DISCARD'>().notNull(),
    toState: text('to_state').notNull(),
    count: integer('count').notNull(),
    reason: text('reason').notNull(),
    requestId: text('request_id').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull(),
  },
  (table) => [index('cup_state_changes_request_id_idx').on(table.requestId)],
);

/**
 * The simulated bank's own record of the transfers it made (simulatedBank in bank.ts): what a real bank answers
 * when asked by reference. Kept in the database so it outlives the process that asked (recovery after a crash asks
 * it), and so the books can be compared with it. Not the programme's table: the bank's.
 */
export const cupBankLedger = pgTable(
  'cup_bank_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull(),
    bank: text('bank').notNull(),
    accountDigits: text('account_digits').notNull(),
    amountKrw: integer('amount_krw').notNull(),
    /** Null: refused (then failure_code says why). */
    transactionId: text('transaction_id'),
    failureCode: text('failure_code').$type<TransferFailure>(),
    at: at('at').notNull(),
  },
  (table) => [uniqueIndex('cup_bank_ledger_reference_key').on(table.reference)],
);
