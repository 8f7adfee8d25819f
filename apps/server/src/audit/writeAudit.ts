/**
 * Writing the audit log, the one way every area does it: one record per change, in the change's own transaction,
 * with the actor, the action (AUDIT_ACTIONS), the target and the values `before` and `after` (what changed;
 * never a password or a hash, phone numbers masked).
 */
import type { AuditAction, AuditTarget } from '@oa/contract';
import type { Db } from '../db/database';
import { auditLog } from './schema';

export async function writeAudit(
  tx: Db,
  /** The user who did it (a Principal, or the user signing in); null: nobody known (a replayed token). */
  actor: { userId: number } | null,
  action: AuditAction,
  target: AuditTarget | null,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId: actor?.userId ?? null, action, target, before, after });
}
