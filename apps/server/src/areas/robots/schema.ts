/**
 * The robot area's tables (docs/areas/robots.md): robots, their communication log, alerts, RC 4.0 deposits, update
 * files and rollouts. Enumerations and shapes: packages/contract/src/robots.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
  AlertEvent,
  DayType,
  DoorState,
  MaterialType,
  OperationState,
  RobotBin,
  RobotGeneration,
  RobotLogType,
  RolloutState,
  UpdateFileKind,
} from '@oa/contract';
import { createdAt, updatedAt } from '../../db/columns';
import { clients } from '../clients/schema';
import { users } from '../users/schema';

/**
 * Robots (webin, RC 3.x and RC 4.0). `bins` holds each bin's material, capacity, fill and state; `capacity_states`
 * repeats the bins' states so the list can filter "some bin is FULL" with an index. `revision` counts updates
 * (optimistic concurrency of the edit form). Live fields (operation state, bins, door, heartbeat, versions) are
 * moved by the robots themselves, here by the simulator.
 */
export const robots = pgTable(
  'robots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    machineId: text('machine_id').notNull(),
    name: text('name').notNull(),
    generation: text('generation').$type<RobotGeneration>().notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    address: text('address').notNull(),
    district: text('district').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    installedAt: date('installed_at').notNull(),
    operationState: text('operation_state').$type<OperationState>().notNull().default('DEFAULT'),
    bins: jsonb('bins').$type<RobotBin[]>().notNull(),
    capacityStates: text('capacity_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dayType: text('day_type').$type<DayType>().notNull().default('EVERYDAY'),
    openTime: text('open_time').notNull().default('06:00'),
    closeTime: text('close_time').notNull().default('22:00'),
    doorState: text('door_state').$type<DoorState>().notNull().default('LOCKED'),
    programVersion: text('program_version'),
    aiModelVersion: text('ai_model_version'),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
    memo: text('memo').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('robots_machine_id_key').on(table.machineId),
    index('robots_created_at_idx').on(table.createdAt),
    index('robots_client_id_idx').on(table.clientId),
    index('robots_district_idx').on(table.district),
    index('robots_updated_at_idx').on(table.updatedAt),
    index('robots_capacity_states_idx').using('gin', table.capacityStates),
  ],
);

/**
 * The communication log: heartbeats, commands (with who sent them and the result), events and errors.
 * `request_id` records the command's request id (the console's UUID per confirmed command; requests/once.ts keeps it once).
 */
export const robotLogs = pgTable(
  'robot_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    type: text('type').$type<RobotLogType>().notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    result: text('result').$type<'OK' | 'FAILED'>(),
    requestId: text('request_id'),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('robot_logs_at_idx').on(table.at),
    index('robot_logs_robot_id_at_idx').on(table.robotId, table.at),
    index('robot_logs_type_at_idx').on(table.type, table.at),
    index('robot_logs_request_id_idx').on(table.requestId),
  ],
);

/** Who is alerted (webin-alaram), for which events, on which days and hours; optionally only one client's robots. */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    events: text('events').array().$type<AlertEvent[]>().notNull(),
    dayType: text('day_type').$type<DayType>().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('alert_recipients_created_at_idx').on(table.createdAt)],
);

/** Alerts raised, with the names of those they went to. */
export const alertHistory = pgTable(
  'alert_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    event: text('event').$type<AlertEvent>().notNull(),
    message: text('message').notNull(),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('alert_history_at_idx').on(table.at),
    index('alert_history_robot_id_at_idx').on(table.robotId, table.at),
  ],
);

/** Deposits into RC 4.0 robots (APPS): what the member chose, what the AI saw, and the points given. */
export const collectionEvents = pgTable(
  'collection_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    material: text('material').$type<MaterialType>().notNull(),
    aiResult: text('ai_result').$type<MaterialType>().notNull(),
    /** Thousandths (0-1000): exact, and sorts and filters as an integer. */
    confidence: integer('confidence').notNull(),
    accepted: boolean('accepted').notNull(),
    points: integer('points').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collection_events_at_idx').on(table.at),
    index('collection_events_robot_id_at_idx').on(table.robotId, table.at),
  ],
);

/** Uploaded RC 4.0 program and AI model files; the bytes are in the blob store under `storage_key`. */
export const updateFiles = pgTable(
  'update_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<UpdateFileKind>().notNull(),
    version: text('version').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    releaseNotes: text('release_notes').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('update_files_kind_version_key').on(table.kind, table.version),
    index('update_files_created_at_idx').on(table.createdAt),
  ],
);

/** One file's rollout to one robot. */
export const rollouts = pgTable(
  'rollouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: integer('file_id')
      .notNull()
      .references(() => updateFiles.id, { onDelete: 'cascade' }),
    robotId: integer('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    state: text('state').$type<RolloutState>().notNull().default('PENDING'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('rollouts_file_id_robot_id_key').on(table.fileId, table.robotId),
    index('rollouts_state_idx').on(table.state),
  ],
);
