/**
 * The city cup programme (SEOUL_CUP and CUID; docs/areas/cup.md): its enumerations, rules and list fields, shared
 * by the server and the console. The wire shapes are schemas in ./schemas/cup.ts; their types are derived here.
 */
import type { Static } from 'typebox';
import { CUP_SUMMARY_PATH } from './home';
import { defineList } from './listFields';
import type {
  CupMachineInputSchema,
  CupMachineSchema,
  ExtendValidityInputSchema,
  ExtendValidityResultSchema,
  MachineAlertSchema,
  MachineMapSchema,
  MachineStatusSchema,
  PhoneNumberSchema,
  RentalSchema,
  ReturnEventSchema,
  CupSummarySchema,
} from './schemas/cup';
import { SEOUL_DISTRICT_NAMES } from './seoul';

/** Rental machines hand cups out (stock); return machines take them back (fill). One table, one shape. */
export const CUP_MACHINE_KINDS = ['RENTAL', 'RETURN'] as const;
export type CupMachineKind = (typeof CUP_MACHINE_KINDS)[number];

/** A machine's operating state, set by operators: 운영, 점검, 중지. */
export const CUP_MACHINE_STATES = ['NORMAL', 'CHECK', 'STOP'] as const;
export type CupMachineState = (typeof CUP_MACHINE_STATES)[number];

/**
 * How full a machine is, in bands of its level (cups in it) against its capacity: a rental machine worries at
 * LOW and EMPTY, a return machine at HIGH and FULL. Stored beside the level so lists filter by it with an index.
 */
export const LEVEL_BANDS = ['EMPTY', 'LOW', 'NORMAL', 'HIGH', 'FULL'] as const;
export type LevelBand = (typeof LEVEL_BANDS)[number];
/** LOW up to this % of capacity (a rental machine's low-stock alert), HIGH from the next one. */
export const LOW_LEVEL_PERCENT = 20;
export const HIGH_LEVEL_PERCENT = 80;

export function levelBand(level: number, capacity: number): LevelBand {
  if (level <= 0) return 'EMPTY';
  if (level >= capacity) return 'FULL';
  const percent = (level * 100) / capacity;
  if (percent <= LOW_LEVEL_PERCENT) return 'LOW';
  if (percent >= HIGH_LEVEL_PERCENT) return 'HIGH';
  return 'NORMAL';
}

/** A machine without a heartbeat for this long is offline (an OFFLINE alert opens). */
export const CUP_MACHINE_OFFLINE_AFTER_SECONDS = 10 * 60;
export const CUP_MACHINE_CAPACITY_MAX = 2000;

/** What a machine alerts about; an alert is open until its cause clears, and may be acknowledged meanwhile. */
export const MACHINE_ALERT_KINDS = ['LOW_STOCK', 'EMPTY', 'FULL', 'JAM', 'OFFLINE'] as const;
export type MachineAlertKind = (typeof MACHINE_ALERT_KINDS)[number];

/**
 * A cup's life (domain.md): REGISTERED -> IN_BOX -> SHIPPED -> LOADED (in a rental machine) -> RENTED -> RETURNED
 * (in a return machine) -> COLLECTED -> WASHING -> CLEAN -> IN_BOX ...; LOST and DISCARDED end it.
 */
export const CUP_STATES = [
  'REGISTERED',
  'IN_BOX',
  'SHIPPED',
  'LOADED',
  'RENTED',
  'RETURNED',
  'COLLECTED',
  'WASHING',
  'CLEAN',
  'LOST',
  'DISCARDED',
] as const;
export type CupState = (typeof CUP_STATES)[number];

export const BOX_STATES = ['EMPTY', 'PACKED', 'SHIPPING', 'DELIVERED', 'RETURNED'] as const;
export type BoxState = (typeof BOX_STATES)[number];

/** A rental: RENTED until returned (RETURNED), or past its due and not returned (EXPIRED); REFUNDED once paid back. */
export const RENTAL_STATES = ['RENTED', 'RETURNED', 'EXPIRED', 'REFUNDED'] as const;
export type RentalState = (typeof RENTAL_STATES)[number];

