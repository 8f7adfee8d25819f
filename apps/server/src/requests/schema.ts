/** The platform's record of request ids (Idempotency-Key): one row per user, action and key (requests/once.ts). */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A write that carried a request id: who (0: the system or a machine), which action, the key, a fingerprint of
 * what was asked (a different body with the same key is refused), and the answer once it has one (null while the
 * first request is still running).
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    actorId: integer('actor_id').notNull(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.actorId, table.action, table.key] })],
);
