/**
 * The database schema (Drizzle, PostgreSQL dialect: PGlite and PostgreSQL run the same migrations and queries).
 * Times are `timestamptz` (stored in UTC); money, when it comes, is integer KRW.
 * A change here needs a migration: `npm run db:generate -w @oa/server` (docs/server.md).
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
import { CLIENT_TYPES, USER_STATUSES, type ClientType, type UserStatus } from '@oa/contract';
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export { CLIENT_TYPES, USER_STATUSES, type ClientType, type UserStatus };

/** Client organisations (district offices, companies, campuses) that robots are run for. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<ClientType>().notNull(),
    businessNumber: text('business_number'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    district: text('district'),
    parentId: integer('parent_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('clients_uid_key').on(table.uid),
    index('clients_created_at_idx').on(table.createdAt),
    index('clients_parent_id_idx').on(table.parentId),
  ],
);

/** Permission groups: a named set of spec §6 permission strings; every console user belongs to at most one. */
export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('permission_groups_name_key').on(table.name)],
);

/**
 * Console users. A user with a `client_id` is that client's admin user and sees only its data; staff have none.
 * A sign-up is PENDING until an administrator activates it. `password_hash` '!' cannot sign in (generated data).
 * `must_change_password`: the password was given by an administrator (a new user, a reset); the console asks for a
 * new one at sign-in, and changing it clears the flag.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginId: text('login_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    status: text('status').$type<UserStatus>().notNull().default('PENDING'),
    groupId: integer('group_id').references(() => permissionGroups.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_login_id_key').on(table.loginId),
    index('users_created_at_idx').on(table.createdAt),
    // The user list sorts by name (and login id, which is unique) as often as by date.
    index('users_name_idx').on(table.name),
    index('users_client_id_idx').on(table.clientId),
    index('users_group_id_idx').on(table.groupId),
  ],
);

/** One sign-in = one family of refresh tokens; revoking it ends that session everywhere. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('token_families_user_id_idx').on(table.userId)],
);

/** Refresh tokens, stored as SHA-256 hashes; each is used once (rotation), its successor's parent is it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    hash: text('hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_family_id_idx').on(table.familyId)],
);

/** Failed sign-ins per key (`account:<id>`, `ip:<address>`) in the current window: the login limits. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/**
 * Who did what, when, to what, and why: sign-ins, account changes, and (later) money and cup state. The users area
 * writes `before` and `after` (the values it changed; never a password or a hash); other areas write `detail`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_target_at_idx').on(table.target, table.at),
    index('audit_log_actor_user_id_at_idx').on(table.actorUserId, table.at),
  ],
);

/**
 * A client's domain settings: the host names its admin users' console answers on, one of them primary. A host name
 * belongs to one client only (the unique index decides when two clients save the same one at once).
 */
export const clientDomains = pgTable(
  'client_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('client_domains_hostname_key').on(table.hostname),
    index('client_domains_client_id_idx').on(table.clientId),
    uniqueIndex('client_domains_one_primary_key')
      .on(table.clientId)
      .where(sql`"primary"`),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Robot management (docs/areas/robots.md). Enumerations and shapes: packages/contract/src/robots.ts.

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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
 * `request_id` makes a command idempotent (the console's UUID per confirmed command).
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
    uniqueIndex('robot_logs_request_id_key').on(table.requestId),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('rollouts_file_id_robot_id_key').on(table.fileId, table.robotId),
    index('rollouts_state_idx').on(table.state),
  ],
);