export const REFUND_STATES = ['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** The refund's text message to the citizen. */
export const MESSAGE_STATES = ['PENDING', 'SENT', 'FAILED'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const RETURN_RESULTS = ['ACCEPTED', 'REJECTED'] as const;
export type ReturnResult = (typeof RETURN_RESULTS)[number];

/** The deposit of one cup, integer KRW. */
export const DEPOSIT_KRW = 1000;
/** Days a rental may be returned in (its validity) from the rental. */
export const RENTAL_VALID_DAYS = 7;
/** An extension of a rental's validity: 1 to this many days at a time, with a reason. */
export const EXTEND_DAYS_MAX = 30;
export const EXTEND_REASON_MAX = 200;

const machinesPath = (kind: CupMachineKind) => (kind === 'RENTAL' ? '/v1/rental-machines' : '/v1/return-machines');

/** SEOUL_CUP's endpoints (the console's SEOUL_CUP client adds the /seoul-cup prefix). */
export const CUP_PATHS = {
  machines: machinesPath,
  machine: (kind: CupMachineKind, machineId: string) => `${machinesPath(kind)}/${encodeURIComponent(machineId)}`,
  /** Every machine of the kind matching the list's filters, as map points (MachineStatus), at most CUP_MAP_MAX. */
  machineMap: (kind: CupMachineKind) => `${machinesPath(kind)}/map`,
  /** The monitors' live stream (SSE): `snapshot` (MachineStatus[]), then `machine` per change. */
  machineStream: (kind: CupMachineKind) => `${machinesPath(kind)}/stream`,
  /** What return machines saw (ReturnEvent), the searchable history. */
  returnEvents: '/v1/return-events',
  /** The same live (SSE): `return` per event, `id:` its id (Last-Event-ID resumes). */
  returnEventStream: '/v1/return-events/stream',
  machineAlerts: '/v1/machine-alerts',
  acknowledgeAlert: (id: number) => `/v1/machine-alerts/${String(id)}/acknowledge`,
  rentals: '/v1/rentals',
  extendRental: (id: number) => `/v1/rentals/${String(id)}/extend`,
  decryptPhone: (memberId: number) => `/v1/members/${String(memberId)}/phone/decrypt`,
  /** The home page's counts in one answer. */
  summary: CUP_SUMMARY_PATH,
} as const;

/** The most machines a map answer holds (Seoul has hundreds; a filter narrows past this). */
export const CUP_MAP_MAX = 2000;

/** GET /seoul-cup/v1/rental-machines and /v1/return-machines (and their /map). */
export const CUP_MACHINE_LIST = defineList({
  fields: {
    q: { type: 'search' },
    machineId: { type: 'text', sortable: true },
    name: { type: 'text', sortable: true },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES, sortable: true },
    state: { type: 'enum', values: CUP_MACHINE_STATES },
    levelBand: { type: 'enum', values: LEVEL_BANDS },
    online: { type: 'boolean' },
    level: { type: 'integer', sortable: true, filterable: false },
    installedAt: { type: 'date', sortable: true },
    lastHeartbeatAt: { type: 'timestamp', sortable: true, filterable: false },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /seoul-cup/v1/machine-alerts. `open`: not yet cleared. */
export const MACHINE_ALERT_LIST = defineList({
  fields: {
    machineId: { type: 'text', sortable: true },
    machineKind: { type: 'enum', values: CUP_MACHINE_KINDS },
    kind: { type: 'enum', values: MACHINE_ALERT_KINDS, sortable: true },
    open: { type: 'boolean' },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES },
    raisedAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'raisedAt',
});

/**
 * GET /seoul-cup/v1/rentals: the raw rentals, the programme's biggest table (its total is capped: LIST_COUNT_CAP).
 * `overdue`: not returned and past its due. Newest first by `rentedAt`. `machineId` is the rental machine's.
 */
export const RENTAL_LIST = defineList({
  fields: {
    machineId: { type: 'text' },
    cuid: { type: 'text' },
    state: { type: 'enum', values: RENTAL_STATES },
    overdue: { type: 'boolean' },
    rentedAt: { type: 'timestamp', sortable: true },
    dueAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'rentedAt',
});

/**
 * GET /seoul-cup/v1/return-events: what return machines saw, as big as the rentals (its total is capped too).
 * `machineId` and `district` are the return machine's. Newest first by `at`.
 */
export const RETURN_EVENT_LIST = defineList({
  fields: {
    machineId: { type: 'text' },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES },
    cuid: { type: 'text' },
    result: { type: 'enum', values: RETURN_RESULTS },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});

export type CupMachine = Static<typeof CupMachineSchema>;
export type MachineStatus = Static<typeof MachineStatusSchema>;
export type MachineMap = Static<typeof MachineMapSchema>;
export type ReturnEvent = Static<typeof ReturnEventSchema>;
export type CupMachineInput = Static<typeof CupMachineInputSchema>;
export type MachineAlert = Static<typeof MachineAlertSchema>;
export type Rental = Static<typeof RentalSchema>;
export type ExtendValidityInput = Static<typeof ExtendValidityInputSchema>;
export type ExtendValidityResult = Static<typeof ExtendValidityResultSchema>;
export type PhoneNumber = Static<typeof PhoneNumberSchema>;
export type CupSummary = Static<typeof CupSummarySchema>;
