/**
 * A cup's life as schemas (part 3): ID ranges, cups and their history, boxes and their trips, the washing site,
 * manual state changes. Types, state machines and enumerations: ../cupLife.ts.
 */
import { Type } from 'typebox';
import { BOX_STATES, CUP_STATES } from '../cup';
import {
  ID_KINDS,
  LIFE_REASON_MAX,
  MANUAL_BOX_TARGETS,
  MANUAL_CUP_TARGETS,
  SHIPMENT_STATES,
  STATE_CHANGE_MAX,
  WASHING_STAGES,
} from '../cupLife';
import { SEOUL_DISTRICT_NAMES } from '../seoul';
import { Nullable, NullableString, NullableTimestamp, StringEnum, Timestamp } from './common';

const RequestId = Type.String({ minLength: 8, maxLength: 64 });
const Reason = Type.String({ maxLength: LIFE_REASON_MAX });

/** A registered range of IDs: `first` to `last`, `count` of them, by whom, when. */
export const IdRangeSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(ID_KINDS),
  first: Type.String(),
  last: Type.String(),
  count: Type.Integer(),
  actor: NullableString,
  createdAt: Timestamp,
});

export const IdRangeInputSchema = Type.Object({
  kind: StringEnum(ID_KINDS),
  first: Type.String({ maxLength: 20 }),
  last: Type.String({ maxLength: 20 }),
  requestId: RequestId,
});

/** A cup: where it is in its life, and where (a machine, a box, or neither). */
export const CupSchema = Type.Object({
  id: Type.Integer(),
  cuid: Type.String(),
  state: StringEnum(CUP_STATES),
  useCount: Type.Integer(),
  machineId: NullableString,
  machineName: NullableString,
  boxNumber: NullableString,
  discardReason: NullableString,
  updatedAt: Timestamp,
});

/** One step of a cup's life: from, to, where (machine or box), manual or automatic, who (null: a machine), why. */
export const CupEventSchema = Type.Object({
  id: Type.Integer(),
  cuid: Type.String(),
  fromState: Nullable(StringEnum(CUP_STATES)),
  toState: StringEnum(CUP_STATES),
  machineId: NullableString,
  machineName: NullableString,
  boxNumber: NullableString,
  manual: Type.Boolean(),
  actor: NullableString,
  reason: Type.String(),
  at: Timestamp,
});

/** A cup with its history, newest first (at most 500 steps). */
export const CupHistorySchema = Type.Object({ cup: CupSchema, events: Type.Array(CupEventSchema) });

const Ids = Type.Array(Type.String({ maxLength: 20 }), { minItems: 1, maxItems: STATE_CHANGE_MAX });

export const DiscardCupsInputSchema = Type.Object({ cuids: Ids, reason: Reason, requestId: RequestId });

/** `preview`: say what would happen and change nothing. */
export const CupStateChangeInputSchema = Type.Object({
  ids: Ids,
  toState: StringEnum(MANUAL_CUP_TARGETS),
  reason: Reason,
  requestId: RequestId,
  preview: Type.Optional(Type.Boolean()),
});
export const BoxStateChangeInputSchema = Type.Object({
  ids: Ids,
  toState: StringEnum(MANUAL_BOX_TARGETS),
  reason: Reason,
  requestId: RequestId,
  preview: Type.Optional(Type.Boolean()),
});

/**
 * What a manual change does (or did): each ID that moves, from which state, and each refused one and why. Applied
 * only when nothing is refused (all or nothing); a refusal answers 409 with the same lists in `error.fields`
 * (ID: reason). `repeated`: the same request id was applied before (the lists are then empty).
 */
export const StateChangeResultSchema = Type.Object({
  preview: Type.Boolean(),
  applied: Type.Boolean(),
  repeated: Type.Boolean(),
  toState: Type.String(),
  count: Type.Integer(),
  changes: Type.Array(Type.Object({ id: Type.String(), fromState: Type.String() })),
  refused: Type.Array(Type.Object({ id: Type.String(), state: NullableString, reason: Type.String() })),
});

/** A box: state, where, how many cups in it; retired boxes are out of service. */
export const BoxSchema = Type.Object({
  id: Type.Integer(),
  boxNumber: Type.String(),
  state: StringEnum(BOX_STATES),
  location: Type.String(),
  cupCount: Type.Integer(),
  retiredAt: NullableTimestamp,
  retireReason: NullableString,
  updatedAt: Timestamp,
});

export const BoxEventSchema = Type.Object({
  id: Type.Integer(),
  fromState: Nullable(StringEnum(BOX_STATES)),
  toState: StringEnum(MANUAL_BOX_TARGETS),
  location: Type.String(),
  manual: Type.Boolean(),
  actor: NullableString,
  reason: Type.String(),
  at: Timestamp,
});

/** A box's trip from the washing site to a rental machine. */
export const ShipmentSchema = Type.Object({
  id: Type.Integer(),
  boxNumber: Type.String(),
  fromLocation: Type.String(),
  toLocation: Type.String(),
  machineId: NullableString,
  machineName: NullableString,
  district: Nullable(StringEnum(SEOUL_DISTRICT_NAMES)),
  state: StringEnum(SHIPMENT_STATES),
  cupCount: Type.Integer(),
  actor: NullableString,
  shippedAt: Timestamp,
  deliveredAt: NullableTimestamp,
});

/** A box with its cups (by CUID), its history newest first and its trips. */
export const BoxDetailSchema = Type.Object({
  box: BoxSchema,
  cups: Type.Array(CupSchema),
  events: Type.Array(BoxEventSchema),
  shipments: Type.Array(ShipmentSchema),
});

/** One scan: a cup into the box. */
export const PackInputSchema = Type.Object({ cuid: Type.String({ maxLength: 20 }) });
/** A pack's or unpack's answer: the box and the cup after it. */
export const PackResultSchema = Type.Object({ box: BoxSchema, cup: CupSchema });

export const RetireBoxInputSchema = Type.Object({ reason: Reason });

export const ShipInputSchema = Type.Object({
  boxNumber: Type.String({ maxLength: 20 }),
  machineId: Type.String({ maxLength: 40 }),
  requestId: RequestId,
});

const StageCounts = Type.Object({
  COLLECTED: Type.Integer(),
  WASHING: Type.Integer(),
  CLEAN: Type.Integer(),
  IN_BOX: Type.Integer(),
});

/**
 * The washing site: cups at each stage now (IN_BOX: in boxes still at the site), boxes packed there, cups that
 * reached each stage per Seoul day (oldest first), and the cups waiting longest in a stage.
 */
export const WashingStatusSchema = Type.Object({
  now: StageCounts,
  packedBoxes: Type.Integer(),
  days: Type.Array(Type.Object({ day: Type.String(), ...StageCounts.properties })),
  waiting: Type.Array(
    Type.Object({
      cuid: Type.String(),
      state: StringEnum(WASHING_STAGES),
      since: Timestamp,
      boxNumber: NullableString,
    }),
  ),
});
