/** Writing the audit log: one record per change, in the change's own transaction, by every area. */
import type { Db } from '../db/database';
import type { Principal } from '../http/access';
import { auditLog } from './schema';

/** One audit record in the change's transaction. `before`/`after` never hold a password or a hash. */
export async function writeAudit(
  tx: Db,
  principal: Principal,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({ actorUserId: principal.userId, action, target, before, after });
}
