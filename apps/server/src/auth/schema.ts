/** Sign-in's tables: sessions (refresh token families), refresh tokens and the login limits' failure counts. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../areas/users/schema';
import { createdAt } from '../db/columns';

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
