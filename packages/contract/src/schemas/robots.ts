/**
 * The robot area's wire shapes as schemas (the server validates, serializes and documents with them); their
 * types, the enumerations and the paths are in ../robots.ts.
 */
import { Type } from 'typebox';
import {
  ALERT_EVENTS,
  CAPACITY_STATES,
  DAY_TYPES,
  DOOR_STATES,
  MATERIAL_TYPES,
  OPERATION_STATES,
  ROBOT_GENERATIONS,
  ROBOT_LOG_TYPES,
  ROLLOUT_STATES,
  UPDATE_FILE_KINDS,
} from '../robots';
import { SEOUL_DISTRICT_NAMES } from '../seoul';
import { NullableInteger, NullableString, NullableTimestamp, NullOr, StringEnum, Timestamp } from './common';

const District = StringEnum(SEOUL_DISTRICT_NAMES);

export const RobotBinSchema = Type.Object({
  /** 1-based slot number, unique within the robot. */
  slot: Type.Integer(),
  material: StringEnum(MATERIAL_TYPES),
  /** Capacity in litres (1-1000). */
  capacityLiters: Type.Integer(),
  /** 0-100. */
  fillPercent: Type.Number(),
  capacityState: StringEnum(CAPACITY_STATES),
});

export const RobotScheduleSchema = Type.Object({
  dayType: StringEnum(DAY_TYPES),
  /** 'HH:mm', Asia/Seoul. */
  openTime: Type.String({ description: 'HH:mm (Asia/Seoul)' }),
  /** 'HH:mm', Asia/Seoul, after openTime. */
  closeTime: Type.String({ description: 'HH:mm (Asia/Seoul)' }),
});

/** A robot as the list and detail endpoints answer it. */
export const RobotSchema = Type.Object({
  machineId: Type.String(),
  name: Type.String(),
  generation: StringEnum(ROBOT_GENERATIONS),
  clientId: NullableInteger,
  clientName: NullableString,
  address: Type.String(),
  district: District,
  lat: Type.Number(),
  lng: Type.Number(),
  /** ISO date 'YYYY-MM-DD' (Asia/Seoul). */
  installedAt: Type.String({ format: 'date' }),
  operationState: StringEnum(OPERATION_STATES),
  bins: Type.Array(RobotBinSchema),
  schedule: RobotScheduleSchema,
  doorState: StringEnum(DOOR_STATES),
  programVersion: NullableString,
  aiModelVersion: NullableString,
  lastHeartbeatAt: NullableTimestamp,
  online: Type.Boolean(),
  memo: Type.String(),
  /** Optimistic concurrency: send it back with an update; a stale one is answered 409. */
  revision: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/**
 * What the register / edit form sends (POST creates, PUT /robots/:machineId updates). The server checks it field by
 * field with a Korean message each (apps/server/src/areas/robots/validation.ts); this documents the shape.
 */
export const RobotInputSchema = Type.Object({
  /** Only on create: 3-30 of A-Z, 0-9 and '-', e.g. 'WB-GN-0001'. */
  machineId: Type.Optional(Type.String({ description: '등록 시에만: A-Z, 0-9, - 3~30자 (예: WB-GN-0001)' })),
  name: Type.String(),
  generation: StringEnum(ROBOT_GENERATIONS),
  clientId: NullOr(Type.Integer()),
  address: Type.String(),
  district: District,
  lat: Type.Number(),
  lng: Type.Number(),
  installedAt: Type.String({ description: 'YYYY-MM-DD, 오늘 이전' }),
  operationState: StringEnum(OPERATION_STATES),
  bins: Type.Array(
    Type.Object({ slot: Type.Integer(), material: StringEnum(MATERIAL_TYPES), capacityLiters: Type.Integer() }),
  ),
  schedule: RobotScheduleSchema,
  memo: Type.String(),
  /** Only on update. */
  revision: Type.Optional(Type.Integer({ description: '수정 시에만: 읽었을 때의 revision' })),
});

/** The live part of a robot, pushed by the stream. */
export const RobotLiveStateSchema = Type.Object({
  machineId: Type.String(),
  name: Type.String(),
  generation: StringEnum(ROBOT_GENERATIONS),
  district: District,
  operationState: StringEnum(OPERATION_STATES),
  bins: Type.Array(RobotBinSchema),
  doorState: StringEnum(DOOR_STATES),
  lastHeartbeatAt: NullableTimestamp,
  online: Type.Boolean(),
  programVersion: NullableString,
  aiModelVersion: NullableString,
  updatedAt: Timestamp,
});

const requestId = Type.String({ description: '명령마다 새로 만든 UUID (같은 값으로 다시 보내면 한 번만 실행)' });

/**
 * POST /robots/:machineId/commands. `requestId` (a UUID made by the console per confirmed command) makes the
 * command idempotent: the same requestId twice runs it once and answers the first result.
 */
export const RobotCommandSchema = Type.Union([
  Type.Object({
    requestId,
    command: Type.Union([Type.Literal('RESTART'), Type.Literal('OPEN_DOOR'), Type.Literal('LOCK_DOOR')]),
  }),
  Type.Object({
    requestId,
    command: Type.Literal('SET_OPERATION_STATE'),
    operationState: StringEnum(OPERATION_STATES),
  }),
  Type.Object({ requestId, command: Type.Literal('EMPTY_BIN'), slot: Type.Integer() }),
  Type.Object({
    requestId,
    command: Type.Literal('CALIBRATE_WEIGHT'),
    slot: Type.Integer(),
    /** Reference weight placed on the scale, grams (1-50,000). */
    referenceGrams: Type.Integer({ description: '기준 무게 g (1-50,000)' }),
  }),
  Type.Object({
    requestId,
    command: Type.Literal('CALIBRATE_HEIGHT'),
    slot: Type.Integer(),
    /** Measured height of the empty bin, millimetres (1-3,000). */
    emptyHeightMm: Type.Integer({ description: '빈 수거함 높이 mm (1-3,000)' }),
  }),
]);

/** One line of the communication log. */
export const RobotLogEntrySchema = Type.Object({
  id: Type.Integer(),
  machineId: Type.String(),
  robotName: Type.String(),
  type: StringEnum(ROBOT_LOG_TYPES),
  /** Machine-readable code, e.g. 'RESTART', 'BIN_FULL', 'DOOR_JAM'. */
  code: Type.String(),
  /** Korean, for operators. */
  message: Type.String(),
  /** Who sent a command (console user's name); null for robot-originated lines. */
  actorName: NullableString,
  /** COMMAND: 'OK' | 'FAILED'; else null. */
  result: Type.Union([Type.Literal('OK'), Type.Literal('FAILED'), Type.Null()]),
  at: Timestamp,
});

export const RobotCommandResultSchema = Type.Object({
  /** The communication log entry written for it. */
  log: RobotLogEntrySchema,
  state: RobotLiveStateSchema,
});

/** Who is alerted, for which events, when (webin-alaram). */
export const AlertRecipientSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Masked: 010-****-5678. */
  phone: Type.String(),
  events: Type.Array(StringEnum(ALERT_EVENTS)),
  dayType: StringEnum(DAY_TYPES),
  /** 'HH:mm' Asia/Seoul; startTime < endTime. */
  startTime: Type.String(),
  endTime: Type.String(),
  /** Only this client's robots; null = every robot. */
  clientId: NullableInteger,
  clientName: NullableString,
  enabled: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** The recipient's own fields; `phone` is the full number on write ('010-1234-5678' or digits), never answered. */
export const AlertRecipientInputSchema = Type.Pick(AlertRecipientSchema, [
  'name',
  'phone',
  'events',
  'dayType',
  'startTime',
  'endTime',
  'clientId',
  'enabled',
]);

/** One alert that was raised and to whom it went. */
export const AlertHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  machineId: Type.String(),
  robotName: Type.String(),
  event: StringEnum(ALERT_EVENTS),
  message: Type.String(),
  /** Names of the recipients it was sent to (empty: nobody was on duty). */
  recipients: Type.Array(Type.String()),
  at: Timestamp,
});

