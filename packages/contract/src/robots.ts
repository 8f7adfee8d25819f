/**
 * The robot management area's shared vocabulary (domain.md "Robot management", spec §3): the enumerations, the
 * types of the shapes the server answers and accepts (derived from their schemas in schemas/robots.ts, which
 * hold each field's comment), the endpoint paths and each list's fields. The server (apps/server/src/areas/robots)
 * and the console (apps/console/src/pages/robots) both build on these, so a renamed field breaks both at compile
 * time. Times are ISO 8601 strings in UTC on the wire; the console shows them in Asia/Seoul.
 */
import type { Static } from 'typebox';
import type { OptionSchema } from './schemas/common';
import type {
  AlertHistoryEntrySchema,
  AlertRecipientInputSchema,
  AlertRecipientSchema,
  CollectionEventSchema,
  RobotBinSchema,
  RobotCommandResultSchema,
  RobotCommandSchema,
  RobotInputSchema,
  RobotLiveStateSchema,
  RobotLogEntrySchema,
  RobotSchema,
  RolloutRequestSchema,
  RolloutSchema,
  RolloutStartedSchema,
  UpdateFileSchema,
} from './schemas/robots';
import { defineList } from './listFields';
import { SEOUL_DISTRICT_NAMES } from './seoul';

export const ROBOT_GENERATIONS = ['RC_3', 'RC_4_0'] as const;
export type RobotGeneration = (typeof ROBOT_GENERATIONS)[number];

/** spec §3 robot operation state. */
export const OPERATION_STATES = ['OPERATION', 'CHECK', 'WAIT', 'STOP', 'DEFAULT'] as const;
export type OperationState = (typeof OPERATION_STATES)[number];

/** spec §3 robot capacity state (per bin). */
export const CAPACITY_STATES = ['ON', 'OFF', 'FULL', 'WARNING'] as const;
export type CapacityState = (typeof CAPACITY_STATES)[number];

