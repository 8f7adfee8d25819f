/**
 * A client's domain settings: the host names its admin users' console answers on, one of them primary. A host name
 * belongs to one client (the unique index decides a race); which client has it is never said.
 */
import type { ClientDomain } from '@oa/contract';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Principal } from '../../http/access';
import { HttpError } from '../../http/errors';
import { clientDomains } from './schema';

/** A host name belongs to one client (which one is not said: the caller may not see it). */
export const DOMAIN_TAKEN = '이미 다른 고객사가 쓰는 도메인입니다.';

/** A client's domains, the primary one first. */
export const domainsOfClient = (db: Db, clientId: number): Promise<ClientDomain[]> =>
  db
    .select({ hostname: clientDomains.hostname, primary: clientDomains.primary })
    .from(clientDomains)
    .where(eq(clientDomains.clientId, clientId))
    .orderBy(desc(clientDomains.primary), asc(clientDomains.hostname));

/** 409 DOMAIN_TAKEN naming each of `domains` another client has, or null. */
async function takenElsewhere(db: Db, clientId: number, domains: readonly ClientDomain[]) {
  if (domains.length === 0) return null;
  const hostnames = domains.map((domain) => domain.hostname);
  const rows = await db
    .select({ hostname: clientDomains.hostname })
    .from(clientDomains)
    .where(and(inArray(clientDomains.hostname, hostnames), ne(clientDomains.clientId, clientId)));
  if (rows.length === 0) return null;
  const fields: Record<string, string> = {};
  domains.forEach((domain, index) => {
    if (rows.some((row) => row.hostname === domain.hostname))
      fields[`domains.${String(index)}.hostname`] = DOMAIN_TAKEN;
  });
  return new HttpError(409, 'DOMAIN_TAKEN', DOMAIN_TAKEN, fields);
}

/** Replaces a client's domains with `domains` (checked), with an audit record. */
export async function saveDomains(
  db: Db,
  principal: Principal,
  client: { id: number; uid: string },
  domains: readonly ClientDomain[],
): Promise<void> {
  const conflict = await takenElsewhere(db, client.id, domains);
  if (conflict !== null) throw conflict;
  try {
    await db.transaction(async (tx) => {
      const before = await domainsOfClient(tx, client.id);
      await tx.delete(clientDomains).where(eq(clientDomains.clientId, client.id));
      if (domains.length > 0) {
        await tx.insert(clientDomains).values(domains.map((domain) => ({ ...domain, clientId: client.id })));
      }
      await writeAudit(tx, principal, 'client.domains', `client:${client.uid}`, { domains: before }, { domains });
    });
  } catch (error) {
    // Another client saved one of these host names meanwhile (the unique index decided).
    if (isUniqueViolation(error)) throw (await takenElsewhere(db, client.id, domains)) ?? error;
    throw error;
  }
}
