/**
 * The robot management area's shared vocabulary (domain.md "Robot management", spec §3): the enumerations, the
 * shapes the server answers and accepts, and the endpoint paths. The server (apps/server/src/robots) and the
 * console (apps/console/src/pages/robots) both build on these, so a renamed field breaks both at compile time.
 * Times are ISO 8601 strings in UTC on the wire; the console shows them in Asia/Seoul.
 */
import type { SeoulDistrictName } from './seoul';

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

export interface RobotBin {
  /** 1-based slot number, unique within the robot. */
  slot: number;
  material: MaterialType;
  /** Capacity in litres (1-1000). */
  capacityLiters: number;
  /** 0-100. */
  fillPercent: number;
  capacityState: CapacityState;
}

export interface RobotSchedule {
  dayType: DayType;
  /** 'HH:mm', Asia/Seoul. */
  openTime: string;
  /** 'HH:mm', Asia/Seoul, after openTime. */
  closeTime: string;
}

/** A robot as the list and detail endpoints answer it. */
export interface Robot {
  machineId: string;
  name: string;
  generation: RobotGeneration;
  clientId: number | null;
  clientName: string | null;
  address: string;
  district: SeoulDistrictName;
  lat: number;
  lng: number;
  /** ISO date 'YYYY-MM-DD' (Asia/Seoul). */
  installedAt: string;
  operationState: OperationState;
  bins: RobotBin[];
  schedule: RobotSchedule;
  doorState: DoorState;
  programVersion: string | null;
  aiModelVersion: string | null;
  lastHeartbeatAt: string | null;
  online: boolean;
  memo: string;
  /** Optimistic concurrency: send it back with an update; a stale one is answered 409. */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** What the register / edit form sends (POST creates, PUT /robots/:machineId updates). */
export interface RobotInput {
  /** Only on create: 3-30 of A-Z, 0-9 and '-', e.g. 'WB-GN-0001'. */
  machineId?: string;
  name: string;
  generation: RobotGeneration;
  clientId: number | null;
  address: string;
  district: SeoulDistrictName;
  lat: number;
  lng: number;
  installedAt: string;
  operationState: OperationState;
  bins: { slot: number; material: MaterialType; capacityLiters: number }[];
  schedule: RobotSchedule;
  memo: string;
  /** Only on update. */
  revision?: number;
}

export const MACHINE_ID_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

/** The live part of a robot, pushed by the stream. */
export interface RobotLiveState {
  machineId: string;
  name: string;
  generation: RobotGeneration;
  district: SeoulDistrictName;
  operationState: OperationState;
  bins: RobotBin[];
  doorState: DoorState;
  lastHeartbeatAt: string | null;
  online: boolean;
  programVersion: string | null;
  aiModelVersion: string | null;
  updatedAt: string;
}

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

/**
 * POST /robots/:machineId/commands. `requestId` (a UUID made by the console per confirmed command) makes the
 * command idempotent: the same requestId twice runs it once and answers the first result.
 */
export type RobotCommand = { requestId: string } & (
  | { command: 'RESTART' | 'OPEN_DOOR' | 'LOCK_DOOR' }
  | { command: 'SET_OPERATION_STATE'; operationState: OperationState }
  | { command: 'EMPTY_BIN'; slot: number }
  /** Reference weight placed on the scale, grams (1-50,000). */
  | { command: 'CALIBRATE_WEIGHT'; slot: number; referenceGrams: number }
  /** Measured height of the empty bin, millimetres (1-3,000). */
  | { command: 'CALIBRATE_HEIGHT'; slot: number; emptyHeightMm: number }
);

export interface RobotCommandResult {
  /** The communication log entry written for it. */
  log: RobotLogEntry;
  state: RobotLiveState;
}

export const ROBOT_LOG_TYPES = ['HEARTBEAT', 'COMMAND', 'EVENT', 'ERROR'] as const;
export type RobotLogType = (typeof ROBOT_LOG_TYPES)[number];

/** One line of the communication log. */
export interface RobotLogEntry {
  id: number;
  machineId: string;
  robotName: string;
  type: RobotLogType;
  /** Machine-readable code, e.g. 'RESTART', 'BIN_FULL', 'DOOR_JAM'. */
  code: string;
  /** Korean, for operators. */
  message: string;
  /** Who sent a command (console user's name); null for robot-originated lines. */
  actorName: string | null;
  /** COMMAND: 'OK' | 'FAILED'; else null. */
  result: 'OK' | 'FAILED' | null;
  at: string;
}

export const ALERT_EVENTS = ['FULL', 'WARNING', 'ERROR', 'OFFLINE'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

/** Who is alerted, for which events, when (webin-alaram). */
export interface AlertRecipient {
  id: number;
  name: string;
  /** Masked: 010-****-5678. */
  phone: string;
  events: AlertEvent[];
  dayType: DayType;
  /** 'HH:mm' Asia/Seoul; startTime < endTime. */
  startTime: string;
  endTime: string;
  /** Only this client's robots; null = every robot. */
  clientId: number | null;
  clientName: string | null;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AlertRecipientInput {
  name: string;
  /** Full number on write ('010-1234-5678' or digits); never answered unmasked. */
  phone: string;
  events: AlertEvent[];
  dayType: DayType;
  startTime: string;
  endTime: string;
  clientId: number | null;
  enabled: boolean;
}

/** One alert that was raised and to whom it went. */
export interface AlertHistoryEntry {
  id: number;
  machineId: string;
  robotName: string;
  event: AlertEvent;
  message: string;
  /** Names of the recipients it was sent to (empty: nobody was on duty). */
  recipients: string[];
  at: string;
}

export const AI_RESULTS = ['PET', 'PAPER', 'CAN', 'TETRA_PAK', 'NONE'] as const;

/** One deposit into an RC 4.0 robot (APPS). */
export interface CollectionEvent {
  id: number;
  machineId: string;
  robotName: string;
  /** Masked member id, e.g. 'M2024****31'. */
  memberId: string;
  /** The bin the member chose. */
  material: MaterialType;
  /** What the AI saw. */
  aiResult: MaterialType;
  /** 0-1, three decimals. */
  confidence: number;
  accepted: boolean;
  points: number;
  at: string;
}

export const UPDATE_FILE_KINDS = ['PROGRAM', 'AI_MODEL'] as const;
export type UpdateFileKind = (typeof UPDATE_FILE_KINDS)[number];

/** Allowed extensions and the size limit of each kind (checked by the console first and by the server). */
export const UPDATE_FILE_RULES: Record<UpdateFileKind, { extensions: readonly string[]; maxBytes: number }> = {
  PROGRAM: { extensions: ['.zip', '.tar.gz', '.apk'], maxBytes: 200 * 1024 * 1024 },
  AI_MODEL: { extensions: ['.onnx', '.tflite', '.pt', '.zip'], maxBytes: 500 * 1024 * 1024 },
};

/** Semantic version, e.g. '4.2.0'. */
export const VERSION_PATTERN = /^\d{1,3}\.\d{1,3}\.\d{1,4}$/;

/** An uploaded program or AI model file. */
export interface UpdateFile {
  id: number;
  kind: UpdateFileKind;
  version: string;
  fileName: string;
  sizeBytes: number;
  sha256: string;
  releaseNotes: string;
  uploadedBy: string | null;
  /** Rollout counts by state. */
  rollout: Record<RolloutState, number>;
  createdAt: string;
}

export const ROLLOUT_STATES = ['PENDING', 'DOWNLOADING', 'INSTALLED', 'FAILED'] as const;
export type RolloutState = (typeof ROLLOUT_STATES)[number];

export interface Rollout {
  machineId: string;
  robotName: string;
  state: RolloutState;
  /** Korean reason when FAILED. */
  message: string | null;
  updatedAt: string;
}

/** A client to choose in a filter or form (any signed-in user, scoped to what they may see). */
export interface ClientOption {
  id: number;
  name: string;
}

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

/**
 * The filterable and sortable fields of each list (the server answers 400 to any other), as the list contract's
 * `filter=<field>:<op>:<value>` and `sort=<field>,ASC|DESC`:
 * - robots: `q` (like: machine id, name or address), machineId, name, clientId, district, generation,
 *   operationState, capacityState (`any`: some bin is in that state), online (`eq:true|false`), installedAt,
 *   createdAt; sort by machineId, name, district, installedAt, lastHeartbeatAt, createdAt (default).
 * - robot-logs: machineId, type, code, at (default sort, newest first).
 * - alert-history: machineId, event, at (default sort). alert-recipients: name, event (`any`), enabled, createdAt.
 * - collections: machineId, material, aiResult, accepted (`eq:true|false`), at (default sort).
 * - programs / ai-models: version, createdAt (default sort). rollouts: machineId, state, updatedAt.
 */
export const ROBOT_LIST_SORTS = [
  'machineId',
  'name',
  'district',
  'installedAt',
  'lastHeartbeatAt',
  'createdAt',
] as const;