/** spec §3 material type. */
export const MATERIAL_TYPES = ['PET', 'PAPER', 'CAN', 'TETRA_PAK', 'NONE'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

/** spec §3 day type. */
export const DAY_TYPES = ['EVERYDAY', 'WEEKDAY'] as const;
export type DayType = (typeof DAY_TYPES)[number];

export const DOOR_STATES = ['OPEN', 'LOCKED'] as const;
export type DoorState = (typeof DOOR_STATES)[number];

/** A bin is WARNING from this fill % and FULL from the next (the simulator and the seed use the same rule). */
export const BIN_WARNING_FILL = 80;
export const BIN_FULL_FILL = 95;
/** Bins per robot. */
export const MAX_BINS = 4;
/** A robot whose last heartbeat is older than this is offline. */
export const OFFLINE_AFTER_SECONDS = 180;

export type RobotBin = Static<typeof RobotBinSchema>;

/** A robot as the list and detail endpoints answer it. */
export type Robot = Static<typeof RobotSchema>;

/** What the register / edit form sends (POST creates, PUT /robots/:machineId updates). */
export type RobotInput = Static<typeof RobotInputSchema>;

export const MACHINE_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

/** The live part of a robot, pushed by the stream. */
export type RobotLiveState = Static<typeof RobotLiveStateSchema>;

export const ROBOT_COMMANDS = [
  'RESTART',
  'SET_OPERATION_STATE',
  'OPEN_DOOR',
  'LOCK_DOOR',
  'EMPTY_BIN',
  'CALIBRATE_WEIGHT',
  'CALIBRATE_HEIGHT',
] as const;
export type RobotCommandType = (typeof ROBOT_COMMANDS)[number];

/** POST /robots/:machineId/commands, idempotent by `requestId` (schemas/robots.ts). */
export type RobotCommand = Static<typeof RobotCommandSchema>;

export type RobotCommandResult = Static<typeof RobotCommandResultSchema>;

export const ROBOT_LOG_TYPES = ['HEARTBEAT', 'COMMAND', 'EVENT', 'ERROR'] as const;
export type RobotLogType = (typeof ROBOT_LOG_TYPES)[number];

/** One line of the communication log. */
export type RobotLogEntry = Static<typeof RobotLogEntrySchema>;

export const ALERT_EVENTS = ['FULL', 'WARNING', 'ERROR', 'OFFLINE'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

/** Who is alerted, for which events, when (webin-alaram). */
export type AlertRecipient = Static<typeof AlertRecipientSchema>;

export type AlertRecipientInput = Static<typeof AlertRecipientInputSchema>;

/** One alert that was raised and to whom it went. */
export type AlertHistoryEntry = Static<typeof AlertHistoryEntrySchema>;

/** One deposit into an RC 4.0 robot (APPS). */
export type CollectionEvent = Static<typeof CollectionEventSchema>;

export const UPDATE_FILE_KINDS = ['PROGRAM', 'AI_MODEL'] as const;
export type UpdateFileKind = (typeof UPDATE_FILE_KINDS)[number];

/** Allowed extensions and the size limit of each kind (checked by the console first and by the server). */
export const UPDATE_FILE_RULES: Record<UpdateFileKind, { extensions: readonly string[]; maxBytes: number }> = {
  PROGRAM: { extensions: ['.zip', '.tar.gz', '.apk'], maxBytes: 200 * 1024 * 1024 },
  AI_MODEL: { extensions: ['.onnx', '.tflite', '.pt', '.zip'], maxBytes: 500 * 1024 * 1024 },
};

/** An update file's release notes, characters at most (the upload form and the server). */
export const RELEASE_NOTES_MAX = 2000;

/** Semantic version, e.g. '4.2.0'. */
export const VERSION_PATTERN = /^\d{1,3}\.\d{1,3}\.\d{1,4}$/;

/** An uploaded program or AI model file. */
export type UpdateFile = Static<typeof UpdateFileSchema>;

export const ROLLOUT_STATES = ['PENDING', 'DOWNLOADING', 'INSTALLED', 'FAILED'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];

export type Rollout = Static<typeof RolloutSchema>;
export type RolloutRequest = Static<typeof RolloutRequestSchema>;
export type RolloutStarted = Static<typeof RolloutStartedSchema>;

/** A client to choose in a filter or form (any signed-in user, scoped to what they may see). */
export type ClientOption = Static<typeof OptionSchema>;

/** Endpoint paths, relative to each client's base URL (OA unless noted). */
export const ROBOT_PATHS = {
  robots: '/v1/robots',
  robot: (machineId: string) => `/v1/robots/${encodeURIComponent(machineId)}`,
  commands: (machineId: string) => `/v1/robots/${encodeURIComponent(machineId)}/commands`,
  /** Server-Sent Events: `state` (RobotLiveState) on every change, `log` (RobotLogEntry) for each new line. */
  stream: (machineId: string) => `/v1/robots/${encodeURIComponent(machineId)}/stream`,
  /** Server-Sent Events of every RC 4.0 robot: `snapshot` (RobotLiveState[]) first, then `state` per change. */
  rc40Stream: '/v1/rc40/stream',
  logs: '/v1/robot-logs',
  clientOptions: '/v1/client-options',
  alertRecipients: '/v1/alert-recipients',
  alertRecipient: (id: number) => `/v1/alert-recipients/${String(id)}`,
  alertHistory: '/v1/alert-history',
  /** APPS. */
  collections: '/v1/rc40/collections',
  /** OA_BLOB (multipart POST) and OA (GET list). */
  programs: '/v1/rc40/programs',
  aiModels: '/v1/rc40/ai-models',
  /** GET: one file with its rollouts' counts; `/rollouts` GET lists per-robot state, POST { machineIds } starts. */
  updateFile: (kind: UpdateFileKind, id: number) =>
    `/v1/rc40/${kind === 'PROGRAM' ? 'programs' : 'ai-models'}/${String(id)}`,
  rollouts: (kind: UpdateFileKind, id: number) =>
    `/v1/rc40/${kind === 'PROGRAM' ? 'programs' : 'ai-models'}/${String(id)}/rollouts`,
} as const;

/*
 * Each list's fields (the list contract: `filter=<field>:<op>:<value>`, `sort=<field>,ASC|DESC`; the server answers
 * 400 to any other). Types and operators: listFields.ts.
 */

/** GET /v1/robots. `q`: like over machine id, name and address; `capacityState` (`any`): some bin is in that state. */
export const ROBOT_LIST = defineList({
  fields: {
    q: { type: 'search' },
    machineId: { type: 'text', sortable: true },
    name: { type: 'text', sortable: true },
    clientId: { type: 'integer' },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES, sortable: true },
    generation: { type: 'enum', values: ROBOT_GENERATIONS },
    operationState: { type: 'enum', values: OPERATION_STATES },
    capacityState: { type: 'textArray', values: CAPACITY_STATES },
    online: { type: 'boolean' },
    installedAt: { type: 'date', sortable: true },
    lastHeartbeatAt: { type: 'timestamp', sortable: true, filterable: false },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /v1/robot-logs. */
export const ROBOT_LOG_LIST = defineList({
  fields: {
    machineId: { type: 'text' },
    type: { type: 'enum', values: ROBOT_LOG_TYPES },
    code: { type: 'text' },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});

/** GET /v1/alert-recipients. `event` (`any`): one of the recipient's events. */
export const ALERT_RECIPIENT_LIST = defineList({
  fields: {
    name: { type: 'text', sortable: true },
    event: { type: 'textArray' },
    enabled: { type: 'boolean' },
    clientId: { type: 'integer' },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /v1/alert-history. */
export const ALERT_HISTORY_LIST = defineList({
  fields: {
    machineId: { type: 'text', sortable: true },
    event: { type: 'enum', values: ALERT_EVENTS, sortable: true },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});

/** GET /v1/rc40/collections (APPS). */
export const COLLECTION_LIST = defineList({
  fields: {
    machineId: { type: 'text', sortable: true },
    material: { type: 'enum', values: MATERIAL_TYPES, sortable: true },
    aiResult: { type: 'enum', values: MATERIAL_TYPES, sortable: true },
    accepted: { type: 'boolean' },
    confidence: { type: 'integer', sortable: true, filterable: false },
    points: { type: 'integer', sortable: true, filterable: false },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});

/** GET /v1/rc40/programs and /v1/rc40/ai-models. */
export const UPDATE_FILE_LIST = defineList({
  fields: {
    version: { type: 'text' },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /v1/rc40/{programs,ai-models}/:id/rollouts. */
export const ROLLOUT_LIST = defineList({
  fields: {
    machineId: { type: 'text', sortable: true },
    state: { type: 'enum', values: ROLLOUT_STATES, sortable: true },
    updatedAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'updatedAt',
});
