/**
 * Object-level access to robot data (alerts, collections, rollouts): a client's admin user sees only the robots of
 * its client and the clients under it (the same clients as the client list); staff see every robot.
 * `machineIdOf` lets a list filter and sort by a robot's machine id from a table that holds only `robot_id`
 * (the list engine's count query has no joins).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { clients } from '../../clients/schema';
import { robots } from '../schema';
import type { Principal } from '../../../http/access';
import { clientScope } from '../../clients/clients';

/** The ids of the clients the principal may see, as a subquery (null: every client). */
export const visibleClientIds = (db: Db, principal: Principal) =>
  principal.clientId === null ? null : db.select({ id: clients.id }).from(clients).where(clientScope(principal));

/** Rows of `robotIdColumn`'s table whose robot the principal may see (undefined: no restriction). */
export function robotScope(db: Db, principal: Principal, robotIdColumn: AnyPgColumn): SQL | undefined {
  const visible = visibleClientIds(db, principal);
  if (visible === null) return undefined;
  return inArray(robotIdColumn, db.select({ id: robots.id }).from(robots).where(inArray(robots.clientId, visible)));
}

/** The robot's machine id as a column-like expression, for a list's filters and sort. */
export const machineIdOf = (robotIdColumn: AnyPgColumn): AnyPgColumn =>
  sql<string>`(select ${robots.machineId} from ${robots} where ${robots.id} = ${robotIdColumn})` as unknown as AnyPgColumn;
