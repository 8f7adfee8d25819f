/**
 * The city cup programme's wire shapes as schemas (the server validates, serializes and documents with them);
 * their types, the enumerations and the list fields are in ../cup.ts.
 */
import { Type } from 'typebox';
import {
  CUP_MACHINE_CAPACITY_MAX,
  CUP_MACHINE_KINDS,
  CUP_MACHINE_STATES,
  EXTEND_DAYS_MAX,
  EXTEND_REASON_MAX,
  LEVEL_BANDS,
  MACHINE_ALERT_KINDS,
  RENTAL_STATES,
  RETURN_RESULTS,
} from '../cup';
import { SEOUL_DISTRICT_NAMES } from '../seoul';
import { NullableString, NullableTimestamp, StringEnum, Timestamp } from './common';

const District = StringEnum(SEOUL_DISTRICT_NAMES);

/**
 * A machine as the map and the live monitors show it: where it is, how full, whether it talks (online: a
 * heartbeat within CUP_MACHINE_OFFLINE_AFTER_SECONDS), and its open alerts.
 */
export const MachineStatusSchema = Type.Object({
  machineId: Type.String(),
  kind: StringEnum(CUP_MACHINE_KINDS),
  name: Type.String(),
  district: District,
  lat: Type.Number(),
  lng: Type.Number(),
  state: StringEnum(CUP_MACHINE_STATES),
  level: Type.Integer(),
  capacity: Type.Integer(),
  levelBand: StringEnum(LEVEL_BANDS),
  online: Type.Boolean(),
  lastHeartbeatAt: NullableTimestamp,
  openAlerts: Type.Integer(),
});

/** A rental or return machine as the list and detail endpoints answer it: its status and the rest of its record. */
export const CupMachineSchema = Type.Object({
  ...MachineStatusSchema.properties,
  address: Type.String(),
  /** ISO date 'YYYY-MM-DD' (Asia/Seoul). */
  installedAt: Type.String({ format: 'date' }),
  memo: Type.String(),
  revision: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** The map's answer: the machines matching the filters (at most CUP_MAP_MAX; `total` says how many match). */
export const MachineMapSchema = Type.Object({ items: Type.Array(MachineStatusSchema), total: Type.Integer() });

/** Register (machineId required) and edit (revision required; machineId ignored) a machine. */
export const CupMachineInputSchema = Type.Object({
  machineId: Type.Optional(Type.String({ maxLength: 64 })),
  name: Type.String({ maxLength: 200 }),
  address: Type.String({ maxLength: 400 }),
  district: Type.String({ maxLength: 20 }),
  lat: Type.Number(),
  lng: Type.Number(),
  installedAt: Type.String({ maxLength: 10 }),
  state: Type.String({ maxLength: 10 }),
  capacity: Type.Integer({ minimum: 1, maximum: CUP_MACHINE_CAPACITY_MAX }),
  memo: Type.String({ maxLength: 2000 }),
  revision: Type.Optional(Type.Integer()),
});

export const MachineAlertSchema = Type.Object({
  id: Type.Integer(),
  machineId: Type.String(),
  machineKind: StringEnum(CUP_MACHINE_KINDS),
  machineName: Type.String(),
  district: District,
  kind: StringEnum(MACHINE_ALERT_KINDS),
  /** What the machine said (the level at the time, the jam's slot…), in Korean. */
  detail: Type.String(),
  raisedAt: Timestamp,
  clearedAt: NullableTimestamp,
  acknowledgedAt: NullableTimestamp,
  acknowledgedBy: NullableString,
});

/** A rental as the raw list answers it: the member's phone masked (010-****-1234). Money in integer KRW. */
export const RentalSchema = Type.Object({
  id: Type.Integer(),
  cuid: Type.String(),
  memberId: Type.Integer(),
  phoneMasked: Type.String(),
  rentalMachineId: Type.String(),
  rentalMachineName: Type.String(),
  depositKrw: Type.Integer(),
  rentedAt: Timestamp,
  dueAt: Timestamp,
  returnedAt: NullableTimestamp,
  returnMachineId: NullableString,
  state: StringEnum(RENTAL_STATES),
  overdue: Type.Boolean(),
  /** Times its validity was extended. */
  extensions: Type.Integer(),
});

/** What a return machine saw: a cup taken back (its rental closed) or refused, with the reason. */
export const ReturnEventSchema = Type.Object({
  id: Type.Integer(),
  machineId: Type.String(),
  machineName: Type.String(),
  district: District,
  /** Null when the machine could not read the cup. */
  cuid: NullableString,
  rentalId: Type.Union([Type.Integer(), Type.Null()]),
  result: StringEnum(RETURN_RESULTS),
  /** Why a cup was refused, in Korean ('' when taken back). */
  reason: Type.String(),
  at: Timestamp,
});

/** Extend a rental's validity: the same requestId twice extends once (a double click). */
export const ExtendValidityInputSchema = Type.Object({
  requestId: Type.String({ minLength: 8, maxLength: 64 }),
  days: Type.Integer({ minimum: 1, maximum: EXTEND_DAYS_MAX }),
  reason: Type.String({ maxLength: EXTEND_REASON_MAX }),
});

export const ExtendValidityResultSchema = Type.Object({
  rental: RentalSchema,
  /** False when this requestId had already extended it (the answer repeats that extension). */
  extended: Type.Boolean(),
  previousDueAt: Timestamp,
});

/** A member's phone number, decrypted (SEOUL_CUP_PHONE_NUMBER_VIEW; audited). */
export const PhoneNumberSchema = Type.Object({ memberId: Type.Integer(), phone: Type.String() });

/** The programme at a glance (the home page): counts now, and today's in Asia/Seoul. */
export const CupSummarySchema = Type.Object({
  rentalMachinesOffline: Type.Integer(),
  returnMachinesOffline: Type.Integer(),
  /** Open LOW_STOCK alerts (rental machines running out). */
  lowStockAlerts: Type.Integer(),
  returnMachinesFull: Type.Integer(),
  rentalsToday: Type.Integer(),
  returnsToday: Type.Integer(),
  overdue: Type.Integer(),
  /** The Seoul day counted ('YYYY-MM-DD'). */
  day: Type.String({ format: 'date' }),
});
