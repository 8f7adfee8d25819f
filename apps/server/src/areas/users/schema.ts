/** The users area's tables: console users and permission groups (docs/areas/users-and-clients.md). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserStatus } from '@oa/contract';
import { createdAt } from '../../db/columns';
import { clients } from '../clients/schema';

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
