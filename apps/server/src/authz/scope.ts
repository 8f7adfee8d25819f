/**
 * Object-level access by client (docs/server.md "Permissions"): a client's admin user (a user with a client) sees
 * only rows of its clients; staff (no client) see every row. Each area applies one of these to its queries, and a
 * row outside the scope answers 404, so nothing reveals that it exists.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { clients } from './schema';
import type { Db } from '../db/database';
import type { Principal } from '../http/access';

type Scoped = Pick<Principal, 'clientId'>;

/**
 * Rows whose `clientIdColumn` is the principal's client or a client under it (the hierarchy has two levels, so
 * that is everything below it): robots, alert recipients, clients themselves. Undefined: no restriction.
 */
export function clientScope(principal: Scoped, clientIdColumn: AnyPgColumn): SQL | undefined {
  if (principal.clientId === null) return undefined;
  return inArray(
    clientIdColumn,
    sql`(select ${clients.id} from ${clients} where ${clients.id} = ${principal.clientId} or ${clients.parentId} = ${principal.clientId})`,
  );
}

/** Rows whose `clientIdColumn` is the principal's own client (users, the actors of audit records). */
export const ownClientScope = (principal: Scoped, clientIdColumn: AnyPgColumn): SQL | undefined =>
  principal.clientId === null ? undefined : eq(clientIdColumn, principal.clientId);

/** Whether the client exists and is one the principal sees (a form's chosen client). */
export async function seesClient(db: Db, principal: Scoped, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), clientScope(principal, clients.id)));
  return row !== undefined;
}
