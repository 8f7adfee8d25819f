/** The audit log's table, written by every area (writeAudit). */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what, when, to what: sign-ins, account changes, robots, alerts, update files (and later money and cup
 * state). Written by writeAudit with `before` and `after`; `detail` holds what records written before it had
 * (the audit log route answers it as `after`).
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