/** One deposit into an RC 4.0 robot (APPS). */
export const CollectionEventSchema = Type.Object({
  id: Type.Integer(),
  machineId: Type.String(),
  robotName: Type.String(),
  /** Masked member id, e.g. 'M2024****31'. */
  memberId: Type.String({ description: '마스킹된 회원 번호' }),
  /** The bin the member chose. */
  material: StringEnum(MATERIAL_TYPES),
  /** What the AI saw. */
  aiResult: StringEnum(MATERIAL_TYPES),
  /** 0-1, three decimals. */
  confidence: Type.Number({ minimum: 0, maximum: 1, description: '0-1, 소수 셋째 자리' }),
  accepted: Type.Boolean(),
  points: Type.Integer(),
  at: Timestamp,
});

/** Rollout counts by state. */
const RolloutCountsSchema = Type.Object({
  PENDING: Type.Integer(),
  DOWNLOADING: Type.Integer(),
  INSTALLED: Type.Integer(),
  FAILED: Type.Integer(),
});

/** An uploaded program or AI model file. */
export const UpdateFileSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(UPDATE_FILE_KINDS),
  version: Type.String(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  sha256: Type.String(),
  releaseNotes: Type.String(),
  uploadedBy: NullableString,
  /** Rollout counts by state. */
  rollout: RolloutCountsSchema,
  createdAt: Timestamp,
});

export const RolloutSchema = Type.Object({
  machineId: Type.String(),
  robotName: Type.String(),
  state: StringEnum(ROLLOUT_STATES),
  /** Korean reason when FAILED. */
  message: NullableString,
  updatedAt: Timestamp,
});

/** POST .../rollouts: the RC 4.0 robots to roll the file out to. */
export const RolloutRequestSchema = Type.Object({ machineIds: Type.Array(Type.String()) });

/** What a rollout request did, by machine id. */
export const RolloutStartedSchema = Type.Object({
  /** Robots that got a new PENDING rollout. */
  created: Type.Array(Type.String()),
  /** Robots whose FAILED rollout was set back to PENDING. */
  restarted: Type.Array(Type.String()),
  /** Robots left as they were (already PENDING, DOWNLOADING or INSTALLED). */
  unchanged: Type.Array(Type.String()),
});
