/**
 * Sign-in's tables: console users and permission groups (managed by the users area, read by sign-in and access
 * control on every request), sessions (refresh token families), refresh tokens and the login limits' failure counts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserStatus } from '@oa/contract';
import { clients } from '../authz/schema';
import { createdAt } from '../db/columns';

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
