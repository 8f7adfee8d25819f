/** The clients area's tables: client organisations and their domain settings (docs/areas/users-and-clients.md). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../../authz/schema';
import { createdAt } from '../../db/columns';

/** The clients themselves are the platform's tenancy table (authz/schema.ts); this area manages them. */
export { clients };

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
