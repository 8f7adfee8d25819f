/** The audit log's table, written by every area (writeAudit). */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
