/** The clients area's tables: client organisations and their domain settings (docs/areas/users-and-clients.md). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClientType } from '@oa/contract';
import { createdAt } from '../../db/columns';

/** Client organisations (district offices, companies, campuses) that robots are run for. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<ClientType>().notNull(),
    businessNumber: text('business_number'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    district: text('district'),
    parentId: integer('parent_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('clients_uid_key').on(table.uid),
    index('clients_created_at_idx').on(table.createdAt),
    index('clients_parent_id_idx').on(table.parentId),
  ],
);

/**
 * A client's domain settings: the host names its admin users' console answers on, one of them primary. A host name
 * belongs to one client only (the unique index decides when two clients save the same one at once).
 */
export const clientDomains = pgTable(
  'client_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    hostname: text('hostname').notNull(),
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('client_domains_hostname_key').on(table.hostname),
    index('client_domains_client_id_idx').on(table.clientId),
    uniqueIndex('client_domains_one_primary_key')
      .on(table.clientId)
      .where(sql`"primary"`),
  ],
);
